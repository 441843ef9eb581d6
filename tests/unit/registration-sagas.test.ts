import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  forgotPasswordSaga,
  registerUserSaga,
  registerWithDocumentsSaga,
  resendVerificationSaga,
  resetPasswordSaga,
  verifyEmailSaga,
} from '@/features/registration/sagas';
import reducer, {
  forgotPassword,
  forgotPasswordFail,
  forgotPasswordSuccess,
  initialRegistrationState,
  registerUser,
  registerUserFail,
  registerUserSuccess,
  registerWithDocuments,
  registerWithDocumentsFail,
  registerWithDocumentsSuccess,
  resendVerification,
  resendVerificationFail,
  resendVerificationSuccess,
  resetPassword,
  resetPasswordFail,
  resetPasswordSuccess,
  resetRegistrationFlow,
  verifyEmail,
  verifyEmailFail,
  verifyEmailSuccess,
} from '@/features/registration/slice';
import * as authApi from '@/features/auth/api';
import { ApiError } from '@/lib/http';
import { MSG } from '@/shared/messages';

jest.mock('@/features/auth/api');

const api = {
  registerUser: jest.mocked(authApi.apiRegisterUser),
  registerWithDocuments: jest.mocked(authApi.apiRegisterWithDocuments),
  forgotPassword: jest.mocked(authApi.apiForgotPassword),
  resetPassword: jest.mocked(authApi.apiResetPassword),
  verifyEmail: jest.mocked(authApi.apiVerifyEmail),
  resendVerification: jest.mocked(authApi.apiResendVerification),
};

/** Runs one saga to its end and returns what it dispatched. */
async function run<A extends UnknownAction>(saga: (action: A) => unknown, action: A) {
  const dispatched: UnknownAction[] = [];
  await runSaga({ dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => ({}) }, saga as Saga<[A]>, action).toPromise();
  return dispatched;
}

/** The error the http wrapper throws for a 4xx with the contract's body. */
const apiError = (statusCode: number, message: string) => new ApiError(statusCode, { statusCode, error: 'Bad Request', message });

beforeEach(() => jest.clearAllMocks());

describe('registerUserSaga', () => {
  const body = { name: 'Ann', email: 'ann@example.com', password: 'secret123' };

  it('sends the body and reports the server message', async () => {
    api.registerUser.mockResolvedValue({ message: 'Your account has been created.' });
    expect(await run(registerUserSaga, registerUser(body))).toEqual([registerUserSuccess('Your account has been created.')]);
    expect(api.registerUser).toHaveBeenCalledWith(body);
  });

  it('reports the error text of a refused registration', async () => {
    api.registerUser.mockRejectedValue(apiError(409, 'This e-mail address is already registered'));
    expect(await run(registerUserSaga, registerUser(body))).toEqual([registerUserFail('This e-mail address is already registered')]);
  });

  it('reports the first constraint of a validation list', async () => {
    api.registerUser.mockRejectedValue(
      new ApiError(400, { statusCode: 400, error: 'Bad Request', message: [{ property: 'email', constraints: { isEmail: MSG.email } }] }),
    );
    expect(await run(registerUserSaga, registerUser(body))).toEqual([registerUserFail(MSG.email)]);
  });
});

describe('registerWithDocumentsSaga', () => {
  const form = new FormData();
  form.append('name', 'Studio One');

  it.each(['performer', 'studio'] as const)('posts the multipart form of a %s', async (kind) => {
    api.registerWithDocuments.mockResolvedValue({ message: 'created' });
    expect(await run(registerWithDocumentsSaga, registerWithDocuments({ kind, form }))).toEqual([registerWithDocumentsSuccess('created')]);
    expect(api.registerWithDocuments).toHaveBeenCalledWith(kind, form);
  });

  it('reports a refused document', async () => {
    api.registerWithDocuments.mockRejectedValue(apiError(400, MSG.uploadExtension('.jpg, .jpeg, .png, .webp, .pdf')));
    expect(await run(registerWithDocumentsSaga, registerWithDocuments({ kind: 'performer', form }))).toEqual([
      registerWithDocumentsFail('You can only upload .jpg, .jpeg, .png, .webp, .pdf file!'),
    ]);
  });

  it('reports a body the proxy cut off as too large', async () => {
    api.registerWithDocuments.mockRejectedValue(new ApiError(413, null, MSG.tooLarge));
    expect(await run(registerWithDocumentsSaga, registerWithDocuments({ kind: 'studio', form }))).toEqual([
      registerWithDocumentsFail(MSG.tooLarge),
    ]);
  });
});

describe('forgotPasswordSaga', () => {
  it('asks for a link for the chosen account type', async () => {
    api.forgotPassword.mockResolvedValue({ message: 'sent' });
    expect(await run(forgotPasswordSaga, forgotPassword({ email: 'p@example.com', type: 'performer' }))).toEqual([
      forgotPasswordSuccess('sent'),
    ]);
    expect(api.forgotPassword).toHaveBeenCalledWith('p@example.com', 'performer');
  });

  it('reports a failure without a body as Bad request!', async () => {
    api.forgotPassword.mockRejectedValue(new ApiError(400, null));
    expect(await run(forgotPasswordSaga, forgotPassword({ email: 'p@example.com', type: 'user' }))).toEqual([
      forgotPasswordFail(MSG.badRequest),
    ]);
  });
});

describe('resetPasswordSaga', () => {
  it('sends token and new password', async () => {
    api.resetPassword.mockResolvedValue({ message: 'changed' });
    expect(await run(resetPasswordSaga, resetPassword({ token: 'tok-123456789', password: 'newpass123' }))).toEqual([
      resetPasswordSuccess('changed'),
    ]);
    expect(api.resetPassword).toHaveBeenCalledWith('tok-123456789', 'newpass123');
  });

  it('reports an expired link', async () => {
    const expired = 'This link is invalid or has expired. Please ask for a new one.';
    api.resetPassword.mockRejectedValue(apiError(400, expired));
    expect(await run(resetPasswordSaga, resetPassword({ token: 'tok-123456789', password: 'newpass123' }))).toEqual([
      resetPasswordFail(expired),
    ]);
  });
});

describe('verifyEmailSaga', () => {
  it('reports the message and the role of the confirmed account', async () => {
    api.verifyEmail.mockResolvedValue({ message: 'confirmed', role: 'studio' });
    expect(await run(verifyEmailSaga, verifyEmail('tok-123456789'))).toEqual([
      verifyEmailSuccess({ message: 'confirmed', role: 'studio' }),
    ]);
    expect(api.verifyEmail).toHaveBeenCalledWith('tok-123456789');
  });

  it('reports a used link', async () => {
    api.verifyEmail.mockRejectedValue(apiError(400, 'This link is invalid or has expired. Please ask for a new one.'));
    expect(await run(verifyEmailSaga, verifyEmail('tok-123456789'))).toEqual([
      verifyEmailFail('This link is invalid or has expired. Please ask for a new one.'),
    ]);
  });
});

describe('resendVerificationSaga', () => {
  it('asks for a new link', async () => {
    api.resendVerification.mockResolvedValue({ message: 'sent again' });
    expect(await run(resendVerificationSaga, resendVerification('a@example.com'))).toEqual([resendVerificationSuccess('sent again')]);
    expect(api.resendVerification).toHaveBeenCalledWith('a@example.com');
  });

  it('reports an unreachable server', async () => {
    api.resendVerification.mockRejectedValue(
      new ApiError(0, null, 'Could not reach the server, please check your connection and try again.'),
    );
    expect(await run(resendVerificationSaga, resendVerification('a@example.com'))).toEqual([
      resendVerificationFail('Could not reach the server, please check your connection and try again.'),
    ]);
  });
});

describe('registration reducer', () => {
  it('moves a flow from requesting to success with the message, and back to idle', () => {
    let state = reducer(undefined, registerUser({ name: 'A', email: 'a@b.cd', password: 'secret123' }));
    expect(state.registerUser).toEqual({ requesting: true, success: false, error: null, message: null });
    state = reducer(state, registerUserSuccess('ok'));
    expect(state.registerUser).toEqual({ requesting: false, success: true, error: null, message: 'ok' });
    state = reducer(state, resetRegistrationFlow('registerUser'));
    expect(state).toEqual(initialRegistrationState);
  });

  it('keeps the verified role and forgets it on failure', () => {
    let state = reducer(undefined, verifyEmailSuccess({ message: 'ok', role: 'performer' }));
    expect(state.verifyEmail).toMatchObject({ success: true, role: 'performer', message: 'ok' });
    state = reducer(state, verifyEmailFail('nope'));
    expect(state.verifyEmail).toEqual({ requesting: false, success: false, error: 'nope', message: null, role: null });
  });
});
