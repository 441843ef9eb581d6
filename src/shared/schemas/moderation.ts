/**
 * Content moderation: administrators list what performers sell (`GET
 * /admin/performer-assets/{kind}/search`), take an item down with a reason to its performer
 * (`POST /admin/performer-assets/{kind}/{id}/take-down`) and put it back (`POST …/restore`).
 * A taken-down item is shown to nobody but its performer and sold no more; its buyers lose
 * it too while it is down.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AccountRef, DateTimeField, LimitField, ListOf, Nullable, OffsetField } from './common';
import { ITEM_KINDS, type ItemKind } from '../constants';
import { Status } from './assets';

export type { ItemKind };

export const ItemKindParam = Type.Object({
  kind: Type.Union(
    ITEM_KINDS.map((kind) => Type.Literal(kind)),
    { errorMessage: 'Not found' },
  ),
});
export type ItemKindParam = Static<typeof ItemKindParam>;

export const ModeratedItemParams = Type.Composite([
  ItemKindParam,
  Type.Object({ id: Type.String({ format: 'uuid', errorMessage: 'Not found' }) }),
]);
export type ModeratedItemParams = Static<typeof ModeratedItemParams>;

export const ModeratedItemQuery = Type.Object({
  /** Words of the title, or the performer's name or username. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** Only items taken down (true) or only the others (false). */
  takenDown: Type.Optional(Type.Boolean()),
  limit: LimitField(20, 100),
  offset: OffsetField,
});
export type ModeratedItemQuery = Static<typeof ModeratedItemQuery>;

export const ModeratedItem = Type.Object({
  _id: Type.String(),
  kind: Type.Union(ITEM_KINDS.map((kind) => Type.Literal(kind))),
  title: Type.String(),
  /** Its picture: a video's, a gallery's cover, a product's; null when it has none. */
  picture: Nullable(Type.String()),
  price: Type.Number(),
  status: Status,
  /** Deleted by its performer: its buyers still have it. */
  deleted: Type.Boolean(),
  performer: AccountRef,
  takenDown: Nullable(Type.Object({ at: DateTimeField, reason: Type.String() })),
  createdAt: DateTimeField,
});
export type ModeratedItem = Static<typeof ModeratedItem>;

export const ModeratedItemList = ListOf(ModeratedItem);
export type ModeratedItemList = Static<typeof ModeratedItemList>;

export const TakedownBody = Type.Object({
  /** Told to the performer (their list and a mail) and kept in the audit log. */
  reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', errorMessage: 'Please say why it is taken down' }),
});
export type TakedownBody = Static<typeof TakedownBody>;
