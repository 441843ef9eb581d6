/**
 * Site promotions as administrators manage them (`/admin/site-promos`): a banner with
 * a title, a text, a picture, a link and the dates it shows between. The public list
 * (`SitePromo`, GET /site-promo/search) shows the active ones whose dates hold now.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeField, LimitField, ListOf, OffsetField } from './common';
import { MSG } from '../messages';
import { PROMO_AUDIENCES, PROMO_LINK_MESSAGE, PROMO_LINK_PATTERN } from '../constants';

export const PROMO_STATUSES = ['active', 'inactive'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
export const PromoAudienceField = Type.Union(PROMO_AUDIENCES.map((audience) => Type.Literal(audience)));

/** The multipart text fields of POST /admin/site-promos and PUT /admin/site-promos/{id}; the picture is the file `image`. */
export const PromoFields = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, errorMessage: MSG.required }),
  text: Type.Optional(Type.String({ maxLength: 500 })),
  /** Empty: none. */
  link: Type.Optional(
    Type.Union([Type.Literal(''), Type.String({ maxLength: 500, pattern: PROMO_LINK_PATTERN, errorMessage: PROMO_LINK_MESSAGE })]),
  ),
  /** Shows from then on; empty: no start (at once). */
  startAt: Type.Optional(Type.Union([Type.Literal(''), DateTimeField])),
  /** Shows until then; empty: no end. After `startAt`. */
  endAt: Type.Optional(Type.Union([Type.Literal(''), DateTimeField])),
  ordering: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  status: Type.Optional(Type.Union(PROMO_STATUSES.map((s) => Type.Literal(s)))),
  audience: Type.Optional(PromoAudienceField),
  /** "true" drops the picture (PUT only). */
  removeImage: Type.Optional(Type.Boolean()),
});
export type PromoFields = Static<typeof PromoFields>;

export const AdminSitePromo = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  text: Type.Union([Type.String(), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  startAt: Type.Union([Type.String(), Type.Null()]),
  endAt: Type.Union([Type.String(), Type.Null()]),
  ordering: Type.Integer(),
  status: Type.Union(PROMO_STATUSES.map((s) => Type.Literal(s))),
  audience: PromoAudienceField,
  /** Active and within its dates: on the home page now. */
  showing: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminSitePromo = Static<typeof AdminSitePromo>;

export const AdminSitePromoQuery = Type.Object({ limit: LimitField(20, 100), offset: OffsetField });
export type AdminSitePromoQuery = Static<typeof AdminSitePromoQuery>;

export const AdminSitePromoList = ListOf(AdminSitePromo);
export type AdminSitePromoList = Static<typeof AdminSitePromoList>;
