/** Typed calls of content moderation: the administration's lists of what performers sell, and its takedowns. */
import { get, post } from '@/lib/http';
import type { ItemKind, ModeratedItem, ModeratedItemList, ModeratedItemQuery, TakedownBody } from '@/shared/schemas/moderation';

export const apiModeratedItems = (kind: ItemKind, query: ModeratedItemQuery) =>
  get<ModeratedItemList>(`/admin/performer-assets/${kind}/search`, query);

export const apiTakeDownItem = (kind: ItemKind, id: string, body: TakedownBody) =>
  post<ModeratedItem>(`/admin/performer-assets/${kind}/${encodeURIComponent(id)}/take-down`, body);

export const apiRestoreItem = (kind: ItemKind, id: string) =>
  post<ModeratedItem>(`/admin/performer-assets/${kind}/${encodeURIComponent(id)}/restore`, {});
