/**
 * The player's state as people and tests see it: media that arrived is still
 * "connecting" until its first frame is decoded, and a new stream starts over.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LiveVideo } from '@/features/ui/components/LiveVideo';
import type { WatchState } from '@/lib/webrtc/hooks';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

let watched: { stream: MediaStream | null; state: WatchState; error: string | null };
jest.mock('@/lib/webrtc/hooks', () => ({ useWatch: () => watched }));

beforeAll(() => {
  // jsdom has no media playback.
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, writable: true, value: null });
});

const player = () => screen.getByTestId('live-video');
const show = (stream: MediaStream | null, state: WatchState) => {
  watched = { stream, state, error: null };
  return <LiveVideo streamId="s" publisherId="p" kind="public" />;
};

test('the player says playing only from the first decoded frame of the current stream', async () => {
  const { rerender } = render(show(null, 'waiting'));
  expect(player()).toHaveAttribute('data-state', 'waiting');

  const first = { id: 'first' } as unknown as MediaStream;
  await act(async () => rerender(show(first, 'playing')));
  expect(player()).toHaveAttribute('data-state', 'waiting');
  expect(screen.getByRole('status')).toHaveTextContent('liveVideo.connecting');

  fireEvent.loadedData(screen.getByTestId('live-video-element'));
  expect(player()).toHaveAttribute('data-state', 'playing');
  expect(screen.queryByRole('status')).toBeNull();

  // A new connection brings a new stream: connecting again until its frame comes.
  const second = { id: 'second' } as unknown as MediaStream;
  await act(async () => rerender(show(second, 'playing')));
  expect(player()).toHaveAttribute('data-state', 'waiting');
  fireEvent.loadedData(screen.getByTestId('live-video-element'));
  expect(player()).toHaveAttribute('data-state', 'playing');

  await act(async () => rerender(show(null, 'ended')));
  expect(player()).toHaveAttribute('data-state', 'ended');
  expect(screen.getByRole('status')).toHaveTextContent('liveVideo.interrupted');
});

test('while it plays, its buttons are named in the page language: sound on or mute, and full screen where the browser offers it', async () => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  const requestFullscreen = jest.fn(() => Promise.resolve());
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
  const stream = { id: 'live' } as unknown as MediaStream;
  const { rerender } = render(show(null, 'waiting'));
  expect(screen.queryByRole('button')).toBeNull();

  await act(async () => rerender(show(stream, 'playing')));
  const element = screen.getByTestId('live-video-element') as HTMLVideoElement;
  fireEvent.loadedData(element);
  // Played with sound: the visitor may mute it, and turn the sound on again.
  fireEvent.click(screen.getByRole('button', { name: 'liveVideo.mute' }));
  expect(element.muted).toBe(true);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'liveVideo.soundOn' })));
  expect(element.muted).toBe(false);
  expect(screen.getByRole('button', { name: 'liveVideo.mute' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'liveVideo.fullScreen' }));
  expect(requestFullscreen).toHaveBeenCalledTimes(1);
});
