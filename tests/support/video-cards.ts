/** Videos as viewers' lists and pages, and their performer's list, receive them, for tests of the client. */
import type { PerformerVideo, VideoCard, VideoDetails } from '@/shared/schemas/assets';

/** A card of Luna's 65-second video for 5 tokens, not bought; `extra` changes any field. */
export const videoCard = (extra: Partial<VideoCard> = {}): VideoCard => ({
  _id: 'v1',
  title: 'Evening dance',
  tags: [],
  price: 5,
  isSale: true,
  duration: 65,
  views: 0,
  thumbnail: null,
  hasTrailer: false,
  isBought: false,
  performer: { _id: 'p1', name: 'Luna', username: 'luna', avatar: '/a.png' },
  createdAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});

/** The same video for its page, which this viewer may not watch yet. */
export const videoDetails = (extra: Partial<VideoDetails> = {}): VideoDetails => ({
  ...videoCard(),
  description: null,
  canWatch: false,
  processing: 'ready',
  videoUrl: null,
  trailerUrl: null,
  ...extra,
});

/** The same video as its performer's list has it: active, processed, never sold. */
export const performerVideo = (extra: Partial<PerformerVideo> = {}): PerformerVideo => ({
  _id: 'v1',
  title: 'Evening dance',
  description: null,
  tags: [],
  price: 5,
  isSale: true,
  status: 'active',
  translations: {},
  duration: 65,
  views: 0,
  thumbnail: null,
  hasTrailer: false,
  processing: 'ready',
  processingFailure: null,
  takenDown: null,
  sold: 0,
  earned: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});
