/** Typed calls of a viewer's public profile, and the performer's block of that viewer and mute in their chat. */
import { del, get, post } from '@/lib/http';
import type { Success } from '@/shared/schemas/common';
import type { MuteBody } from '@/shared/schemas/messaging';
import type { Blocking } from '@/shared/schemas/performers';
import type { PublicUserProfile } from '@/shared/schemas/users';

export const apiViewerProfile = (userId: string) => get<PublicUserProfile>(`/users/view/${encodeURIComponent(userId)}`);

/** Adds the viewer to the signed-in performer's blocked users. */
export const apiBlockViewer = (userId: string) => post<Blocking>('/performers/blocking/update', { userIds: [userId] });

export const apiUnblockViewer = (userId: string) => del<Blocking>('/performers/blocking/users', { userId });

const chat = (conversationId: string) => `/messages/stream/public/conversations/${encodeURIComponent(conversationId)}`;

/** Mutes the viewer in the performer's public chat `conversationId`. */
export const apiMuteViewer = (conversationId: string, body: MuteBody) => post<Success>(`${chat(conversationId)}/mutes`, body);

/** Ends the viewer's mute and ban in the chat. */
export const apiLiftViewerSanctions = (conversationId: string, userId: string) =>
  del<Success>(`${chat(conversationId)}/sanctions/${encodeURIComponent(userId)}`);
