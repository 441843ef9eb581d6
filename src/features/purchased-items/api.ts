/** Typed calls of the buyer's list of purchases. */
import { get } from '@/lib/http';
import type { PurchasedItemList, PurchasedItemQuery } from '@/shared/schemas/assets';

export const apiPurchasedItems = (query: PurchasedItemQuery) => get<PurchasedItemList>('/purchased-items/user/search', query);
