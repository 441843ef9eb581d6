/**
 * Every feature's reducer, listed by hand. Logout resets the whole state except the
 * performer list and categories and the site settings, which describe the site
 * rather than the visitor (docs/domain.md#signing-in-and-page-access).
 */
import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import auth, { logoutSuccess } from '@/features/auth/slice';
import account, { suspendAccountSuccess } from '@/features/account/slice';
import settings from '@/features/settings/slice';
import performers from '@/features/performers/slice';
import ui from '@/features/ui/slice';
import registration from '@/features/registration/slice';
import performerProfile from '@/features/performer-profile/slice';
import blocking from '@/features/blocking/slice';
import favourites from '@/features/favourites/slice';
import contact from '@/features/contact/slice';
import earnings from '@/features/earnings/slice';
import payouts from '@/features/payouts/slice';
import commission from '@/features/commission/slice';
import messaging from '@/features/messaging/slice';
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

const appReducer = combineReducers({
  auth,
  account,
  settings,
  performers,
  ui,
  registration,
  favourites,
  contact,
  performerProfile,
  blocking,
  earnings,
  payouts,
  commission,
  messaging,
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
});

export type RootState = ReturnType<typeof appReducer>;

export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  // Logging out and suspending one's own account both leave the browser signed out.
  if ((logoutSuccess.match(action) || suspendAccountSuccess.match(action)) && state) {
    const kept = { performers: state.performers, settings: state.settings } as Partial<RootState>;
    return appReducer(kept as RootState, action);
  }
  return appReducer(state, action);
}
