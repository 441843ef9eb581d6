/** Typed calls of a studio's members and a performer's studio invitations (docs/domain.md#studios). */
import { del, get, post } from '@/lib/http';
import type { Success } from '@/shared/schemas/common';
import type { AdminStatisticsQuery } from '@/shared/schemas/statistics';
import type {
  AddMemberBody,
  AddMemberResult,
  MemberStatus,
  MemberStatusResult,
  StudioInvitationList,
  StudioMemberList,
  StudioMembersQuery,
  StudioStats,
} from '@/shared/schemas/studios';

/** The studio's figures over a range of days (Europe/Amsterdam). */
export const apiStudioStats = (range: AdminStatisticsQuery) => get<StudioStats>('/studio/stats', range);

export const apiStudioMembers = (query: StudioMembersQuery) => get<StudioMemberList>('/studio/members', query);

/** Invites a performer (`{ invite }`) or makes a new member account. */
export const apiAddMember = (body: AddMemberBody) => post<AddMemberResult>('/studio/members', body);

export const apiSetMemberStatus = (performerId: string, status: MemberStatus) =>
  post<MemberStatusResult>(`/studio/members/${encodeURIComponent(performerId)}/${status}`);

/** Removes a member, or withdraws the invitation to the performer. */
export const apiRemoveMember = (performerId: string) => del<Success>(`/studio/members/${encodeURIComponent(performerId)}`);

export const apiStudioInvitations = () => get<StudioInvitationList>('/performers/studio-invitations');

export const apiAnswerInvitation = (id: string, accept: boolean) =>
  post<Success>(`/performers/studio-invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`);

export const apiLeaveStudio = () => post<Success>('/performers/studio/leave');
