/** Auth calls: login, registration, passwords, e-mail verification. */
import { Type, type Static } from '@sinclair/typebox';
import { EmailField, LocaleField, NameField, PasswordField, UsernameField, OptionalText } from './common';
import { MSG } from '../messages';
import { DocumentsResult } from './profile';

/** `username` is the e-mail address, or for performers also their username. */
export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, errorMessage: MSG.required }),
  password: Type.String({ minLength: 1, maxLength: 100, errorMessage: MSG.required }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResult = Type.Object({ token: Type.String() });
export type LoginResult = Static<typeof LoginResult>;

export const UserRegisterBody = Type.Object({
  name: NameField,
  username: Type.Optional(UsernameField),
  email: EmailField,
  password: PasswordField,
  gender: OptionalText(20),
  country: OptionalText(2),
  /** The language the account reads its mails in (the site's language at registration). */
  locale: Type.Optional(LocaleField),
});
export type UserRegisterBody = Static<typeof UserRegisterBody>;

/** Text fields of the performer registration form (multipart, with two files). */
export const PerformerRegisterFields = Type.Object({
  name: NameField,
  username: UsernameField,
  email: EmailField,
  password: PasswordField,
  gender: OptionalText(20),
  country: OptionalText(2),
  /** `YYYY-MM-DD`; a real date of someone 18 or older (src/shared/adult.ts, checked by the service). */
  dateOfBirth: Type.String({ minLength: 1, maxLength: 30, errorMessage: MSG.required }),
  /** The language the account reads its mails in (the site's language at registration). */
  locale: Type.Optional(LocaleField),
});
export type PerformerRegisterFields = Static<typeof PerformerRegisterFields>;

/** Text fields of the studio registration form (multipart, with two files): a user's, without the gender. */
export const StudioRegisterFields = Type.Omit(UserRegisterBody, ['gender']);
export type StudioRegisterFields = Static<typeof StudioRegisterFields>;

export const AccountType = Type.Union([Type.Literal('user'), Type.Literal('performer'), Type.Literal('studio')]);
export type AccountType = Static<typeof AccountType>;

export const ForgotBody = Type.Object({ email: EmailField, type: Type.Optional(AccountType) });
export type ForgotBody = Static<typeof ForgotBody>;

export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200, errorMessage: 'This link is invalid or has expired' }),
  password: PasswordField,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const VerifyEmailBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200, errorMessage: 'This link is invalid or has expired' }),
});
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

/** POST /verification/verify-email: the confirmation and the kind of account whose address it was. */
export const VerifyEmailResult = Type.Object({ message: Type.String(), role: Type.String() });
export type VerifyEmailResult = Static<typeof VerifyEmailResult>;

export const ResendVerificationBody = Type.Object({ email: EmailField, source: Type.Optional(AccountType) });
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;

/** Password change; `prevPassword` is the current one. */
export const PasswordUpdateBody = Type.Object({
  prevPassword: Type.String({ minLength: 1, maxLength: 100, errorMessage: MSG.required }),
  password: PasswordField,
  source: Type.Optional(AccountType),
});
export type PasswordUpdateBody = Static<typeof PasswordUpdateBody>;

export const SuspendBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 100, errorMessage: MSG.required }),
});
export type SuspendBody = Static<typeof SuspendBody>;

/** Text field of POST /auth/documents/resubmit (multipart, with the new documents): the link's secret. */
export const ResubmitDocumentsFields = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200, errorMessage: 'This link is invalid or has expired' }),
});
export type ResubmitDocumentsFields = Static<typeof ResubmitDocumentsFields>;

/** What POST /auth/documents/resubmit received, and the documents now on file. */
export const ResubmitDocumentsResult = Type.Object({ message: Type.String(), ...DocumentsResult.properties });
export type ResubmitDocumentsResult = Static<typeof ResubmitDocumentsResult>;
