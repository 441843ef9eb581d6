/**
 * Every feature's sagas, listed by hand under its slice's name. Each is loaded with
 * the first action of its feature (see lazy-sagas.ts), in a script of its own.
 */
import type { SagaLoaders } from './lazy-sagas';

export const FEATURE_SAGAS: SagaLoaders = {
  auth: () => import('@/features/auth/sagas'),
  account: () => import('@/features/account/sagas'),
  performers: () => import('@/features/performers/sagas'),
  registration: () => import('@/features/registration/sagas'),
  favourites: () => import('@/features/favourites/sagas'),
  contact: () => import('@/features/contact/sagas'),
  performerProfile: () => import('@/features/performer-profile/sagas'),
  blocking: () => import('@/features/blocking/sagas'),
  earnings: () => import('@/features/earnings/sagas'),
  payouts: () => import('@/features/payouts/sagas'),
  commission: () => import('@/features/commission/sagas'),
  messaging: () => import('@/features/messaging/sagas'),
  adminCommission: () => import('@/features/admin-commission/sagas'),
  adminCatalogue: () => import('@/features/admin-catalogue/sagas'),
  adminAccounts: () => import('@/features/admin-accounts/sagas'),
  adminVerifications: () => import('@/features/admin-verifications/sagas'),
  adminSettings: () => import('@/features/admin-settings/sagas'),
  adminShop: () => import('@/features/admin-shop/sagas'),
  adminStatistics: () => import('@/features/admin-statistics/sagas'),
  adminAudit: () => import('@/features/admin-audit/sagas'),
  streamChat: () => import('@/features/stream-chat/sagas'),
  live: () => import('@/features/live/sagas'),
  shows: () => import('@/features/shows/sagas'),
  tips: () => import('@/features/tips/sagas'),
  tokenHistory: () => import('@/features/token-history/sagas'),
  tokenPurchase: () => import('@/features/token-purchase/sagas'),
  vouchers: () => import('@/features/vouchers/sagas'),
  videos: () => import('@/features/videos/sagas'),
  galleries: () => import('@/features/galleries/sagas'),
  purchasedItems: () => import('@/features/purchased-items/sagas'),
};
