/**
 * A store for component and saga tests that holds every feature's slice, as if every
 * page had named them all (the app's pages name only their own: src/store/features.ts).
 */
import registration from '@/features/registration/slice';
import performerProfile from '@/features/performer-profile/slice';
import blocking from '@/features/blocking/slice';
import viewerProfile from '@/features/viewer-profile/slice';
import favourites from '@/features/favourites/slice';
import contact from '@/features/contact/slice';
import earnings from '@/features/earnings/slice';
import payouts from '@/features/payouts/slice';
import commission from '@/features/commission/slice';
import studios from '@/features/studios/slice';
import adminCommission from '@/features/admin-commission/slice';
import adminCatalogue from '@/features/admin-catalogue/slice';
import adminAccounts from '@/features/admin-accounts/slice';
import adminVerifications from '@/features/admin-verifications/slice';
import adminSettings from '@/features/admin-settings/slice';
import adminShop from '@/features/admin-shop/slice';
import adminStatistics from '@/features/admin-statistics/slice';
import adminAudit from '@/features/admin-audit/slice';
import streamChat from '@/features/stream-chat/slice';
import live from '@/features/live/slice';
import shows from '@/features/shows/slice';
import tips from '@/features/tips/slice';
import tokenHistory from '@/features/token-history/slice';
import tokenPurchase from '@/features/token-purchase/slice';
import vouchers from '@/features/vouchers/slice';
import videos from '@/features/videos/slice';
import galleries from '@/features/galleries/slice';
import purchasedItems from '@/features/purchased-items/slice';
import itemTranslations from '@/features/item-translations/slice';
import messageTranslations from '@/features/message-translations/slice';
import products from '@/features/products/slice';
import orders from '@/features/orders/slice';
import refunds from '@/features/refunds/slice';
import contentModeration from '@/features/content-moderation/slice';
import { createRootReducer } from '@/store/rootReducer';
import { makeStore, type FeatureReducers, type RootState } from '@/store/store';

export const ALL_FEATURES: Required<FeatureReducers> = {
  registration,
  performerProfile,
  blocking,
  viewerProfile,
  favourites,
  contact,
  earnings,
  payouts,
  commission,
  studios,
  adminCommission,
  adminCatalogue,
  adminAccounts,
  adminVerifications,
  adminSettings,
  adminShop,
  adminStatistics,
  adminAudit,
  streamChat,
  live,
  shows,
  tips,
  tokenHistory,
  tokenPurchase,
  vouchers,
  videos,
  galleries,
  purchasedItems,
  itemTranslations,
  messageTranslations,
  products,
  orders,
  refunds,
  contentModeration,
};

/** The app's store with every feature. */
export const makeTestStore = (preloadedState?: Partial<RootState>) => makeStore(preloadedState, ALL_FEATURES);

/** The root reducer with every feature. */
export const rootReducer = createRootReducer(ALL_FEATURES);
