/**
 * An upload that tells how far it has gone, as a saga reads it: a buffered channel of its
 * events (products', videos' and galleries' photos' uploads go through it).
 */
import { END, buffers, eventChannel, type EventChannel } from 'redux-saga';

/** What the upload tells: how far it is, then its answer or its failure. */
export type UploadEvent<T> = { progress: number } | { saved: T } | { error: unknown };

/** Starts an upload that reports its progress (0 to 1) and stops when `signal` aborts. */
export type StartUpload<T> = (onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>;

/**
 * The upload `start` begins, as a channel of its events, kept in order until the saga takes
 * them (none is lost while it is busy); closing the channel (the saga cancelled) aborts it.
 */
export function uploadChannel<T>(start: StartUpload<T>): EventChannel<UploadEvent<T>> {
  return eventChannel<UploadEvent<T>>((emit) => {
    const controller = new AbortController();
    start((fraction) => emit({ progress: fraction }), controller.signal).then(
      (saved) => {
        emit({ saved });
        emit(END);
      },
      (error: unknown) => {
        emit({ error });
        emit(END);
      },
    );
    return () => controller.abort();
  }, buffers.expanding<UploadEvent<T>>(16));
}
