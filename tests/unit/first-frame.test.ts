/**
 * The first-frame check of a new camera capture (lib/webrtc/first-frame.ts): a
 * detached, muted video element plays the stream; its first decoded frame, or the
 * time running out, decides.
 */
import { firstFrame } from '@/lib/webrtc/first-frame';

const stream = (kinds: string[]) => ({ getVideoTracks: () => kinds.filter((k) => k === 'video') }) as unknown as MediaStream;

let video: HTMLVideoElement;
let srcObject: unknown;

beforeEach(() => {
  jest.useFakeTimers();
  const create = document.createElement.bind(document);
  jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (tag === 'video') {
      video = element as HTMLVideoElement;
      // jsdom plays nothing and has no srcObject.
      Object.defineProperty(video, 'play', { value: jest.fn(() => Promise.resolve()) });
      Object.defineProperty(video, 'srcObject', { get: () => srcObject, set: (value) => (srcObject = value) });
    }
    return element;
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a frame decoded in time says yes, and the element lets go of the stream', async () => {
  const camera = stream(['video', 'audio']);
  const seen = firstFrame(camera, 5000);
  expect(video.muted).toBe(true);
  expect(srcObject).toBe(camera);
  await jest.advanceTimersByTimeAsync(100);
  expect(video.play).toHaveBeenCalled();
  video.dispatchEvent(new Event('loadeddata'));
  await expect(seen).resolves.toBe(true);
  expect(srcObject).toBeNull();
});

test('no frame in time says no; a stream without video has nothing to wait for', async () => {
  const seen = firstFrame(stream(['video']), 5000);
  await jest.advanceTimersByTimeAsync(4999);
  video.dispatchEvent(new Event('emptied'));
  await jest.advanceTimersByTimeAsync(1);
  await expect(seen).resolves.toBe(false);
  expect(srcObject).toBeNull();
  // A late frame changes nothing.
  video.dispatchEvent(new Event('loadeddata'));

  await expect(firstFrame(stream(['audio']), 5000)).resolves.toBe(true);
});
