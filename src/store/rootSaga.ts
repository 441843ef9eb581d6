/** Every feature's sagas, listed by hand. */
import { all, fork } from 'redux-saga/effects';
import authSagas from '@/features/auth/sagas';
import accountSagas from '@/features/account/sagas';
import performerSagas from '@/features/performers/sagas';
import registrationSagas from '@/features/registration/sagas';
import performerProfileSagas from '@/features/performer-profile/sagas';
import favouriteSagas from '@/features/favourites/sagas';
import contactSagas from '@/features/contact/sagas';
import earningSagas from '@/features/earnings/sagas';
import payoutSagas from '@/features/payouts/sagas';
import commissionSagas from '@/features/commission/sagas';
import messagingSagas from '@/features/messaging/sagas';
import adminCommissionSagas from '@/features/admin-commission/sagas';
import adminCatalogueSagas from '@/features/admin-catalogue/sagas';
import adminAccountsSagas from '@/features/admin-accounts/sagas';
import adminVerificationSagas from '@/features/admin-verifications/sagas';
import adminSettingsSagas from '@/features/admin-settings/sagas';
import adminShopSagas from '@/features/admin-shop/sagas';
import adminStatisticsSagas from '@/features/admin-statistics/sagas';
import adminAuditSagas from '@/features/admin-audit/sagas';
import streamChatSagas from '@/features/stream-chat/sagas';
import liveSagas from '@/features/live/sagas';
import showSagas from '@/features/shows/sagas';

export default function* rootSaga() {
  yield all([
    fork(authSagas),
    fork(accountSagas),
    fork(performerSagas),
    fork(registrationSagas),
    fork(favouriteSagas),
    fork(contactSagas),
    fork(performerProfileSagas),
    fork(earningSagas),
    fork(payoutSagas),
    fork(commissionSagas),
    fork(messagingSagas),
    fork(adminCommissionSagas),
    fork(adminCatalogueSagas),
    fork(adminAccountsSagas),
    fork(adminVerificationSagas),
    fork(adminSettingsSagas),
    fork(adminShopSagas),
    fork(adminStatisticsSagas),
    fork(adminAuditSagas),
    fork(streamChatSagas),
    fork(liveSagas),
    fork(showSagas),
  ]);
}
