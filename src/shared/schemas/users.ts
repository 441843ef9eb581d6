/** User search for performers, studios and admins (GET /users/search), e.g. to pick a viewer to block. */
import { Type, type Static } from '@sinclair/typebox';
import { LimitField, ListOf } from './common';
import type { ACCOUNT_STATUSES } from '../constants';

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** Whether an account of this standing may log in and use its sessions. */
export const canLogIn = (status: AccountStatus) => status === 'active' || status === 'pending';

export const UserSearchQuery = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 50 }),
  limit: LimitField(10, 20),
});
export type UserSearchQuery = Static<typeof UserSearchQuery>;

export const UserSearchItem = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.String(),
});
export type UserSearchItem = Static<typeof UserSearchItem>;

export const UserSearchResult = ListOf(UserSearchItem);
export type UserSearchResult = Static<typeof UserSearchResult>;

/** A performer's public chat (absent before their first stream) and the viewer's mute or ban in force there. */
export const ViewerInChat = Type.Object({
  conversationId: Type.String(),
  /** When the viewer's mute ends; null when they are not muted. */
  mutedUntil: Type.Union([Type.String(), Type.Null()]),
  banned: Type.Boolean(),
});
export type ViewerInChat = Static<typeof ViewerInChat>;

/**
 * GET /users/view/{id}: what anyone signed in may see of a viewer (their name in a chat
 * or the inbox): nothing private. `blocked` and `chat` answer a performer asking: whether
 * they block this viewer, and whether the viewer is muted or banned in their public chat.
 */
export const PublicUserProfile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.String(),
  /** ISO 3166-1 alpha-2 code, when the viewer gave one. */
  country: Type.Union([Type.String(), Type.Null()]),
  memberSince: Type.String(),
  blocked: Type.Optional(Type.Boolean()),
  chat: Type.Optional(Type.Union([ViewerInChat, Type.Null()])),
});
export type PublicUserProfile = Static<typeof PublicUserProfile>;
