/**
 * The store's reducers, listed by hand: the app shell's on every page (`SHELL_REDUCERS`),
 * and each other feature's with the pages that use it, which name them
 * (`definePage(view, access, { tips, shows })`), so that a page's scripts carry only
 * the reducers of its own features. The state's type names every feature (the other
 * features' types come without their code). Logout resets the whole state except the
 * performer list and categories and the site settings, which describe the site rather
 * than the visitor (docs/domain.md#signing-in-and-page-access).
 */
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import auth, { logoutSuccess } from '@/features/auth/slice';
import account, { suspendAccountSuccess } from '@/features/account/slice';
import settings from '@/features/settings/slice';
import performers from '@/features/performers/slice';
import ui from '@/features/ui/slice';
import messaging from '@/features/messaging/slice';
import type registration from '@/features/registration/slice';
import type performerProfile from '@/features/performer-profile/slice';
import type blocking from '@/features/blocking/slice';
import type viewerProfile from '@/features/viewer-profile/slice';
import type favourites from '@/features/favourites/slice';
import type contact from '@/features/contact/slice';
import type earnings from '@/features/earnings/slice';
import type payouts from '@/features/payouts/slice';
import type commission from '@/features/commission/slice';
import type studios from '@/features/studios/slice';
import type adminCommission from '@/features/admin-commission/slice';
import type adminCatalogue from '@/features/admin-catalogue/slice';
import type adminAccounts from '@/features/admin-accounts/slice';
import type adminVerifications from '@/features/admin-verifications/slice';
import type adminSettings from '@/features/admin-settings/slice';
import type adminShop from '@/features/admin-shop/slice';
import type adminStatistics from '@/features/admin-statistics/slice';
import type adminAudit from '@/features/admin-audit/slice';
import type streamChat from '@/features/stream-chat/slice';
import type live from '@/features/live/slice';
import type shows from '@/features/shows/slice';
import type tips from '@/features/tips/slice';
import type tokenHistory from '@/features/token-history/slice';
import type tokenPurchase from '@/features/token-purchase/slice';
import type vouchers from '@/features/vouchers/slice';
import type videos from '@/features/videos/slice';
import type galleries from '@/features/galleries/slice';
import type purchasedItems from '@/features/purchased-items/slice';
import type itemTranslations from '@/features/item-translations/slice';
import type messageTranslations from '@/features/message-translations/slice';
import type products from '@/features/products/slice';
import type orders from '@/features/orders/slice';
import type refunds from '@/features/refunds/slice';
import type contentModeration from '@/features/content-moderation/slice';

/**
 * What the shell itself reads on every page: the session, the account, the site's
 * settings, the route spinner, the performer list and categories (the page's first
 * state carries them) and the header's unread messages.
 */
export const SHELL_REDUCERS = { auth, account, settings, performers, ui, messaging };

/** Every other feature's reducer, under its slice's name. */
interface FeatureReducerMap {
  registration: typeof registration;
  performerProfile: typeof performerProfile;
  blocking: typeof blocking;
  viewerProfile: typeof viewerProfile;
  favourites: typeof favourites;
  contact: typeof contact;
  earnings: typeof earnings;
  payouts: typeof payouts;
  commission: typeof commission;
  studios: typeof studios;
  adminCommission: typeof adminCommission;
  adminCatalogue: typeof adminCatalogue;
  adminAccounts: typeof adminAccounts;
  adminVerifications: typeof adminVerifications;
  adminSettings: typeof adminSettings;
  adminShop: typeof adminShop;
  adminStatistics: typeof adminStatistics;
  adminAudit: typeof adminAudit;
  streamChat: typeof streamChat;
  live: typeof live;
  shows: typeof shows;
  tips: typeof tips;
  tokenHistory: typeof tokenHistory;
  tokenPurchase: typeof tokenPurchase;
  vouchers: typeof vouchers;
  videos: typeof videos;
  galleries: typeof galleries;
  purchasedItems: typeof purchasedItems;
  itemTranslations: typeof itemTranslations;
  messageTranslations: typeof messageTranslations;
  products: typeof products;
  orders: typeof orders;
  refunds: typeof refunds;
  contentModeration: typeof contentModeration;
}

/** Some features' reducers, as a page (or a part loaded later) names those it uses. */
export type FeatureReducers = Partial<FeatureReducerMap>;

type StateOf<M> = { [K in keyof M]: M[K] extends Reducer<infer S> ? S : never };

/** The whole state's type: a page's store has the shell's slices and those of the features it named. */
export type RootState = StateOf<typeof SHELL_REDUCERS> & StateOf<FeatureReducerMap>;

/** The root reducer of a store holding the shell's slices and `features`. */
export function createRootReducer(features: FeatureReducers): Reducer<RootState> {
  const appReducer = combineReducers({ ...SHELL_REDUCERS, ...features }) as unknown as Reducer<RootState>;
  return (state: RootState | undefined, action: UnknownAction): RootState => {
    // Logging out and suspending one's own account both leave the browser signed out.
    if ((logoutSuccess.match(action) || suspendAccountSuccess.match(action)) && state) {
      const kept = { performers: state.performers, settings: state.settings } as Partial<RootState>;
      return appReducer(kept as RootState, action);
    }
    return appReducer(state, action);
  };
}
