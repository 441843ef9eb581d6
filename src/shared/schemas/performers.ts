/** Performers as lists show them (cards) and the search query. */
import { Type, type Static } from '@sinclair/typebox';
import { IdParam, LimitField, Nullable, OffsetField } from './common';
import { BODY_TYPES, ETHNICITIES, EYE_COLOURS, HAIR_COLOURS, PERFORMER_SORTS, PROMO_AUDIENCES, WEEKDAYS } from '../constants';

export const PerformerCard = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  streamingStatus: Type.String(),
  streamTitle: Type.Union([Type.String(), Type.Null()]),
  isOnline: Type.Boolean(),
  isFavorite: Type.Boolean(),
  country: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
});
export type PerformerCard = Static<typeof PerformerCard>;

/** The performer page's address: GET /performers/{username}/view. */
export const PerformerUsernameParam = Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) });
export type PerformerUsernameParam = Static<typeof PerformerUsernameParam>;

/** POST /performers/{id}/inc-view and /user/performer-assets/videos/{id}/inc-view: the performer's or the video's views, this one counted. */
export const ViewCount = Type.Object({ views: Type.Integer() });
export type ViewCount = Static<typeof ViewCount>;

export const PerformerSearchQuery = Type.Object({
  limit: LimitField(24),
  offset: OffsetField,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  categoryId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PerformerSearchQuery = Static<typeof PerformerSearchQuery>;

const TimeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', errorMessage: 'Use the format HH:mm' });
export const WorkingDay = Type.Object({ start: TimeOfDay, end: TimeOfDay, closed: Type.Boolean() });
export const WorkingHours = Type.Record(Type.Union(WEEKDAYS.map((d) => Type.Literal(d))), WorkingDay);
export type WorkingHours = Static<typeof WorkingHours>;

/** Everything the performer page shows (GET /performers/{username}/view). */
export const PerformerDetails = Type.Object({
  ...PerformerCard.properties,
  bio: Nullable(Type.String()),
  city: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  heightInches: Nullable(Type.Integer()),
  weightLbs: Nullable(Type.Integer()),
  /** Appearance: codes of PERFORMER_LOOKS (src/shared/constants.ts), which the page shows translated. */
  hair: Nullable(Type.String()),
  eyes: Nullable(Type.String()),
  ethnicity: Nullable(Type.String()),
  bodyType: Nullable(Type.String()),
  age: Nullable(Type.Integer()),
  workingHours: Type.Record(Type.String(), WorkingDay),
  views: Type.Integer(),
  privateCallPrice: Type.Integer(),
  groupCallPrice: Type.Integer(),
  categories: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() })),
});
export type PerformerDetails = Static<typeof PerformerDetails>;

export const PerformerSearchFilters = Type.Object({
  ...PerformerSearchQuery.properties,
  tag: Type.Optional(Type.String({ maxLength: 40 })),
  language: Type.Optional(Type.String({ maxLength: 10 })),
  gender: Type.Optional(Type.String({ maxLength: 20 })),
  country: Type.Optional(Type.String({ maxLength: 2 })),
  sortBy: Type.Optional(Type.Union(PERFORMER_SORTS.map((s) => Type.Literal(s)))),
  /** Only performers the asking user has favourited. */
  favourites: Type.Optional(Type.Boolean()),
});
export type PerformerSearchFilters = Static<typeof PerformerSearchFilters>;

/**
 * One of an appearance field's codes, or null to clear it (an empty text, which type
 * coercion reads as null, clears it too); anything else is refused with `errorMessage`.
 * Null comes first: with coercion on, it would otherwise be read as ''. The message is on
 * every branch, as a refusal names the first branch's.
 */
const lookCode = <T extends string>(codes: readonly T[], errorMessage: string) =>
  Type.Optional(Type.Union([Type.Null({ errorMessage }), ...codes.map((code) => Type.Literal(code, { errorMessage }))], { errorMessage }));

/** What PUT /performers answers to an appearance value that is not one of its field's codes. */
export const LOOK_MESSAGES = {
  hair: 'Choose a hair colour from the list',
  eyes: 'Choose an eye colour from the list',
  ethnicity: 'Choose an ethnicity from the list',
  bodyType: 'Choose a body type from the list',
} as const;

/** PUT /performers: the performer's own profile, beyond the common account fields. */
export const PerformerProfileFields = Type.Object({
  bio: Type.Optional(Type.String({ maxLength: 4000 })),
  heightInches: Type.Optional(Nullable(Type.Integer({ minimum: 48, maximum: 83, errorMessage: 'Must be between min and max' }))),
  weightLbs: Type.Optional(Nullable(Type.Integer({ minimum: 99, maximum: 318, errorMessage: 'Must be between min and max' }))),
  hair: lookCode(HAIR_COLOURS, LOOK_MESSAGES.hair),
  eyes: lookCode(EYE_COLOURS, LOOK_MESSAGES.eyes),
  ethnicity: lookCode(ETHNICITIES, LOOK_MESSAGES.ethnicity),
  bodyType: lookCode(BODY_TYPES, LOOK_MESSAGES.bodyType),
  dateOfBirth: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  languages: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 20 })),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: 30 })),
  categoryIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10 })),
});
export type PerformerProfileFields = Static<typeof PerformerProfileFields>;

export const DefaultPriceBody = Type.Object({
  privateCallPrice: Type.Integer({ minimum: 1, maximum: 10000, errorMessage: 'Must be between min and max' }),
  groupCallPrice: Type.Integer({ minimum: 1, maximum: 10000, errorMessage: 'Must be between min and max' }),
  /**
   * Whole tokens a user pays per message when the site charges for messages, 0 for free;
   * null: the site's price. Left out, it stays as it is. One type list rather than a
   * union: with type coercion on, a union's null branch would read 0 as null.
   */
  messagePrice: Type.Optional(
    Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 10000, errorMessage: 'Must be between min and max' }),
  ),
});
export type DefaultPriceBody = Static<typeof DefaultPriceBody>;

export const BroadcastSettings = Type.Object({
  /** Video quality the performer publishes in. */
  quality: Type.Optional(Type.Union([Type.Literal('sd'), Type.Literal('hd'), Type.Literal('fullhd')])),
  /** Who may write in the public chat. */
  chatAccess: Type.Optional(Type.Union([Type.Literal('everyone'), Type.Literal('registered'), Type.Literal('paying')])),
  allowPrivateShows: Type.Optional(Type.Boolean()),
  allowGroupShows: Type.Optional(Type.Boolean()),
  groupShowMaxParticipants: Type.Optional(Type.Integer({ minimum: 2, maximum: 100 })),
});
export type BroadcastSettings = Static<typeof BroadcastSettings>;

export const BioTranslationBody = Type.Object({
  locale: Type.String({ maxLength: 10 }),
  bio: Type.String({ maxLength: 4000 }),
});
export type BioTranslationBody = Static<typeof BioTranslationBody>;

/** The translation saved (an empty bio removed it) and every translation of the bio now. */
export const BioTranslationResult = Type.Object({
  locale: Type.String(),
  bio: Type.String(),
  bioTranslations: Type.Record(Type.String(), Type.String()),
});
export type BioTranslationResult = Static<typeof BioTranslationResult>;

/** GET /performers/blocking and POST /performers/blocking/update. */
export const Blocking = Type.Object({
  countries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 250 }),
  users: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), username: Nullable(Type.String()), avatar: Type.String() })),
});
export type Blocking = Static<typeof Blocking>;
export const BlockingUpdateBody = Type.Object({
  countries: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 250 })),
  /** Users to add to the block list. */
  userIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })),
});
export type BlockingUpdateBody = Static<typeof BlockingUpdateBody>;

/** DELETE /performers/blocking/users: the user to take off the block list. */
export const UnblockUserBody = Type.Object({ userId: IdParam.properties.id });
export type UnblockUserBody = Static<typeof UnblockUserBody>;

/** GET /performers/{id}/check-blocking: whether the performer blocks the asker's account or country. */
export const BlockingCheck = Type.Object({ blocked: Type.Boolean() });
export type BlockingCheck = Static<typeof BlockingCheck>;

/** POST /favourite/{id}/like and /unlike. */
export const FavouriteState = Type.Object({ isFavorite: Type.Boolean() });
export type FavouriteState = Static<typeof FavouriteState>;

export const SitePromo = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  text: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  link: Nullable(Type.String()),
  /** `visitors`: shown only to visitors who are not signed in. */
  audience: Type.Union(PROMO_AUDIENCES.map((audience) => Type.Literal(audience))),
});
export type SitePromo = Static<typeof SitePromo>;

export const ContactBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, errorMessage: 'This field is required!' }),
  email: Type.String({ format: 'email', maxLength: 254, errorMessage: 'Not a validate email!' }),
  message: Type.String({ minLength: 1, maxLength: 5000, errorMessage: 'This field is required!' }),
});
export type ContactBody = Static<typeof ContactBody>;
