/**
 * Getting into an account without being logged in (docs/domain.md#accounts-and-roles):
 * registration of users, performers and studios, the forgotten-password and
 * reset-password links, and e-mail verification. Each flow has its own request
 * state; `message` is the server's confirmation text, shown as it came.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountType, UserRegisterBody, VerifyEmailResult } from '@/shared/schemas/auth';
import {
  failedRequest as failed,
  idleRequest as idle,
  startedRequest as started,
  succeededRequest as succeeded,
  type ConfirmedRequest,
} from '@/lib/confirmed-request';

export type RegistrationRequest = ConfirmedRequest;

export interface RegistrationState {
  registerUser: RegistrationRequest;
  registerWithDocuments: RegistrationRequest;
  forgotPassword: RegistrationRequest;
  resetPassword: RegistrationRequest;
  /** `role` is the kind of account whose address was confirmed ('admin' logs in as user). */
  verifyEmail: RegistrationRequest & { role: string | null };
  resendVerification: RegistrationRequest;
  /** New documents of a rejected performer or studio, sent with the link of the rejection mail. */
  resubmitDocuments: RegistrationRequest;
}

export type RegistrationFlow = keyof RegistrationState;

/** Account kinds that register with documents (multipart). */
export type DocumentAccountType = Exclude<AccountType, 'user'>;

/** payload of `registerWithDocuments`: the form kind and the multipart body (fields plus documentVerification and idVerification). */
export interface RegisterWithDocumentsPayload {
  kind: DocumentAccountType;
  form: FormData;
}

/** The flows whose state is a plain request state. */
type PlainFlow = Exclude<RegistrationFlow, 'verifyEmail'>;

/** The reducer of a flow's intent; `P` is the intent's payload, which the saga takes. */
const start =
  <P>(flow: PlainFlow) =>
  (state: RegistrationState, _action: PayloadAction<P>) => {
    state[flow] = started;
  };
/** The reducer of a flow's success; payload: the server's confirmation message. */
const succeed = (flow: PlainFlow) => (state: RegistrationState, action: PayloadAction<string>) => {
  state[flow] = succeeded(action.payload);
};
/** The reducer of a flow's failure; payload: the error text to show. */
const fail = (flow: PlainFlow) => (state: RegistrationState, action: PayloadAction<string>) => {
  state[flow] = failed(action.payload);
};

export const initialRegistrationState: RegistrationState = {
  registerUser: idle,
  registerWithDocuments: idle,
  forgotPassword: idle,
  resetPassword: idle,
  verifyEmail: { ...idle, role: null },
  resendVerification: idle,
  resubmitDocuments: idle,
};

const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    /** payload: the POST /auth/users/register body. */
    registerUser: start<UserRegisterBody>('registerUser'),
    /** payload: the server's confirmation message. */
    registerUserSuccess: succeed('registerUser'),
    /** payload: the error text to show. */
    registerUserFail: fail('registerUser'),

    /** payload: `{ kind, form }`; the FormData goes to the saga and is not kept in the state. */
    registerWithDocuments: start<RegisterWithDocumentsPayload>('registerWithDocuments'),
    registerWithDocumentsSuccess: succeed('registerWithDocuments'),
    registerWithDocumentsFail: fail('registerWithDocuments'),

    /** payload: `{ email, type }`; type picks which kind of account gets the link. */
    forgotPassword: start<{ email: string; type: AccountType }>('forgotPassword'),
    forgotPasswordSuccess: succeed('forgotPassword'),
    forgotPasswordFail: fail('forgotPassword'),

    /** payload: `{ token, password }`; token comes from the e-mailed link. */
    resetPassword: start<{ token: string; password: string }>('resetPassword'),
    resetPasswordSuccess: succeed('resetPassword'),
    resetPasswordFail: fail('resetPassword'),

    /** payload: the token of the e-mailed link. */
    verifyEmail(state, _action: PayloadAction<string>) {
      state.verifyEmail = { ...started, role: null };
    },
    /** payload: `{ message, role }` as POST /verification/verify-email answers. */
    verifyEmailSuccess(state, action: PayloadAction<VerifyEmailResult>) {
      state.verifyEmail = { ...succeeded(action.payload.message), role: action.payload.role };
    },
    verifyEmailFail(state, action: PayloadAction<string>) {
      state.verifyEmail = { ...failed(action.payload), role: null };
    },

    /** payload: the e-mail address that needs a new verification link. */
    resendVerification: start<string>('resendVerification'),
    resendVerificationSuccess: succeed('resendVerification'),
    resendVerificationFail: fail('resendVerification'),

    /** payload: the multipart body: the link's `token` and the new documentVerification and idVerification. */
    resubmitDocuments: start<FormData>('resubmitDocuments'),
    resubmitDocumentsSuccess: succeed('resubmitDocuments'),
    resubmitDocumentsFail: fail('resubmitDocuments'),

    /** payload: the flow whose request state goes back to idle (a form leaves the page). */
    resetRegistrationFlow(state, action: PayloadAction<RegistrationFlow>) {
      return { ...state, [action.payload]: initialRegistrationState[action.payload] };
    },
  },
});

export const {
  registerUser,
  registerUserSuccess,
  registerUserFail,
  registerWithDocuments,
  registerWithDocumentsSuccess,
  registerWithDocumentsFail,
  forgotPassword,
  forgotPasswordSuccess,
  forgotPasswordFail,
  resetPassword,
  resetPasswordSuccess,
  resetPasswordFail,
  verifyEmail,
  verifyEmailSuccess,
  verifyEmailFail,
  resendVerification,
  resendVerificationSuccess,
  resendVerificationFail,
  resubmitDocuments,
  resubmitDocumentsSuccess,
  resubmitDocumentsFail,
  resetRegistrationFlow,
} = registrationSlice.actions;
export default registrationSlice.reducer;

type WithRegistration = { registration: RegistrationState };
/** The request state of one flow (`registerUser`, `forgotPassword`...). */
export const selectRegistrationFlow = <F extends RegistrationFlow>(state: WithRegistration, flow: F): RegistrationState[F] =>
  state.registration[flow];
