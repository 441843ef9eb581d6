import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import dayjs from 'dayjs';
import reducer, {
  initialPerformerProfileState,
  languagesLoaded,
  loadLanguages,
  profileRequestFailed,
  profileRequestsReset,
  profileRequestSucceeded,
  languagesFailed,
  saveBioTranslations,
  saveBroadcastSettings,
  saveDetails,
  savePrices,
  saveWorkingHours,
  selectLanguageList,
  selectProfileRequest,
  uploadDocuments,
  uploadReleaseForm,
  type PerformerProfileState,
  type PerformerWithProfile,
} from '@/features/performer-profile/slice';
import {
  loadLanguagesSaga,
  saveBioTranslationsSaga,
  saveBroadcastSettingsSaga,
  saveDetailsSaga,
  savePricesSaga,
  saveWorkingHoursSaga,
  uploadDocumentsSaga,
  uploadReleaseFormSaga,
} from '@/features/performer-profile/sagas';
import { detailsChanges, detailsValues } from '@/features/performer-profile/details';
import { completeWeek, pickerWeek, weekFromPickers, type WorkingHours } from '@/features/performer-profile/working-hours';
import { changedTranslations, translationValues } from '@/features/performer-profile/components/BioTranslationsForm';
import * as profileApi from '@/features/performer-profile/api';
import { accountLoaded, type AccountState } from '@/features/account/slice';
import { ApiError } from '@/lib/http';
import { MSG } from '@/shared/messages';

jest.mock('@/features/performer-profile/api');

const api = jest.mocked(profileApi);

const performer: PerformerWithProfile = {
  _id: 'p1',
  role: 'performer',
  name: 'Luna Demo',
  email: 'performer@demo.test',
  username: 'demo-performer',
  avatar: '/demo/performers/performer-01.jpg',
  balance: 0,
  emailVerified: true,
  status: 'active',
  gender: 'female',
  country: 'NL',
  city: 'Amsterdam',
  phone: null,
  phoneCode: null,
  timezone: 'Europe/Amsterdam',
  locale: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  verified: true,
  streamingStatus: 'offline',
  isOnline: false,
  bio: 'Hi!',
  tags: ['friendly', 'chat'],
  languages: ['nl', 'en'],
  categoryIds: ['c1'],
  studioId: null,
  privateCallPrice: 60,
  groupCallPrice: 12,
  messagePrice: null,
  documentsUploaded: false,
  heightInches: 66,
  weightLbs: 128,
  hair: 'honey_blonde',
  eyes: 'blue',
  dateOfBirth: '1997-05-14',
  bioTranslations: { nl: 'Hoi!', en: 'Hi!' },
};

const idle = { requesting: false, success: false, error: null };
const accountState = (current = performer): AccountState => ({ current, update: idle, suspend: idle });

/** Runs one saga to its end against the given state and returns what it dispatched. */
async function run<A extends UnknownAction>(
  saga: (action: A) => unknown,
  action: A,
  profile: PerformerProfileState = initialPerformerProfileState,
  account: AccountState = accountState(),
) {
  const dispatched: UnknownAction[] = [];
  await runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => ({ account, performerProfile: profile }) },
    saga as Saga<[A]>,
    action,
  ).toPromise();
  return dispatched;
}

const apiError = (statusCode: number, message: string) => new ApiError(statusCode, { statusCode, error: 'Bad Request', message });

const week: WorkingHours = completeWeek({ mon: { start: '10:00', end: '18:00', closed: false } });

beforeEach(() => jest.clearAllMocks());

describe('performer profile reducer', () => {
  test.each([
    ['details', saveDetails({ bio: 'x' })],
    ['translations', saveBioTranslations([{ locale: 'nl', bio: 'x' }])],
    ['workingHours', saveWorkingHours(week)],
    ['prices', savePrices({ privateCallPrice: 1, groupCallPrice: 1 })],
    ['broadcast', saveBroadcastSettings({ quality: 'hd' })],
    ['documents', uploadDocuments({ form: new FormData() })],
    ['releaseForm', uploadReleaseForm({ file: new File(['x'], 'release.pdf') })],
  ] as const)('%s: the intent starts its own request only', (request, action) => {
    const state = reducer(undefined, action);
    expect(state.requests[request]).toEqual({ requesting: true, success: false, error: null });
    const others = Object.entries(state.requests).filter(([name]) => name !== request);
    expect(others.every(([, s]) => !s.requesting)).toBe(true);
  });

  test('a request ends in success or with its message, and reset forgets both', () => {
    let state = reducer(reducer(undefined, savePrices({ privateCallPrice: 1, groupCallPrice: 1 })), profileRequestSucceeded('prices'));
    expect(state.requests.prices).toEqual({ requesting: false, success: true, error: null });
    state = reducer(reducer(state, saveDetails({})), profileRequestFailed({ request: 'details', error: MSG.between }));
    expect(state.requests.details).toEqual({ requesting: false, success: false, error: MSG.between });
    state = reducer(state, profileRequestsReset());
    expect(state.requests).toEqual(initialPerformerProfileState.requests);
  });

  test('the languages list loads once per locale; a failure only stops the spinner', () => {
    let state = reducer(undefined, loadLanguages('en'));
    expect(state.languages.requesting).toBe(true);
    state = reducer(state, languagesLoaded({ locale: 'en', items: [{ code: 'nl', name: 'Dutch', nativeName: 'Nederlands' }] }));
    expect(reducer(state, loadLanguages('en')).languages.requesting).toBe(false);
    expect(reducer(state, loadLanguages('nl')).languages.requesting).toBe(true);
    state = reducer(reducer(state, loadLanguages('nl')), languagesFailed());
    expect(state.languages).toMatchObject({ locale: 'en', requesting: false });
  });

  test('selectors read a state rendered without the slice as the initial state', () => {
    expect(selectProfileRequest({}, 'prices')).toEqual(idle);
    expect(selectLanguageList({})).toEqual({ locale: null, items: [], requesting: false });
  });
});

describe('save sagas', () => {
  test('details: PUT /performers with the changes; the answered account is stored', async () => {
    const saved = { ...performer, heightInches: 70, hair: null };
    api.apiUpdatePerformerDetails.mockResolvedValue(saved);
    const dispatched = await run(saveDetailsSaga, saveDetails({ heightInches: 70, hair: null }));
    expect(api.apiUpdatePerformerDetails).toHaveBeenCalledWith({ heightInches: 70, hair: null });
    expect(dispatched).toEqual([accountLoaded(saved), profileRequestSucceeded('details')]);
  });

  test('details: an answer without the new fields keeps what was sent', async () => {
    const { heightInches: _h, ...olderServer } = performer;
    api.apiUpdatePerformerDetails.mockResolvedValue(olderServer);
    const dispatched = await run(saveDetailsSaga, saveDetails({ heightInches: 70 }));
    expect(dispatched[0]).toEqual(accountLoaded({ ...performer, heightInches: 70 }));
  });

  test('details: a refusal ends with the catalogue text and leaves the account alone', async () => {
    api.apiUpdatePerformerDetails.mockRejectedValue(
      new ApiError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: [{ property: 'heightInches', constraints: { minimum: MSG.between } }],
      }),
    );
    expect(await run(saveDetailsSaga, saveDetails({ heightInches: 20 }))).toEqual([
      profileRequestFailed({ request: 'details', error: MSG.between }),
    ]);
  });

  test('working hours: an answer that is not the account puts the sent week into it', async () => {
    api.apiUpdateWorkingHours.mockResolvedValue(week);
    const dispatched = await run(saveWorkingHoursSaga, saveWorkingHours(week));
    expect(api.apiUpdateWorkingHours).toHaveBeenCalledWith(week);
    expect(dispatched).toEqual([accountLoaded({ ...performer, workingHours: week }), profileRequestSucceeded('workingHours')]);
  });

  test('prices: stored in the account; a failure keeps the old prices', async () => {
    const prices = { privateCallPrice: 80, groupCallPrice: 15 };
    api.apiUpdateDefaultPrice.mockResolvedValue(prices);
    expect(await run(savePricesSaga, savePrices(prices))).toEqual([
      accountLoaded({ ...performer, ...prices }),
      profileRequestSucceeded('prices'),
    ]);

    api.apiUpdateDefaultPrice.mockRejectedValue(apiError(400, MSG.number));
    expect(await run(savePricesSaga, savePrices(prices))).toEqual([profileRequestFailed({ request: 'prices', error: MSG.number })]);
  });

  test('broadcast settings: merged into the saved ones', async () => {
    // An answer without the stored settings (outside the contract): the sent ones count on top of the old.
    api.apiUpdateBroadcastSettings.mockResolvedValue(null as never);
    const account = accountState({ ...performer, broadcastSettings: { quality: 'sd', chatAccess: 'paying' } });
    const dispatched = await run(saveBroadcastSettingsSaga, saveBroadcastSettings({ quality: 'fullhd' }), undefined, account);
    expect(api.apiUpdateBroadcastSettings).toHaveBeenCalledWith({ quality: 'fullhd' });
    expect(dispatched[0]).toEqual(accountLoaded({ ...performer, broadcastSettings: { quality: 'fullhd', chatAccess: 'paying' } }));
  });

  test('broadcast settings: the stored settings the API answers with win', async () => {
    const stored = { quality: 'fullhd' as const, chatAccess: 'registered' as const, allowGroupShows: false };
    api.apiUpdateBroadcastSettings.mockResolvedValue(stored);
    const dispatched = await run(saveBroadcastSettingsSaga, saveBroadcastSettings({ quality: 'fullhd' }));
    expect(dispatched[0]).toEqual(accountLoaded({ ...performer, broadcastSettings: stored }));
  });

  test('documents: the multipart form is sent and the account shows them uploaded', async () => {
    api.apiUploadDocuments.mockResolvedValue({ idVerification: true, documentVerification: true, documentsUploaded: true });
    const form = new FormData();
    const dispatched = await run(uploadDocumentsSaga, uploadDocuments({ form }));
    expect(api.apiUploadDocuments).toHaveBeenCalledWith(form);
    expect(dispatched).toEqual([accountLoaded({ ...performer, documentsUploaded: true }), profileRequestSucceeded('documents')]);
  });

  test('release form: uploaded, or refused with the extension text', async () => {
    const file = new File(['x'], 'release.pdf');
    api.apiUploadReleaseForm.mockResolvedValue({ releaseFormUploaded: true });
    expect(await run(uploadReleaseFormSaga, uploadReleaseForm({ file }))).toEqual([
      accountLoaded({ ...performer, releaseFormUploaded: true }),
      profileRequestSucceeded('releaseForm'),
    ]);
    expect(api.apiUploadReleaseForm).toHaveBeenCalledWith(file);

    const refusal = MSG.uploadExtension('.jpg, .jpeg, .png, .webp, .pdf');
    api.apiUploadReleaseForm.mockRejectedValue(apiError(400, refusal));
    expect(await run(uploadReleaseFormSaga, uploadReleaseForm({ file }))).toEqual([
      profileRequestFailed({ request: 'releaseForm', error: refusal }),
    ]);
  });

  test('an account of another role is never replaced by a guess', async () => {
    api.apiUpdateDefaultPrice.mockResolvedValue({ privateCallPrice: 5, groupCallPrice: 5 });
    const studio = { ...performer, role: 'studio' } as unknown as PerformerWithProfile;
    expect(await run(savePricesSaga, savePrices({ privateCallPrice: 5, groupCallPrice: 5 }), undefined, accountState(studio))).toEqual([
      profileRequestSucceeded('prices'),
    ]);
  });
});

describe('saveBioTranslationsSaga', () => {
  const changes = [
    { locale: 'es', bio: '¡Hola!' },
    { locale: 'nl', bio: 'Hallo!' },
  ];

  test('posts each translation for the signed-in performer, then stores them all', async () => {
    // Answers without the stored translations (outside the contract): the sent ones count on top of the old.
    api.apiSaveBioTranslation.mockResolvedValue({ message: 'ok' } as never);
    const dispatched = await run(saveBioTranslationsSaga, saveBioTranslations(changes));
    expect(api.apiSaveBioTranslation.mock.calls).toEqual([
      ['p1', changes[0]],
      ['p1', changes[1]],
    ]);
    expect(dispatched).toEqual([
      accountLoaded({ ...performer, bioTranslations: { nl: 'Hallo!', en: 'Hi!', es: '¡Hola!' } }),
      profileRequestSucceeded('translations'),
    ]);
  });

  test("the API's list of stored translations wins (an emptied one is gone)", async () => {
    api.apiSaveBioTranslation.mockResolvedValue({ locale: 'en', bio: '', bioTranslations: { nl: 'Hoi!' } });
    const dispatched = await run(saveBioTranslationsSaga, saveBioTranslations([{ locale: 'en', bio: '' }]));
    expect(dispatched[0]).toEqual(accountLoaded({ ...performer, bioTranslations: { nl: 'Hoi!' } }));
  });

  test('after a failure the translations saved before it are kept', async () => {
    api.apiSaveBioTranslation.mockResolvedValueOnce(null as never).mockRejectedValueOnce(apiError(400, MSG.badRequest));
    const dispatched = await run(saveBioTranslationsSaga, saveBioTranslations(changes));
    expect(dispatched).toEqual([
      accountLoaded({ ...performer, bioTranslations: { nl: 'Hoi!', en: 'Hi!', es: '¡Hola!' } }),
      profileRequestFailed({ request: 'translations', error: MSG.badRequest }),
    ]);
  });
});

describe('reference list sagas', () => {
  const languages = [{ code: 'nl', name: 'Dutch', nativeName: 'Nederlands' }];

  test('load in the asked locale', async () => {
    api.apiGetLanguages.mockResolvedValue(languages);
    expect(await run(loadLanguagesSaga, loadLanguages('en'))).toEqual([languagesLoaded({ locale: 'en', items: languages })]);
    expect(api.apiGetLanguages).toHaveBeenCalledWith('en');
  });

  test('a list already there in that locale is not fetched again', async () => {
    const loaded = reducer(undefined, languagesLoaded({ locale: 'en', items: languages }));
    expect(await run(loadLanguagesSaga, loadLanguages('en'), loaded)).toEqual([]);
    expect(api.apiGetLanguages).not.toHaveBeenCalled();
  });

  test('a failure is silent', async () => {
    api.apiGetLanguages.mockRejectedValue(new ApiError(500, null));
    expect(await run(loadLanguagesSaga, loadLanguages('nl'))).toEqual([languagesFailed()]);
  });
});

describe('profile details form values', () => {
  test('round trip: unchanged values send nothing', () => {
    expect(detailsChanges(performer, detailsValues(performer))).toEqual({});
  });

  test('only changed fields are sent; cleared choices as null, tags cleaned, the date as YYYY-MM-DD', () => {
    const values = {
      ...detailsValues(performer),
      bio: ' Hi! ',
      hair: undefined as unknown as null,
      heightInches: 70,
      tags: [' friendly ', 'chat', 'chat', ' ', 'new'],
      dateOfBirth: dayjs('1996-02-03'),
    };
    expect(detailsChanges(performer, values)).toEqual({
      hair: null,
      heightInches: 70,
      tags: ['friendly', 'chat', 'new'],
      dateOfBirth: '1996-02-03',
    });
  });

  test('an appearance value that is no code reads as no choice', () => {
    expect(detailsValues({ ...performer, hair: 'Honey blonde', eyes: 'blue' })).toMatchObject({ hair: null, eyes: 'blue' });
  });

  test('missing profile fields read as empty', () => {
    const bare = { ...performer, heightInches: undefined, dateOfBirth: undefined, bio: null };
    expect(detailsValues(bare)).toMatchObject({ heightInches: null, dateOfBirth: null, bio: '' });
  });

  test('a birth date given as a timestamp keeps its day', () => {
    expect(detailsValues({ ...performer, dateOfBirth: '1997-05-14T00:00:00.000Z' }).dateOfBirth?.format('YYYY-MM-DD')).toBe('1997-05-14');
  });
});

describe('working hours', () => {
  test('a day never set is closed with office hours', () => {
    expect(completeWeek(undefined).sun).toEqual({ start: '09:00', end: '17:00', closed: true });
    expect(completeWeek({ mon: { start: '10:00', end: '18:00', closed: false } }).mon).toEqual({
      start: '10:00',
      end: '18:00',
      closed: false,
    });
  });

  test('pickers round-trip to HH:mm; a closed day without times keeps the saved ones', () => {
    const values = pickerWeek(week);
    expect(weekFromPickers(values, week)).toEqual(week);
    values.tue = { start: null, end: null, closed: true };
    expect(weekFromPickers(values, week).tue).toEqual({ start: '09:00', end: '17:00', closed: true });
  });
});

describe('bio translations form values', () => {
  test('every locale has a field; only trimmed changes are sent', () => {
    const values = translationValues(performer);
    expect(Object.keys(values)).toEqual(['nl', 'en', 'es', 'pt-BR', 'ru', 'pl', 'ro']);
    expect(changedTranslations(performer, { ...values, en: ' Hi! ', 'pt-BR': 'Oi!', nl: '' })).toEqual([
      { locale: 'nl', bio: '' },
      { locale: 'pt-BR', bio: 'Oi!' },
    ]);
  });
});
