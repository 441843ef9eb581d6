/** Performers as lists show them (cards) and the search query. */
import { Type, type Static } from '@sinclair/typebox';

export const PerformerCard = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  streamingStatus: Type.String(),
  streamTitle: Type.Union([Type.String(), Type.Null()]),
  isOnline: Type.Boolean(),
  isFavorite: Type.Boolean(),
  country: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
});
export type PerformerCard = Static<typeof PerformerCard>;

export const PerformerSearchQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  categoryId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PerformerSearchQuery = Static<typeof PerformerSearchQuery>;
