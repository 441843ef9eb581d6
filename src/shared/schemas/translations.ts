/**
 * Machine translation on the wire: a message into its reader's language, and the texts
 * of the footer's and header's menus and of content pages into the site's other
 * languages for an administrator to review before saving.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../constants';

export const UNKNOWN_LOCALE_TEXT = 'This language is not one of the site';

/** One of the site's languages; any other is refused with UNKNOWN_LOCALE_TEXT. */
export const LocaleField = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { errorMessage: UNKNOWN_LOCALE_TEXT },
);

export const MessageTranslationBody = Type.Object(
  {
    /** The reader's language (by default their account's, else the site's). */
    locale: Type.Optional(LocaleField),
    /** The message's language (by default its writer's account language, else the site's). */
    from: Type.Optional(LocaleField),
  },
  { additionalProperties: false },
);
export type MessageTranslationBody = Static<typeof MessageTranslationBody>;

export const MessageTranslation = Type.Object({
  messageId: Type.String(),
  locale: Type.String(),
  from: Type.String(),
  text: Type.String(),
  /** Whether it was translated before and taken from the store (no call to the engine). */
  cached: Type.Boolean(),
});
export type MessageTranslation = Static<typeof MessageTranslation>;

const Targets = Type.Optional(Type.Array(LocaleField, { minItems: 1, maxItems: LOCALES.length, uniqueItems: true }));

/** Texts of menus (and the footer's links): translated as plain text, each under its key. */
export const MenuTranslationBody = Type.Object(
  {
    from: LocaleField,
    /** The languages to fill; by default every other one. */
    to: Targets,
    texts: Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }), Type.String({ maxLength: 2000 }), {
      minProperties: 1,
      maxProperties: 100,
    }),
  },
  { additionalProperties: false },
);
export type MenuTranslationBody = Static<typeof MenuTranslationBody>;

export const MenuTranslationResult = Type.Object({
  from: Type.String(),
  /** Per language, the texts under their keys. */
  translations: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  /** The languages asked for that the engine cannot translate into from `from`. */
  unsupported: Type.Array(Type.String()),
});
export type MenuTranslationResult = Static<typeof MenuTranslationResult>;

/** A content page: its title and its body, plain text whose paragraphs (empty lines) are kept. */
export const ContentTranslationBody = Type.Object(
  {
    from: LocaleField,
    to: Targets,
    title: Type.String({ maxLength: 200 }),
    content: Type.String({ maxLength: 100_000 }),
  },
  { additionalProperties: false },
);
export type ContentTranslationBody = Static<typeof ContentTranslationBody>;

export const ContentTranslationResult = Type.Object({
  from: Type.String(),
  translations: Type.Record(Type.String(), Type.Object({ title: Type.String(), content: Type.String() })),
  unsupported: Type.Array(Type.String()),
});
export type ContentTranslationResult = Static<typeof ContentTranslationResult>;
