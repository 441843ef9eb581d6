/**
 * Commission (docs/domain.md#sales-and-commission): the platform's percentage of a
 * sale per performer and sale type, a studio's percentage, and a studio member's
 * share of what remains for the studio. Percentages are whole numbers 0-100.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LimitField, ListOf, OffsetField } from './common';

export const PercentField = Type.Integer({ minimum: 0, maximum: 100, errorMessage: 'Must be between 0 and 100' });
// Null first: with type coercion on, null would otherwise be read as 0.
const NullablePercent = Type.Union([Type.Null(), PercentField], { errorMessage: 'Must be between 0 and 100' });

/** One value per sale type (the order of SALE_TYPES). */
const perSaleType = <T extends TSchema>(value: T) =>
  Type.Object({
    tip: value,
    private: value,
    group: value,
    product: value,
    video: value,
    gallery: value,
    photo: value,
    message: value,
    direct_payment: value,
  });

const Rates = perSaleType(Type.Integer());

/** GET /settings/performer/commission: what the platform takes per sale type, and the member share inside a studio. */
export const PerformerCommission = Type.Object({
  /** The platform's effective percentage per sale type. */
  rates: Rates,
  studio: Type.Union([
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      /** The member's percentage of what remains after the platform's part. */
      memberSharePercent: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type PerformerCommission = Static<typeof PerformerCommission>;

/** GET /studio/commission-setting: the studio's platform percentage and default member share. */
export const StudioCommissionSetting = Type.Object({
  commissionPercent: Type.Integer(),
  memberSharePercent: Type.Integer(),
  /** True where the value is the site default rather than set for this studio. */
  commissionIsDefault: Type.Boolean(),
  memberShareIsDefault: Type.Boolean(),
});
export type StudioCommissionSetting = Static<typeof StudioCommissionSetting>;

export const StudioMemberCommission = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  memberStatus: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  /** The share in effect: the member's own, else the studio's default. */
  memberSharePercent: Type.Integer(),
  /** The member's own share; null when the studio's default applies. */
  ownSharePercent: Type.Union([Type.Integer(), Type.Null()]),
});
export type StudioMemberCommission = Static<typeof StudioMemberCommission>;

export const StudioMemberCommissionList = ListOf(StudioMemberCommission);
export type StudioMemberCommissionList = Static<typeof StudioMemberCommissionList>;

export const StudioCommissionQuery = Type.Object({
  limit: LimitField(50),
  offset: OffsetField,
});
export type StudioCommissionQuery = Static<typeof StudioCommissionQuery>;

/** PUT /studio/commission/member/{id}; null gives the member the studio's default again. */
export const MemberShareBody = Type.Object({ memberSharePercent: NullablePercent });
export type MemberShareBody = Static<typeof MemberShareBody>;

/** PUT /admin/performers/{id}/commission: the sale types to set; null clears a rate. */
export const AdminPerformerCommissionBody = Type.Partial(perSaleType(NullablePercent), { additionalProperties: false, minProperties: 1 });
export type AdminPerformerCommissionBody = Static<typeof AdminPerformerCommissionBody>;

/** The rates set for one performer (not the effective ones): null where none is set. */
export const AdminPerformerCommission = Type.Object({
  performerId: Type.String(),
  rates: perSaleType(Type.Union([Type.Integer(), Type.Null()])),
});
export type AdminPerformerCommission = Static<typeof AdminPerformerCommission>;

/** PUT /admin/studios/{id}/commission; null returns to the site default. */
export const AdminStudioCommissionBody = Type.Object(
  { commissionPercent: Type.Optional(NullablePercent), memberSharePercent: Type.Optional(NullablePercent) },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminStudioCommissionBody = Static<typeof AdminStudioCommissionBody>;

/** GET and PUT /admin/commission: the site defaults every sale falls back to. */
export const SiteCommission = Type.Object({
  /** The platform's percentage of a sale when neither performer nor studio sets one. */
  performerCommission: Type.Integer(),
  /** A studio member's percentage of what remains for the studio when neither member nor studio sets one. */
  studioMemberShare: Type.Integer(),
});
export type SiteCommission = Static<typeof SiteCommission>;

// A site default cannot be cleared: with type coercion on, null would be read as 0, so
// `not` refuses it as sent (it has no type of its own, so nothing is coerced before it;
// a const, because a `type: 'null'` would itself read 0 as null).
const SitePercent = Type.Unsafe<number>(
  Type.Union([Type.Null(), PercentField], { not: { const: null }, errorMessage: 'Must be between 0 and 100' }),
);

/** PUT /admin/commission: either default or both. */
export const SiteCommissionBody = Type.Object(
  { performerCommission: Type.Optional(SitePercent), studioMemberShare: Type.Optional(SitePercent) },
  { additionalProperties: false, minProperties: 1 },
);
export type SiteCommissionBody = Static<typeof SiteCommissionBody>;

/** GET /admin/performers/commission: a name or username filter and the page. */
export const AdminPerformerCommissionQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: LimitField(),
  offset: OffsetField,
});
export type AdminPerformerCommissionQuery = Static<typeof AdminPerformerCommissionQuery>;

/** One performer in the administrators' list: their own rates, and what applies where they have none. */
export const AdminPerformerRates = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  studioName: Type.Union([Type.String(), Type.Null()]),
  /** The performer's own rate per sale type; null where the default applies. */
  rates: perSaleType(Type.Union([Type.Integer(), Type.Null()])),
  /** The percentage where no own rate is set: the studio's, else the site default. */
  defaultPercent: Type.Integer(),
});
export type AdminPerformerRates = Static<typeof AdminPerformerRates>;

export const AdminPerformerRatesList = ListOf(AdminPerformerRates);
export type AdminPerformerRatesList = Static<typeof AdminPerformerRatesList>;

/** One studio in the administrators' list with its own values; null where the site default applies. */
export const AdminStudioRates = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  commissionPercent: Type.Union([Type.Integer(), Type.Null()]),
  memberSharePercent: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminStudioRates = Static<typeof AdminStudioRates>;

export const AdminStudioRatesList = ListOf(AdminStudioRates);
export type AdminStudioRatesList = Static<typeof AdminStudioRatesList>;
