/**
 * The wire contract's building blocks: the success
 * envelope, list payloads, paging, ids and the error body. Route schemas compose
 * these; the client's calls are typed from the same definitions.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { MSG } from '../messages';
import { LOCALES, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, USERNAME_PATTERN } from '../constants';

export { USERNAME_PATTERN };

/**
 * `{ status: 0, message: 'OK', data }` around every successful payload. The server's
 * contract plugin adds the envelope, so handlers return the bare payload: the schema
 * documents and serializes the envelope while its static type is the payload's.
 */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Unsafe<Static<T>>(Type.Object({ status: Type.Literal(0), message: Type.String(), data }));

/** A page of a list: `{ data: [...], total }`. */
export const ListOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer() });
/** The static type of `ListOf(item)` for an item's type: `ListPage<Message>` is `{ data: Message[]; total: number }`. */
export type ListPage<T> = Static<ReturnType<typeof ListOf<TUnsafe<T>>>>;

/**
 * The deepest a list pages. Every `offset` has this maximum: deeper pages only cost
 * the database a scan, and past 2^63 PostgreSQL refuses the number outright.
 */
export const MAX_OFFSET = 100_000;

/** A list's `limit`: 1 to `maximum` items, `defaultLimit` when absent. Every list's paging uses these two. */
export const LimitField = (defaultLimit = 20, maximum = 100) => Type.Optional(Type.Integer({ minimum: 1, maximum, default: defaultLimit }));
/** A list's `offset`: 0 to MAX_OFFSET. */
export const OffsetField = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }));

export const Paging = Type.Object({
  limit: LimitField(),
  offset: OffsetField,
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  sortBy: Type.Optional(Type.String({ maxLength: 40 })),
});
export type Paging = Static<typeof Paging>;

/** A moment in time, as a query or body field (ISO 8601 with a zone). */
export const DateTimeField = Type.String({ format: 'date-time', errorMessage: 'Use a date and time such as 2026-01-31T23:59:59Z' });

/** An account as an answer names it: its id, its name and its username (null for an account that has none). */
export const AccountRef = Type.Object({ _id: Type.String(), name: Type.String(), username: Type.Union([Type.String(), Type.Null()]) });
export type AccountRef = Static<typeof AccountRef>;

export const IdParam = Type.Object({ id: Type.String({ format: 'uuid', errorMessage: 'Not found' }) });

/** An item named in the path by its id or its slug, so that pages of categories and content can have readable addresses. */
export const IdOrSlugParam = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type IdOrSlugParam = Static<typeof IdOrSlugParam>;

/** The language of a public answer's texts: translated where a translation exists, else the default text. */
export const LocaleQuery = Type.Object({ locale: Type.Optional(Type.String({ maxLength: 10 })) });
export type LocaleQuery = Static<typeof LocaleQuery>;

/** A confirmation for the person who asked, in their words (registration, password reset, contact form...). */
export const MessageResult = Type.Object({ message: Type.String() });
export type MessageResult = Static<typeof MessageResult>;

export const Success = Type.Object({ success: Type.Boolean() });
export type Success = Static<typeof Success>;

/** A validation problem in the shape the client's error mapping reads. */
export const ValidationItem = Type.Object({
  property: Type.String(),
  constraints: Type.Record(Type.String(), Type.String()),
});
export type ValidationItem = Static<typeof ValidationItem>;

export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.Union([Type.String(), Type.Array(ValidationItem)]),
});
export type ErrorBody = Static<typeof ErrorBody>;

/* Field builders that carry the product's own validation texts. */

export const EmailField = Type.String({ format: 'email', maxLength: 254, errorMessage: MSG.email });
export const PasswordField = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 100, errorMessage: PASSWORD_TOO_SHORT });
export const NameField = Type.String({ minLength: 1, maxLength: 100, errorMessage: MSG.required });
export const UsernameField = Type.String({
  minLength: 3,
  maxLength: 40,
  // Letters and digits; single - or _ between them keep usernames like demo-performer readable in URLs.
  pattern: USERNAME_PATTERN,
  errorMessage: MSG.alphanumeric,
});
export const OptionalText = (maxLength = 200) => Type.Optional(Type.String({ maxLength }));

/** `schema` or null: an answer's field that can be empty. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of the site's languages: the one an account reads its mails in. */
export const LocaleField = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { errorMessage: 'Unknown language' },
);
