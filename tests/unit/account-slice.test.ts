import { runSaga } from 'redux-saga';
import reducer, {
  accountLoaded,
  accountRequestsReset,
  avatarChanged,
  selectAvatarUpload,
  updateProfile,
  updateProfileFail,
  uploadAvatar,
  uploadAvatarFail,
  uploadAvatarSuccess,
  uploadStudioDocuments,
  uploadStudioDocumentsFail,
  uploadStudioDocumentsSuccess,
  selectStudioDocumentsUpload,
  type AccountState,
} from '@/features/account/slice';
import { uploadAvatarSaga, uploadStudioDocumentsSaga } from '@/features/account/sagas';
import { changedFields, profileValues } from '@/features/account/components/ProfileForm';
import * as accountApi from '@/features/account/api';
import { ApiError } from '@/lib/http';
import { MSG } from '@/shared/messages';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('@/features/account/api');
jest.mock('@/lib/cookies');
jest.mock('@/lib/navigation');

const apiUploadAvatar = jest.mocked(accountApi.apiUploadAvatar);
const apiUploadStudioDocuments = jest.mocked(accountApi.apiUploadStudioDocuments);

const studio = { _id: 's1', role: 'studio', name: 'Studio', avatar: '/no-avatar.png', balance: 0 } as unknown as CurrentAccount;
const picture = new File(['png'], 'me.png', { type: 'image/png' });

const withAccount = () => reducer(undefined, accountLoaded(studio));

/** Runs the saga (the avatar's by default) against `state` and returns the actions it dispatched. */
async function run<A extends { type: string; payload?: unknown }>(
  action: A,
  state: AccountState = withAccount(),
  saga: (action: A) => Generator = uploadAvatarSaga as never,
) {
  const dispatched: Array<{ type: string; payload?: unknown }> = [];
  await runSaga(
    { dispatch: (a: { type: string; payload?: unknown }) => dispatched.push(a), getState: () => ({ account: state }) },
    saga,
    action,
  ).toPromise();
  return dispatched;
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('avatar upload reducers', () => {
  test('a state without avatar request (as the server renders it) reads as idle', () => {
    const { avatar: _avatar, ...serverState } = withAccount();
    expect(selectAvatarUpload({ account: serverState })).toEqual({ requesting: false, success: false, error: null });
  });

  test('goes from requesting to success, and the new address replaces the avatar', () => {
    let state = reducer(withAccount(), uploadAvatar({ file: picture }));
    expect(state.avatar).toEqual({ requesting: true, success: false, error: null });
    state = reducer(state, uploadAvatarSuccess('/files/a.png'));
    state = reducer(state, avatarChanged('/files/a.png'));
    expect(state.avatar).toEqual({ requesting: false, success: true, error: null });
    expect(state.current?.avatar).toBe('/files/a.png');
  });

  test('a failure keeps the message and the old avatar', () => {
    const state = reducer(reducer(withAccount(), uploadAvatar({ file: picture })), uploadAvatarFail(MSG.uploadSize(2)));
    expect(state.avatar).toEqual({ requesting: false, success: false, error: MSG.uploadSize(2) });
    expect(state.current?.avatar).toBe('/no-avatar.png');
  });

  test('reset forgets earlier outcomes of every edit', () => {
    let state = reducer(withAccount(), uploadAvatarFail('x'));
    state = reducer(reducer(state, updateProfile({ name: 'n' })), updateProfileFail('y'));
    state = reducer(state, accountRequestsReset());
    const idle = { requesting: false, success: false, error: null };
    expect(state).toMatchObject({ update: idle, suspend: idle, avatar: idle, current: studio });
  });
});

describe('uploadAvatarSaga', () => {
  test("uploads to the role's address, then reports success and the new avatar", async () => {
    apiUploadAvatar.mockResolvedValue({ url: '/files/new.png' });
    const dispatched = await run(uploadAvatar({ file: picture }));
    expect(apiUploadAvatar).toHaveBeenCalledWith('studio', picture);
    expect(dispatched).toEqual([uploadAvatarSuccess('/files/new.png'), avatarChanged('/files/new.png')]);
  });

  test("a refusal from the server ends as uploadAvatarFail with the server's text", async () => {
    const text = MSG.uploadExtension('.jpg, .png');
    apiUploadAvatar.mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: text }));
    expect(await run(uploadAvatar({ file: picture }))).toEqual([uploadAvatarFail(text)]);
  });

  test('a 413 ends with the catalogue text', async () => {
    apiUploadAvatar.mockRejectedValue(new ApiError(413, null, MSG.tooLarge));
    expect(await run(uploadAvatar({ file: picture }))).toEqual([uploadAvatarFail(MSG.tooLarge)]);
  });
});

describe('profile changes', () => {
  const performer = {
    ...studio,
    role: 'performer',
    email: 'p@demo.test',
    username: 'demo-performer',
    gender: 'female',
    country: null,
    city: 'Utrecht',
    phone: null,
    timezone: null,
    bio: null,
  } as unknown as CurrentAccount;

  test('only trimmed fields that differ are sent; an emptied username is not', () => {
    const values = { ...profileValues(performer), name: ' Studio ', city: 'Amsterdam ', bio: 'Hi', username: '', country: undefined };
    expect(changedFields(performer, values)).toEqual({ city: 'Amsterdam', bio: 'Hi' });
  });

  test('a cleared field is sent empty', () => {
    expect(changedFields(performer, { ...profileValues(performer), gender: undefined })).toEqual({ gender: '' });
  });

  test("the language of the mails: none chosen shows the site's and is not sent unchanged; another is sent", () => {
    expect(profileValues(performer).locale).toBe('nl');
    expect(changedFields(performer, profileValues(performer))).toEqual({});
    expect(changedFields(performer, { ...profileValues(performer), locale: 'pl' })).toEqual({ locale: 'pl' });
  });

  test("fields of another role's form are ignored", () => {
    expect(profileValues(studio)).not.toHaveProperty('bio');
    expect(changedFields(performer, { ...profileValues(performer), companyName: 'X' })).toEqual({});
  });
});

describe("a studio's identity documents", () => {
  const form = new FormData();

  test('are sent as they are; the account then says whether both are on file', async () => {
    apiUploadStudioDocuments.mockResolvedValue({ idVerification: true, documentVerification: true, documentsUploaded: true });
    const dispatched = await run(uploadStudioDocuments({ form }), withAccount(), uploadStudioDocumentsSaga);
    expect(apiUploadStudioDocuments).toHaveBeenCalledWith(form);
    expect(dispatched).toEqual([uploadStudioDocumentsSuccess(true)]);

    let state = reducer(
      { ...withAccount(), current: { ...studio, documentsUploaded: false } as CurrentAccount },
      uploadStudioDocuments({ form }),
    );
    expect(selectStudioDocumentsUpload({ account: state })).toEqual({ requesting: true, success: false, error: null });
    state = reducer(state, uploadStudioDocumentsSuccess(true));
    expect(state.current).toMatchObject({ documentsUploaded: true });
    expect(selectStudioDocumentsUpload({ account: state })).toEqual({ requesting: false, success: true, error: null });
  });

  test("a refusal ends with the server's text and changes nothing of the account", async () => {
    const text = MSG.uploadExtension('.jpg, .jpeg, .png, .pdf');
    apiUploadStudioDocuments.mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: text }));
    expect(await run(uploadStudioDocuments({ form }), withAccount(), uploadStudioDocumentsSaga)).toEqual([uploadStudioDocumentsFail(text)]);
    const state = reducer(withAccount(), uploadStudioDocumentsFail(text));
    expect(state.current).toEqual(studio);
    expect(selectStudioDocumentsUpload({ account: state }).error).toBe(text);
  });
});
