/** The signed-in account (a user, a performer or a studio, as the client keeps it) and its updates. */
import { Type, type Static } from '@sinclair/typebox';
import { EmailField, LocaleField, NameField, Nullable, OptionalText, UsernameField } from './common';
import { BroadcastSettings, PerformerProfileFields, WorkingDay } from './performers';

/** The account's personal details as they are answered: to the account itself and to administrators. */
export const AccountPersonalDetails = {
  gender: Nullable(Type.String()),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  phoneCode: Nullable(Type.String()),
  timezone: Nullable(Type.String()),
  /** The language the account reads its mails in; null: none chosen, the site's default. */
  locale: Nullable(Type.String()),
};

const AccountBase = {
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  username: Nullable(Type.String()),
  avatar: Type.String(),
  /** Token balance (tokens, two decimals at most). */
  balance: Type.Number(),
  emailVerified: Type.Boolean(),
  status: Type.String(),
  ...AccountPersonalDetails,
  createdAt: Type.String(),
};

export const CurrentUser = Type.Object({
  ...AccountBase,
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  stats: Type.Object({ totalFavourites: Type.Integer() }),
});
export type CurrentUser = Static<typeof CurrentUser>;

export const CurrentPerformer = Type.Object({
  ...AccountBase,
  role: Type.Literal('performer'),
  username: Type.String(),
  verified: Type.Boolean(),
  streamingStatus: Type.String(),
  isOnline: Type.Boolean(),
  bio: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
  studioId: Nullable(Type.String()),
  privateCallPrice: Type.Integer(),
  groupCallPrice: Type.Integer(),
  /** Own price per message when the site charges for messages; null: the site's. */
  messagePrice: Nullable(Type.Integer()),
  documentsUploaded: Type.Boolean(),
  workingHours: Type.Optional(Type.Record(Type.String(), WorkingDay)),
  broadcastSettings: Type.Optional(BroadcastSettings),
  heightInches: Type.Optional(Nullable(Type.Integer())),
  weightLbs: Type.Optional(Nullable(Type.Integer())),
  hair: Type.Optional(Nullable(Type.String())),
  eyes: Type.Optional(Nullable(Type.String())),
  ethnicity: Type.Optional(Nullable(Type.String())),
  bodyType: Type.Optional(Nullable(Type.String())),
  /** YYYY-MM-DD */
  dateOfBirth: Type.Optional(Nullable(Type.String())),
  /** The bio per locale (POST /performers/{id}/translations). */
  bioTranslations: Type.Optional(Type.Record(Type.String(), Type.String())),
  releaseFormUploaded: Type.Optional(Type.Boolean()),
});
export type CurrentPerformer = Static<typeof CurrentPerformer>;

export const CurrentStudio = Type.Object({
  ...AccountBase,
  role: Type.Literal('studio'),
  companyName: Nullable(Type.String()),
  verified: Type.Boolean(),
  /** Both identity documents are on file (POST /studio/documents/upload replaces them). */
  documentsUploaded: Type.Boolean(),
  stats: Type.Object({ totalPerformer: Type.Integer() }),
});
export type CurrentStudio = Static<typeof CurrentStudio>;

export type CurrentAccount = CurrentUser | CurrentPerformer | CurrentStudio;

/** The account fields every profile update takes (PUT /users, /performers, /studio/update, /admin/accounts/{id}). */
export const ProfileFields = {
  name: Type.Optional(NameField),
  email: Type.Optional(EmailField),
  username: Type.Optional(UsernameField),
  gender: OptionalText(20),
  country: OptionalText(2),
  city: OptionalText(100),
  phone: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9 ]*$', errorMessage: 'Not a validate number!' })),
  phoneCode: OptionalText(10),
  timezone: OptionalText(60),
  locale: Type.Optional(LocaleField),
};

export const UserUpdateBody = Type.Object(ProfileFields);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** PUT /performers: the account fields and the performer's own profile (PerformerProfileFields). */
export const PerformerUpdateBody = Type.Object({ ...ProfileFields, ...PerformerProfileFields.properties });
export type PerformerUpdateBody = Static<typeof PerformerUpdateBody>;

export const StudioUpdateBody = Type.Object({ ...ProfileFields, companyName: OptionalText(120) });
export type StudioUpdateBody = Static<typeof StudioUpdateBody>;

export const AvatarResult = Type.Object({ url: Type.String() });
export type AvatarResult = Static<typeof AvatarResult>;

/** POST /performers/streaming-status/update. `disconnected` is set by the server only. */
export const StreamingStatusBody = Type.Object({
  status: Type.Union([Type.Literal('public'), Type.Literal('private'), Type.Literal('group'), Type.Literal('offline')]),
});
export type StreamingStatusBody = Static<typeof StreamingStatusBody>;

/** Which identity documents an account has on file after an upload (performers and studios). */
export const DocumentsResult = Type.Object({
  idVerification: Type.Boolean(),
  documentVerification: Type.Boolean(),
  documentsUploaded: Type.Boolean(),
});
export type DocumentsResult = Static<typeof DocumentsResult>;

/** POST /performers/release-form/upload. */
export const ReleaseFormResult = Type.Object({ releaseFormUploaded: Type.Boolean() });
export type ReleaseFormResult = Static<typeof ReleaseFormResult>;
