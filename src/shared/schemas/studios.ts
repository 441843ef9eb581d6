/**
 * A studio's members and invitations (docs/domain.md#studios): the studio's list of
 * its members and of the performers it invited, inviting an existing performer or
 * making a new performer account as a member, a member's status inside the studio
 * (active or inactive), and the performer's side: their pending invitations, accepting
 * or declining one, leaving the studio. Token amounts are tokens (two decimals at most).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeField, EmailField, LimitField, ListOf, NameField, OffsetField, UsernameField } from './common';
import { STREAMING_STATUSES } from '../constants';

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** The list's filter: members by status, or the performers invited and not yet answering. */
export const MEMBER_FILTERS = ['active', 'inactive', 'invited'] as const;

/** The texts of the refusals, one place for the server and the tests. */
export const STUDIO_TEXTS = {
  memberNotFound: 'Member not found',
  performerNotFound: 'No performer has this username or e-mail address',
  notYourself: "A studio cannot invite itself: type a performer's username or e-mail address",
  inAnotherStudio: 'This performer already belongs to a studio',
  alreadyMember: 'This performer is already your member',
  alreadyInvited: 'This performer already has your invitation',
  invitationNotFound: 'Invitation not found',
  invitationClosed: 'This invitation has already been answered',
  notAMember: 'You are not a member of a studio',
} as const;

/** GET /studio/members: a page of members (or of invited performers), searched by name or username. */
export const StudioMembersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union(
      MEMBER_FILTERS.map((status) => Type.Literal(status)),
      { errorMessage: 'Unknown status' },
    ),
  ),
  /** The period of `earnings`; every sale when absent. */
  fromDate: Type.Optional(DateTimeField),
  toDate: Type.Optional(DateTimeField),
  limit: LimitField(20),
  offset: OffsetField,
});
export type StudioMembersQuery = Static<typeof StudioMembersQuery>;

/** One row of the studio's list: a member, or (filter `invited`) a performer with a pending invitation. */
export const StudioMember = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.String(),
  /** `invited` for a performer who has not answered yet. */
  memberStatus: Type.Union([...MEMBER_STATUSES, 'invited' as const].map((status) => Type.Literal(status))),
  /** The account's review: `pending` for a member the studio made who is not approved yet. */
  accountStatus: Type.String(),
  streamingStatus: Type.Union(STREAMING_STATUSES.map((status) => Type.Literal(status))),
  isOnline: Type.Boolean(),
  /** The member's balance in tokens. */
  balance: Type.Number(),
  /** What the member's sales made in the period: the gross, the member's net, the studio's part. */
  earnings: Type.Object({ gross: Type.Number(), member: Type.Number(), studio: Type.Number() }),
  /** The member's share in effect (their own, else the studio's default). */
  memberSharePercent: Type.Integer(),
  /** The pending invitation's id (filter `invited`), else null. */
  invitationId: Type.Union([Type.String(), Type.Null()]),
});
export type StudioMember = Static<typeof StudioMember>;

export const StudioMemberList = ListOf(StudioMember);
export type StudioMemberList = Static<typeof StudioMemberList>;

/** POST /studio/members, inviting: an existing performer by username or e-mail address. */
export const InviteMemberBody = Type.Object({
  invite: Type.String({ minLength: 1, maxLength: 254, errorMessage: 'Type a username or an e-mail address' }),
});
/** POST /studio/members, making: a new performer account, which sets its password from a mailed link and is reviewed. */
export const CreateMemberBody = Type.Object({
  name: NameField,
  username: UsernameField,
  email: EmailField,
  dateOfBirth: Type.String({ minLength: 1, maxLength: 30 }),
  /** Never beside these fields: an `invite` that is no text makes the body neither shape. */
  invite: Type.Optional(Type.Never({ errorMessage: 'Type a username or an e-mail address' })),
});
/**
 * Either shape; a body with `invite` invites. No `additionalProperties: false` on the
 * two: the validator removes such properties while it tries the first shape.
 */
export const AddMemberBody = Type.Union([InviteMemberBody, CreateMemberBody]);
export type AddMemberBody = Static<typeof AddMemberBody>;

/** What POST /studio/members did. */
export const AddMemberResult = Type.Object({
  /** `invited`: an invitation waits for the performer; `created`: a new member waits for review. */
  outcome: Type.Union([Type.Literal('invited'), Type.Literal('created')]),
  performerId: Type.String(),
  invitationId: Type.Union([Type.String(), Type.Null()]),
});
export type AddMemberResult = Static<typeof AddMemberResult>;

/** POST /studio/members/{id}/{action}. */
export const MemberActionParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
  action: Type.Union(
    MEMBER_STATUSES.map((status) => Type.Literal(status)),
    { errorMessage: 'The action is active or inactive' },
  ),
});
export type MemberActionParams = Static<typeof MemberActionParams>;

/** POST /studio/members/{id}/{action}: the member and their status now. */
export const MemberStatusResult = Type.Object({ _id: Type.String(), memberStatus: MemberActionParams.properties.action });
export type MemberStatusResult = Static<typeof MemberStatusResult>;

/** A studio's invitation as the performer sees it. */
export const StudioInvitation = Type.Object({
  _id: Type.String(),
  studio: Type.Object({ _id: Type.String(), name: Type.String(), username: Type.Union([Type.String(), Type.Null()]) }),
  status: Type.Union(['pending', 'accepted', 'declined', 'cancelled'].map((status) => Type.Literal(status))),
  createdAt: Type.String(),
});
export type StudioInvitation = Static<typeof StudioInvitation>;

export const StudioInvitationList = Type.Object({ data: Type.Array(StudioInvitation) });
export type StudioInvitationList = Static<typeof StudioInvitationList>;

const Count = Type.Integer({ minimum: 0 });

/** What the members' sales made, in tokens: the gross, the studio's share and what the members got. */
export const StudioEarningFigures = Type.Object({ gross: Type.Number(), studio: Type.Number(), members: Type.Number() });
export type StudioEarningFigures = Static<typeof StudioEarningFigures>;

/**
 * GET /studio/stats (the range as the administrators' statistics take it: days in
 * Europe/Amsterdam, the last 30 by default): the members now, and the earnings of the
 * range in all and per day, from the studio's rows of the ledger.
 */
export const StudioStats = Type.Object({
  fromDate: Type.String(),
  toDate: Type.String(),
  timeZone: Type.String(),
  /** Every member, active or inactive. */
  totalPerformer: Count,
  activeMembers: Count,
  inactiveMembers: Count,
  /** Members connected now (with or without a show). */
  onlineNow: Count,
  /** Members in a public show now. */
  liveNow: Count,
  /** Members in a private or group show now. */
  inShowNow: Count,
  earnings: StudioEarningFigures,
  /** Every day of the range, oldest first. */
  days: Type.Array(Type.Composite([Type.Object({ date: Type.String() }), StudioEarningFigures])),
});
export type StudioStats = Static<typeof StudioStats>;
