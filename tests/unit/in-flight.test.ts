/** The count of page renders in flight that stopping the server waits for (src/server/web/in-flight.ts). */
import { createInFlight } from '@/server/web/in-flight';

describe('createInFlight', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is idle at once when nothing is in flight', async () => {
    await expect(createInFlight().idle(1000)).resolves.toBe(true);
  });

  it('waits for the last one in flight, counting each end once', async () => {
    const renders = createInFlight();
    const first = renders.enter();
    const second = renders.enter();
    let idle: boolean | undefined;
    void renders.idle(10_000).then((value) => (idle = value));
    first();
    first();
    await Promise.resolve();
    expect(renders.count).toBe(1);
    expect(idle).toBeUndefined();
    second();
    await Promise.resolve();
    expect(idle).toBe(true);
    expect(renders.count).toBe(0);
  });

  it('gives up when the time passes first', async () => {
    const renders = createInFlight();
    renders.enter();
    const idle = renders.idle(500);
    jest.advanceTimersByTime(500);
    await expect(idle).resolves.toBe(false);
  });
});
