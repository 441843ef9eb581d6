/**
 * Getting into an account without being logged in (docs/domain.md#accounts-and-roles):
 * registration of users, performers and studios, the forgotten-password and
 * reset-password links, and e-mail verification. Each flow has its own request
 * state; `message` is the server's confirmation text, shown as it came.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountType, UserRegisterBody, VerifyEmailResult } from '@/shared/schemas/auth';

export interface RegistrationRequest {
  requesting: boolean;
  success: boolean;
  error: string | null;
  message: string | null;
}

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

const idle: RegistrationRequest = { requesting: false, success: false, error: null, message: null };
const started: RegistrationRequest = { ...idle, requesting: true };
const succeeded = (message: string): RegistrationRequest => ({ ...idle, success: true, message });
const failed = (error: string): RegistrationRequest => ({ ...idle, error });

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
    registerUser(state, _action: PayloadAction<UserRegisterBody>) {
      state.registerUser = started;
    },
    /** payload: the server's confirmation message. */
    registerUserSuccess(state, action: PayloadAction<string>) {
      state.registerUser = succeeded(action.payload);
    },
    /** payload: the error text to show. */
    registerUserFail(state, action: PayloadAction<string>) {
      state.registerUser = failed(action.payload);
    },

    /** payload: `{ kind, form }`; the FormData goes to the saga and is not kept in the state. */
    registerWithDocuments(state, _action: PayloadAction<RegisterWithDocumentsPayload>) {
      state.registerWithDocuments = started;
    },
    registerWithDocumentsSuccess(state, action: PayloadAction<string>) {
      state.registerWithDocuments = succeeded(action.payload);
    },
    registerWithDocumentsFail(state, action: PayloadAction<string>) {
      state.registerWithDocuments = failed(action.payload);
    },

    /** payload: `{ email, type }`; type picks which kind of account gets the link. */
    forgotPassword(state, _action: PayloadAction<{ email: string; type: AccountType }>) {
      state.forgotPassword = started;
    },
    forgotPasswordSuccess(state, action: PayloadAction<string>) {
      state.forgotPassword = succeeded(action.payload);
    },
    forgotPasswordFail(state, action: PayloadAction<string>) {
      state.forgotPassword = failed(action.payload);
    },

    /** payload: `{ token, password }`; token comes from the e-mailed link. */
    resetPassword(state, _action: PayloadAction<{ token: string; password: string }>) {
      state.resetPassword = started;
    },
    resetPasswordSuccess(state, action: PayloadAction<string>) {
      state.resetPassword = succeeded(action.payload);
    },
    resetPasswordFail(state, action: PayloadAction<string>) {
      state.resetPassword = failed(action.payload);
    },

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
    resendVerification(state, _action: PayloadAction<string>) {
      state.resendVerification = started;
    },
    resendVerificationSuccess(state, action: PayloadAction<string>) {
      state.resendVerification = succeeded(action.payload);
    },
    resendVerificationFail(state, action: PayloadAction<string>) {
      state.resendVerification = failed(action.payload);
    },

    /** payload: the multipart body: the link's `token` and the new documentVerification and idVerification. */
    resubmitDocuments(state, _action: PayloadAction<FormData>) {
      state.resubmitDocuments = started;
    },
    resubmitDocumentsSuccess(state, action: PayloadAction<string>) {
      state.resubmitDocuments = succeeded(action.payload);
    },
    resubmitDocumentsFail(state, action: PayloadAction<string>) {
      state.resubmitDocuments = failed(action.payload);
    },

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
