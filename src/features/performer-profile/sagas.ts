/**
 * Side effects of the performer's profile settings. A successful save puts the
 * saved values into the signed-in account (accountLoaded), so every page shows them.
 */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiGetLanguages,
  apiSaveBioTranslation,
  apiUpdateBroadcastSettings,
  apiUpdateDefaultPrice,
  apiUpdatePerformerDetails,
  apiUpdateWorkingHours,
  apiUploadDocuments,
  apiUploadReleaseForm,
  type PerformerDetailsBody,
} from './api';
import {
  languagesLoaded,
  loadLanguages,
  profileRequestFailed,
  profileRequestSucceeded,
  languagesFailed,
  saveBioTranslations,
  saveBroadcastSettings,
  saveDetails,
  savePrices,
  saveWorkingHours,
  selectLanguageList,
  uploadDocuments,
  uploadReleaseForm,
  type PerformerWithProfile,
  type ProfileRequest,
} from './slice';
import { accountLoaded, selectCurrentAccount } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import { localeListSaga } from '@/lib/locale-lists';
import type { BioTranslationBody, BioTranslationResult, BroadcastSettings, DefaultPriceBody } from '@/shared/schemas/performers';
import type { CurrentAccount, CurrentPerformer } from '@/shared/schemas/profile';
import type { WorkingHours } from './working-hours';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** True for an answer that is the whole performer account (as PUT /performers answers). */
export const isCurrentPerformer = (value: unknown): value is CurrentPerformer =>
  isRecord(value) && value.role === 'performer' && typeof value._id === 'string';

/**
 * Puts a save's result into the account: the server's account when it answered with
 * one, on top of the changes we sent (an answer that leaves a field out keeps ours).
 */
export function* storeSavedProfile(answer: unknown, changes: Partial<PerformerWithProfile>) {
  const current: CurrentAccount | null = yield select(selectCurrentAccount);
  const fromServer = isCurrentPerformer(answer) ? answer : {};
  if (current?.role !== 'performer' && !isCurrentPerformer(answer)) return;
  yield put(accountLoaded({ ...(current ?? {}), ...changes, ...fromServer } as CurrentPerformer));
}

type Changes = Partial<PerformerWithProfile>;

/**
 * Runs one save: the call, then the account update, then the request's outcome.
 * `changes` are the saved values, or made from the answer when it has them.
 */
function* runSave<A>(request: ProfileRequest, save: () => Promise<A>, changes: Changes | ((answer: A) => Changes)) {
  try {
    const answer: A = yield call(save);
    yield* storeSavedProfile(answer, typeof changes === 'function' ? changes(answer) : changes);
    yield put(profileRequestSucceeded(request));
  } catch (err) {
    yield put(profileRequestFailed({ request, error: errorMessage(err) }));
  }
}

export function* saveDetailsSaga(action: PayloadAction<PerformerDetailsBody>) {
  yield* runSave('details', () => apiUpdatePerformerDetails(action.payload), action.payload as Partial<PerformerWithProfile>);
}

export function* saveWorkingHoursSaga(action: PayloadAction<WorkingHours>) {
  yield* runSave('workingHours', () => apiUpdateWorkingHours(action.payload), { workingHours: action.payload });
}

export function* savePricesSaga(action: PayloadAction<DefaultPriceBody>) {
  yield* runSave('prices', () => apiUpdateDefaultPrice(action.payload), action.payload);
}

/** The API answers with all stored settings; without them, the sent ones count on top of the old. */
export function* saveBroadcastSettingsSaga(action: PayloadAction<BroadcastSettings>) {
  const current: PerformerWithProfile | null = yield select(selectCurrentAccount);
  yield* runSave(
    'broadcast',
    () => apiUpdateBroadcastSettings(action.payload),
    (answer) => ({
      broadcastSettings:
        isRecord(answer) && !isCurrentPerformer(answer)
          ? (answer as BroadcastSettings)
          : { ...current?.broadcastSettings, ...action.payload },
    }),
  );
}

export function* uploadDocumentsSaga(action: PayloadAction<{ form: FormData }>) {
  yield* runSave('documents', () => apiUploadDocuments(action.payload.form), { documentsUploaded: true });
}

export function* uploadReleaseFormSaga(action: PayloadAction<{ file: File }>) {
  yield* runSave('releaseForm', () => apiUploadReleaseForm(action.payload.file), { releaseFormUploaded: true });
}

/**
 * Posts each changed translation in turn. The ones saved before a failure stay
 * saved, and the account shows them.
 */
export function* saveBioTranslationsSaga(action: PayloadAction<BioTranslationBody[]>) {
  const current: PerformerWithProfile | null = yield select(selectCurrentAccount);
  if (!current) return;
  let saved: Record<string, string> = { ...current.bioTranslations };
  try {
    for (const translation of action.payload) {
      const answer: BioTranslationResult = yield call(apiSaveBioTranslation, current._id, translation);
      // The API answers with every stored translation (an emptied one is gone).
      saved =
        isRecord(answer) && isRecord(answer.bioTranslations)
          ? (answer.bioTranslations as Record<string, string>)
          : { ...saved, [translation.locale]: translation.bio };
    }
    yield* storeSavedProfile(null, { bioTranslations: saved });
    yield put(profileRequestSucceeded('translations'));
  } catch (err) {
    yield* storeSavedProfile(null, { bioTranslations: saved });
    yield put(profileRequestFailed({ request: 'translations', error: errorMessage(err) }));
  }
}

/** The language names of a locale, once (src/lib/locale-lists.ts). */
export const loadLanguagesSaga = localeListSaga(selectLanguageList, apiGetLanguages, languagesLoaded, languagesFailed);

export default function* performerProfileSagas() {
  yield takeLatest(saveDetails.type, saveDetailsSaga);
  yield takeLatest(saveBioTranslations.type, saveBioTranslationsSaga);
  yield takeLatest(saveWorkingHours.type, saveWorkingHoursSaga);
  yield takeLatest(savePrices.type, savePricesSaga);
  yield takeLatest(saveBroadcastSettings.type, saveBroadcastSettingsSaga);
  yield takeLatest(uploadDocuments.type, uploadDocumentsSaga);
  yield takeLatest(uploadReleaseForm.type, uploadReleaseFormSaga);
  yield takeLatest(loadLanguages.type, loadLanguagesSaga);
}
