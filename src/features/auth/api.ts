/** Typed calls of the auth feature (docs/api.md#authentication). */
import { post, upload } from '@/lib/http';
import type { AccountType, LoginResult, ResubmitDocumentsResult, UserRegisterBody, VerifyEmailResult } from '@/shared/schemas/auth';
import type { MessageResult } from '@/shared/schemas/common';

const LOGIN_PATH: Record<AccountType, string> = {
  user: '/auth/users/login',
  performer: '/auth/performers/login',
  studio: '/auth/studio/login',
};

export const apiLogin = (kind: AccountType, username: string, password: string) =>
  post<LoginResult>(LOGIN_PATH[kind], { username, password }, { token: null });

export const apiRegisterUser = (body: UserRegisterBody) => post<MessageResult>('/auth/users/register', body, { token: null });

/** Performer and studio registration: multipart with documentVerification and idVerification. */
export const apiRegisterWithDocuments = (kind: 'performer' | 'studio', form: FormData) =>
  upload<MessageResult>(kind === 'performer' ? '/auth/performers/register' : '/auth/studio/register', form);

/** New documents of a rejected account, with the `token` of the rejection mail's link. */
export const apiResubmitDocuments = (form: FormData) => upload<ResubmitDocumentsResult>('/auth/documents/resubmit', form);

export const apiForgotPassword = (email: string, type: AccountType) =>
  post<MessageResult>('/auth/users/forgot', { email, type }, { token: null });

export const apiResetPassword = (token: string, password: string) =>
  post<MessageResult>('/auth/password/reset', { token, password }, { token: null });

export const apiVerifyEmail = (token: string) => post<VerifyEmailResult>('/verification/verify-email', { token }, { token: null });

export const apiResendVerification = (email: string) =>
  post<MessageResult>('/verification/resend-verification-email', { email }, { token: null });
