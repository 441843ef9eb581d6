/**
 * One camera capture per page session (lib/webrtc/camera.ts): a page that asks within
 * the linger takes the running capture over with its devices, an unused one is
 * stopped, a capture is opened once and handed over as it is, a refusal is reported
 * and asked again, and `useCamera` says why there is no picture.
 */
import type * as CameraModuleType from '@/lib/webrtc/camera';
import type * as TestingLibraryType from '@testing-library/react/pure';

type CameraModule = typeof CameraModuleType;
type TestingLibrary = typeof TestingLibraryType;

class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: string) {}
  stop() {
    this.readyState = 'ended';
  }
}

class FakeStream {
  readonly tracks = [new FakeTrack('video'), new FakeTrack('audio')];
  getTracks() {
    return this.tracks;
  }
  get stopped() {
    return this.tracks.every((track) => track.readyState === 'ended');
  }
}

let camera: CameraModule;
/** Loaded with the module, so that both use the same React. */
let act: TestingLibrary['act'];
let renderHook: TestingLibrary['renderHook'];
let getUserMedia: jest.Mock<Promise<FakeStream>, [MediaStreamConstraints]>;

beforeEach(() => {
  jest.useFakeTimers();
  // The module keeps the page session's capture: each test starts with a fresh page.
  jest.isolateModules(() => {
    camera = jest.requireActual('@/lib/webrtc/camera');
    // The pure entry: the main one registers cleanup hooks, which cannot be added from here.
    ({ act, renderHook } = jest.requireActual('@testing-library/react/pure'));
  });
  getUserMedia = jest.fn(async (_constraints: MediaStreamConstraints) => new FakeStream());
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
});

afterEach(() => {
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(1);

test('a page that asks within the linger takes the running capture over; nobody asking stops it', async () => {
  const live = camera.acquireCamera({ videoId: 'cam-b', audioId: 'mic-a' });
  const first = (await live.stream) as unknown as FakeStream;
  expect(getUserMedia).toHaveBeenCalledWith({ video: { deviceId: { exact: 'cam-b' } }, audio: { deviceId: { exact: 'mic-a' } } });

  // The live page goes, the show page comes and asks without a choice of its own: the chosen devices, still open.
  live.release();
  await jest.advanceTimersByTimeAsync(camera.CAMERA_LINGER_MS - 1000);
  const show = camera.acquireCamera();
  expect(await show.stream).toBe(first);
  expect(getUserMedia).toHaveBeenCalledTimes(1);
  expect(first.stopped).toBe(false);

  show.release();
  await jest.advanceTimersByTimeAsync(camera.CAMERA_LINGER_MS - 1);
  expect(first.stopped).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(first.stopped).toBe(true);

  // Later the camera is opened anew, on the devices chosen last.
  const again = camera.acquireCamera();
  expect(await again.stream).not.toBe(first);
  expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'cam-b' } }, audio: { deviceId: { exact: 'mic-a' } } });
  expect(camera.preferredCamera()).toEqual({ videoId: 'cam-b', audioId: 'mic-a' });
});

test('another device opens a new capture and stops the one nobody uses at once; a user keeps theirs until they let go', async () => {
  const a = camera.acquireCamera({ videoId: 'cam-a' });
  const streamA = (await a.stream) as unknown as FakeStream;
  a.release();
  const b = camera.acquireCamera({ videoId: 'cam-b' });
  expect(streamA.stopped).toBe(true);
  const streamB = (await b.stream) as unknown as FakeStream;

  // Two users of B; one switches to C: B stays for the other, and stops when they let go.
  const other = camera.acquireCamera({ videoId: 'cam-b' });
  expect(await other.stream).toBe(streamB);
  b.release();
  const c = camera.acquireCamera({ videoId: 'cam-c' });
  await c.stream;
  expect(streamB.stopped).toBe(false);
  other.release();
  expect(streamB.stopped).toBe(true);
  expect(getUserMedia).toHaveBeenCalledTimes(3);
});

test('a capture whose tracks ended is not taken over, and one let go before it opened is still stopped', async () => {
  const first = camera.acquireCamera();
  const stream = (await first.stream) as unknown as FakeStream;
  // The camera was unplugged.
  stream.tracks[0].stop();
  const second = camera.acquireCamera();
  expect(await second.stream).not.toBe(stream);
  second.release();
  first.release();

  let open: (stream: FakeStream) => void = () => undefined;
  getUserMedia.mockImplementationOnce(() => new Promise((resolve) => (open = resolve)));
  const slow = camera.acquireCamera({ videoId: 'slow' });
  slow.release();
  await jest.advanceTimersByTimeAsync(camera.CAMERA_LINGER_MS);
  const late = new FakeStream();
  open(late);
  await settle();
  expect(late.stopped).toBe(true);
});

test('a capture is opened once and handed over as it is, however long its first frame takes', async () => {
  const first = camera.acquireCamera();
  const second = camera.acquireCamera();
  const [a, b] = await Promise.all([first.stream, second.stream]);
  expect(a).toBe(b);
  expect(getUserMedia).toHaveBeenCalledTimes(1);
  expect((a as unknown as FakeStream).stopped).toBe(false);
});

test('useCamera gives the stream while on, reports a refusal and asks again next time, and says when there is no camera API', async () => {
  getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
  const { result, rerender, unmount } = renderHook(({ on }) => camera.useCamera(on), { initialProps: { on: true } });
  await act(settle);
  expect(result.current).toEqual({ stream: null, problem: 'denied' });

  rerender({ on: false });
  rerender({ on: true });
  await act(settle);
  expect(result.current.problem).toBeNull();
  const stream = result.current.stream as unknown as FakeStream;
  expect(stream).toBeInstanceOf(FakeStream);

  unmount();
  await act(() => jest.advanceTimersByTimeAsync(camera.CAMERA_LINGER_MS));
  expect(stream.stopped).toBe(true);

  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  const bare = renderHook(() => camera.useCamera(true));
  await act(settle);
  expect(bare.result.current).toEqual({ stream: null, problem: 'unsupported' });
  bare.unmount();
});
