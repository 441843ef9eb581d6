/**
 * The local camera and microphone, one capture per page session. A performer who
 * goes from the live page into a show keeps the stream they were sending, with the
 * devices they chose, instead of the camera being closed and opened again on the
 * default devices: the new page takes over the running capture, as long as it asks
 * within a few seconds of the last one letting go. Only then are the tracks stopped.
 *
 * A capture is handed over as soon as the browser opens it, and never closed and
 * opened again while it warms up: on a busy machine a camera's first frame can take
 * several seconds, and opening it anew only starts that wait over.
 */
import { useEffect, useState } from 'react';

/** Which devices to capture; an empty choice means the browser's defaults. */
export type CameraChoice = { videoId?: string; audioId?: string };

/** Why there is no camera: the browser has no media devices API, or refused (no permission, no device, busy). */
export type CameraProblem = 'unsupported' | 'denied';

class CameraUnsupportedError extends Error {}

/** How long a capture nobody uses stays open for the next page to take over. */
export const CAMERA_LINGER_MS = 10_000;

class Capture {
  users = 0;
  stream: MediaStream | null = null;
  failed = false;
  linger: ReturnType<typeof setTimeout> | undefined;
  readonly ready: Promise<MediaStream>;

  constructor(readonly choice: CameraChoice) {
    const constraints = {
      video: choice.videoId ? { deviceId: { exact: choice.videoId } } : true,
      audio: choice.audioId ? { deviceId: { exact: choice.audioId } } : true,
    };
    this.ready = openCamera(constraints).then(
      (stream) => {
        this.stream = stream;
        if (this.users === 0 && this.linger === undefined) this.stop();
        return stream;
      },
      (err: unknown) => {
        this.failed = true;
        throw err;
      },
    );
  }

  /** Whether a page asking for `choice` may take this capture over. */
  serves(choice: CameraChoice) {
    const live = !this.stream || this.stream.getTracks().every((track) => track.readyState === 'live');
    return !this.failed && live && this.choice.videoId === choice.videoId && this.choice.audioId === choice.audioId;
  }

  stop() {
    clearTimeout(this.linger);
    this.linger = undefined;
    this.stream?.getTracks().forEach((track) => track.stop());
  }
}

async function openCamera(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnsupportedError('getUserMedia is not supported');
  return navigator.mediaDevices.getUserMedia(constraints);
}

let shared: Capture | null = null;
/** The devices last chosen on this page session: a page that has no choice of its own uses them. */
let preferred: CameraChoice = {};

/** The devices a page without a choice of its own captures. */
export function preferredCamera(): CameraChoice {
  return { ...preferred };
}

/**
 * Opens the camera and microphone (`choice`, else the devices chosen last), or takes
 * over the capture already open for them. `release` lets go of it.
 */
export function acquireCamera(choice?: CameraChoice): { stream: Promise<MediaStream>; release(): void } {
  if (choice) preferred = { ...choice };
  const wanted = choice ?? preferred;
  let capture = shared;
  if (!capture || !capture.serves(wanted)) {
    if (shared && shared.users === 0) shared.stop();
    capture = new Capture(wanted);
    shared = capture;
  }
  const taken = capture;
  taken.users += 1;
  clearTimeout(taken.linger);
  taken.linger = undefined;
  let released = false;
  return {
    stream: taken.ready,
    release() {
      if (released) return;
      released = true;
      taken.users -= 1;
      if (taken.users > 0) return;
      if (taken !== shared || taken.failed) {
        if (taken === shared) shared = null;
        return taken.stop();
      }
      taken.linger = setTimeout(() => {
        taken.stop();
        if (shared === taken) shared = null;
      }, CAMERA_LINGER_MS);
    },
  };
}

/**
 * The camera and microphone while `on` (the `choice` of devices, else the ones chosen
 * last on this page session): the stream once it is open, or why there is none.
 */
export function useCamera(on: boolean, choice?: CameraChoice): { stream: MediaStream | null; problem: CameraProblem | null } {
  const [state, setState] = useState<{ stream: MediaStream | null; problem: CameraProblem | null }>({ stream: null, problem: null });
  const videoId = choice?.videoId;
  const audioId = choice?.audioId;
  const chosen = Boolean(choice);
  useEffect(() => {
    if (!on) return undefined;
    let cancelled = false;
    const camera = acquireCamera(chosen ? { videoId, audioId } : undefined);
    camera.stream.then(
      (stream) => !cancelled && setState({ stream, problem: null }),
      (err: unknown) => !cancelled && setState({ stream: null, problem: err instanceof CameraUnsupportedError ? 'unsupported' : 'denied' }),
    );
    return () => {
      cancelled = true;
      camera.release();
      setState({ stream: null, problem: null });
    };
  }, [on, chosen, videoId, audioId]);
  return state;
}
