import type { PerformerCard } from '@/shared/schemas/performers';

/** A performer's card as the API lists it: offline, Dutch, not a favourite, unless `extra` says otherwise. */
export const performerCard = (id: string, extra: Partial<PerformerCard> = {}): PerformerCard => ({
  _id: id,
  name: `Performer ${id}`,
  username: `performer-${id}`,
  avatar: '/no-avatar.png',
  streamingStatus: 'offline',
  streamTitle: null,
  isOnline: false,
  isFavorite: false,
  country: 'NL',
  tags: [],
  categoryIds: [],
  languages: ['nl'],
  ...extra,
});
