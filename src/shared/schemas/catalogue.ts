/**
 * The catalogue administrators edit (GET/POST /admin/performer-categories, /admin/menus,
 * /admin/posts and PUT/DELETE of each by id). Every text has a default value, shown in
 * every language without a text of its own, and a text per locale.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LOCALES, MENU_SECTIONS, POST_STATUSES } from '../constants';
import { LimitField, ListOf, OffsetField } from './common';
import { MSG } from '../messages';

/** Lower-case letters and digits, single hyphens between them: `terms`, `privacy-policy`. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_TEXT = 'Use lower-case letters, digits and single hyphens, such as privacy-policy';

/** A link of a menu: a path on this site (`/page/terms`) or an http(s) address. */
export const MENU_PATH_PATTERN = '^(?:/(?:[^/\\s]\\S*)?|https?://[^\\s/]+\\S*)$';
export const MENU_PATH_TEXT = 'Use a path on this site such as /page/terms, or an address starting with https://';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S', errorMessage: MSG.required });
const OptionalText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
const SlugField = Type.String({ minLength: 1, maxLength: 100, pattern: SLUG_PATTERN, errorMessage: SLUG_TEXT });
const OrderingField = Type.Integer({ minimum: 0, maximum: 100_000 });

/** A value per locale; a locale without one shows the default. */
export const PerLocale = <T extends TSchema>(value: T) =>
  Type.Partial(Type.Object(Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Record<(typeof LOCALES)[number], T>), {
    additionalProperties: false,
  });

/* Performer categories */

export const AdminCategory = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  nameTranslations: Type.Record(Type.String(), Type.String()),
  descriptionTranslations: Type.Record(Type.String(), Type.String()),
  ordering: Type.Integer(),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  /** How many performers have the category. */
  performerCount: Type.Integer(),
  updatedAt: Type.String(),
});
export type AdminCategory = Static<typeof AdminCategory>;

export const AdminCategoryBody = Type.Object(
  {
    name: Text(100),
    slug: SlugField,
    description: Type.Optional(OptionalText(2000)),
    nameTranslations: Type.Optional(PerLocale(Text(100))),
    descriptionTranslations: Type.Optional(PerLocale(Type.String({ minLength: 1, maxLength: 2000 }))),
    ordering: Type.Optional(OrderingField),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
  },
  { additionalProperties: false },
);
export type AdminCategoryBody = Static<typeof AdminCategoryBody>;

export const AdminCategoryList = ListOf(AdminCategory);
export type AdminCategoryList = Static<typeof AdminCategoryList>;

/* Menus */

const SectionField = Type.Union(MENU_SECTIONS.map((section) => Type.Literal(section)));

export const AdminMenu = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  titleTranslations: Type.Record(Type.String(), Type.String()),
  path: Type.String(),
  section: SectionField,
  isNewTab: Type.Boolean(),
  ordering: Type.Integer(),
  updatedAt: Type.String(),
});
export type AdminMenu = Static<typeof AdminMenu>;

export const AdminMenuBody = Type.Object(
  {
    title: Text(100),
    titleTranslations: Type.Optional(PerLocale(Text(100))),
    path: Type.String({ minLength: 1, maxLength: 500, pattern: MENU_PATH_PATTERN, errorMessage: MENU_PATH_TEXT }),
    section: SectionField,
    isNewTab: Type.Optional(Type.Boolean()),
    ordering: Type.Optional(OrderingField),
  },
  { additionalProperties: false },
);
export type AdminMenuBody = Static<typeof AdminMenuBody>;

export const AdminMenuQuery = Type.Object({ section: Type.Optional(SectionField) });
export type AdminMenuQuery = Static<typeof AdminMenuQuery>;

export const AdminMenuList = ListOf(AdminMenu);
export type AdminMenuList = Static<typeof AdminMenuList>;

/* Content pages */

const PostStatusField = Type.Union(POST_STATUSES.map((status) => Type.Literal(status)));
const PostText = Type.Object(
  { title: Text(200), content: Type.String({ minLength: 1, maxLength: 100_000, errorMessage: MSG.required }) },
  { additionalProperties: false },
);

export const AdminPost = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String(),
  translations: Type.Record(Type.String(), Type.Object({ title: Type.String(), content: Type.String() })),
  status: PostStatusField,
  updatedAt: Type.String(),
});
export type AdminPost = Static<typeof AdminPost>;

export const AdminPostBody = Type.Object(
  {
    slug: SlugField,
    title: Text(200),
    content: Type.String({ minLength: 1, maxLength: 100_000, errorMessage: MSG.required }),
    translations: Type.Optional(PerLocale(PostText)),
    status: Type.Optional(PostStatusField),
  },
  { additionalProperties: false },
);
export type AdminPostBody = Static<typeof AdminPostBody>;

export const AdminPostQuery = Type.Object({
  limit: LimitField(50, 200),
  offset: OffsetField,
  /** Part of the title or slug. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(PostStatusField),
});
export type AdminPostQuery = Static<typeof AdminPostQuery>;

export const AdminPostList = ListOf(AdminPost);
export type AdminPostList = Static<typeof AdminPostList>;
