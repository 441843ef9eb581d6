/**
 * Whether a camera's stream shows a picture: a detached, muted video element plays
 * it and reports its first decoded frame (`loadeddata`). A capture can be open, its
 * tracks live and unmuted, and still never deliver a frame (a camera that starts
 * dark); the camera module opens such a capture again.
 */
export function firstFrame(stream: MediaStream, timeoutMs: number): Promise<boolean> {
  if (stream.getVideoTracks().length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    const done = (seen: boolean) => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', onFrame);
      video.srcObject = null;
      resolve(seen);
    };
    const onFrame = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    video.addEventListener('loadeddata', onFrame);
    video.srcObject = stream;
    // A refused play still loads the first frame.
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
  });
}
