/** Shows and offers as the API gives them, for the shows feature's tests: Mei's private show with Bea, from 10:00. */
import type { Show, ShowOffer } from '@/shared/schemas/shows';

export const person = (id: string, name: string) => ({ _id: id, name, username: name.toLowerCase(), avatar: '/a.png' });

/** Bea's show with Mei as Bea's page sees it: active since 10:00, minute 1 charged; `patch` changes it. */
export const viewerShow = (patch: Partial<Show> = {}): Show => ({
  _id: 's1',
  type: 'private',
  status: 'active',
  conversationId: 'c1',
  performer: person('p1', 'Mei'),
  user: person('u1', 'Bea'),
  participants: [{ ...person('u1', 'Bea'), joinedAt: '2026-01-01T10:00:00.000Z', away: false }],
  price: 60,
  maxParticipants: null,
  createdAt: '2026-01-01T09:59:00.000Z',
  startedAt: '2026-01-01T10:00:00.000Z',
  endedAt: null,
  endReason: null,
  role: 'viewer',
  stay: {
    joinedAt: '2026-01-01T10:00:00.000Z',
    leftAt: null,
    leaveReason: null,
    minutesCharged: 1,
    charged: 60,
    nextChargeAt: '2026-01-01T10:01:00.000Z',
    secondsUntilNextCharge: 60,
  },
  earned: null,
  charged: null,
  serverTime: '2026-01-01T10:00:00.000Z',
  ...patch,
});

/** Mei's offer with her offline: 60 tokens a private minute, 10 a group one, nothing pending; `patch` changes it. */
export const showOffer = (patch: Partial<ShowOffer> = {}): ShowOffer => ({
  performerId: 'p1',
  streamingStatus: 'offline',
  privatePrice: 60,
  groupPrice: 10,
  allowPrivate: true,
  group: null,
  pendingRequest: null,
  activeShowId: null,
  ...patch,
});
