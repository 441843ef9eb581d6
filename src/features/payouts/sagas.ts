/**
 * Side effects of payouts: lists, stats, preview, payment information, requests and
 * decisions, and the decisions on the account's own requests as the socket tells them.
 */
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiAdminDecide,
  apiAdminPayoutRequests,
  apiCreatePayoutRequest,
  apiGetPaymentInformation,
  apiPayoutStats,
  apiSavePaymentInformation,
  apiSearchPayoutRequests,
  apiStudioDecide,
  apiStudioMemberRequests,
  apiUpdatePayoutRequest,
} from './api';
import {
  PAYOUTS_PAGE_SIZE,
  decidePayout,
  decidePayoutFailed,
  decisionListFailed,
  decisionListLoaded,
  loadDecisionList,
  loadOwnRequests,
  loadPaymentInformation,
  loadPayoutPreview,
  ownRequestsFailed,
  ownRequestsLoaded,
  paymentInformationFailed,
  paymentInformationLoaded,
  paymentInformationSaved,
  payoutDecided,
  payoutPreviewLoaded,
  payoutRequestChanged,
  payoutRequestSubmitted,
  openPayoutEvents,
  closePayoutEvents,
  payoutStatsLoaded,
  savePaymentInformation,
  savePaymentInformationFailed,
  selectDecisionList,
  selectOwnRequests,
  selectPayoutPreview,
  selectPayoutStats,
  submitPayoutRequest,
  submitPayoutRequestFailed,
  type DecisionScope,
  type RequestList,
} from './slice';
import { apiPayoutPreview } from '@/features/earnings/api';
import type { DayRange } from '@/features/earnings/range';
import { errorMessage, fieldErrorsOf } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import type { EarnerRole, PayoutPreview } from '@/shared/schemas/earnings';
import type {
  PaymentInformation,
  PaymentInformationList,
  PayoutDecisionBody,
  PayoutMethod,
  PayoutRequest,
  PayoutRequestBody,
  PayoutRequestList,
  PayoutStats,
  PayoutStatus,
} from '@/shared/schemas/payouts';

export function* loadOwnRequestsSaga(action: PayloadAction<{ role: EarnerRole; offset: number; status?: PayoutStatus }>) {
  const { role, offset, status } = action.payload;
  try {
    const [page, stats]: [PayoutRequestList, PayoutStats] = yield all([
      call(apiSearchPayoutRequests, role, { offset, status, limit: PAYOUTS_PAGE_SIZE }),
      call(apiPayoutStats, role),
    ]);
    yield put(ownRequestsLoaded(page));
    yield put(payoutStatsLoaded(stats));
  } catch (err) {
    yield put(ownRequestsFailed(errorMessage(err)));
  }
}

/**
 * A decision on one of the account's requests arrived: the figures shown with the list
 * follow (a rejection frees its earnings for a new request; paid moves them to paid).
 */
export function* payoutRequestChangedSaga(action: PayloadAction<PayoutRequest>) {
  const role = action.payload.requesterKind;
  const stats: PayoutStats | null = yield select(selectPayoutStats);
  const preview: { range: DayRange | null } = yield select(selectPayoutPreview);
  if (preview.range) yield put(loadPayoutPreview({ role, range: preview.range }));
  if (!stats) return;
  try {
    const fresh: PayoutStats = yield call(apiPayoutStats, role);
    yield put(payoutStatsLoaded(fresh));
  } catch {
    // The figures stay as they were; the next load of the page brings them.
  }
}

/** A decision on one of the account's requests: the row, the figures, and a word to the requester. */
export function* payoutEventSaga({ payload }: SocketMessage<'payout/updated'>) {
  yield put(payoutRequestChanged(payload.request));
  const { status, amount } = payload.request;
  if (status !== 'pending') yield call(toast.info, `payouts.changed.${status}`, { ns: 'components', amount });
}

export function* runPayoutEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closePayoutEvents, payload.socket, ['payout/updated'], payoutEventSaga);
}

export function* loadPreviewSaga(action: PayloadAction<{ role: EarnerRole; range: DayRange }>) {
  try {
    const preview: PayoutPreview = yield call(apiPayoutPreview, action.payload.role, action.payload.range);
    yield put(payoutPreviewLoaded(preview));
  } catch {
    yield put(payoutPreviewLoaded(null));
  }
}

export function* loadPaymentInformationSaga() {
  try {
    const result: PaymentInformationList = yield call(apiGetPaymentInformation);
    yield put(paymentInformationLoaded(result.data));
  } catch (err) {
    yield put(paymentInformationFailed(errorMessage(err)));
  }
}

export function* savePaymentInformationSaga(
  action: PayloadAction<{ role: EarnerRole; method: PayoutMethod; details: Record<string, string> }>,
) {
  const { role, method, details } = action.payload;
  try {
    const saved: PaymentInformation = yield call(apiSavePaymentInformation, role, method, details);
    yield put(paymentInformationSaved(saved));
    yield call(toast.success, 'Your payment information has been saved');
  } catch (err) {
    yield put(savePaymentInformationFailed({ error: errorMessage(err), fields: fieldErrorsOf(err) }));
  }
}

export function* submitPayoutRequestSaga(action: PayloadAction<{ role: EarnerRole; id?: string; body: PayoutRequestBody }>) {
  const { role, id, body } = action.payload;
  try {
    const saved: PayoutRequest = id ? yield call(apiUpdatePayoutRequest, role, id, body) : yield call(apiCreatePayoutRequest, role, body);
    yield put(payoutRequestSubmitted(saved));
    yield call(toast.success, id ? 'Your payout request has been changed' : 'Your payout request has been sent');
    const list: RequestList = yield select(selectOwnRequests);
    yield put(loadOwnRequests({ role, offset: id ? list.offset : 0, status: list.status }));
  } catch (err) {
    yield put(submitPayoutRequestFailed(errorMessage(err)));
  }
}

const listCalls = { studio: apiStudioMemberRequests, admin: apiAdminPayoutRequests };
const decideCalls = { studio: apiStudioDecide, admin: apiAdminDecide };

export function* loadDecisionListSaga(action: PayloadAction<{ scope: DecisionScope; offset: number; status?: PayoutStatus }>) {
  const { scope, offset, status } = action.payload;
  try {
    const page: PayoutRequestList = yield call(listCalls[scope], { offset, status, limit: PAYOUTS_PAGE_SIZE });
    yield put(decisionListLoaded(page));
  } catch (err) {
    yield put(decisionListFailed(errorMessage(err)));
  }
}

export function* decidePayoutSaga(action: PayloadAction<{ scope: DecisionScope; id: string; body: PayoutDecisionBody }>) {
  const { scope, id, body } = action.payload;
  try {
    const decided: PayoutRequest = yield call(decideCalls[scope], id, body);
    yield put(payoutDecided(decided));
    const list: RequestList = yield select(selectDecisionList);
    // A filtered list loses the request once its status changed.
    if (list.status && list.status !== decided.status) yield put(loadDecisionList({ scope, offset: list.offset, status: list.status }));
  } catch (err) {
    const message = errorMessage(err);
    yield put(decidePayoutFailed(message));
    yield call(toast.error, message);
  }
}

export default function* payoutSagas() {
  yield takeLatest(loadOwnRequests.type, loadOwnRequestsSaga);
  yield takeLatest(loadPayoutPreview.type, loadPreviewSaga);
  yield takeLatest(loadPaymentInformation.type, loadPaymentInformationSaga);
  yield takeLatest(savePaymentInformation.type, savePaymentInformationSaga);
  yield takeLatest(submitPayoutRequest.type, submitPayoutRequestSaga);
  yield takeLatest(loadDecisionList.type, loadDecisionListSaga);
  yield takeEvery(decidePayout.type, decidePayoutSaga);
  yield takeEvery(payoutRequestChanged.type, payoutRequestChangedSaga);
  yield takeLatest(openPayoutEvents.type, runPayoutEvents);
}
