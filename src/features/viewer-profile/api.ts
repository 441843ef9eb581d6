/** Typed calls of a viewer's public profile, and the performer's block of that viewer. */
import { del, get, post } from '@/lib/http';
import type { Blocking } from '@/shared/schemas/performers';
import type { PublicUserProfile } from '@/shared/schemas/users';

export const apiViewerProfile = (userId: string) => get<PublicUserProfile>(`/users/view/${encodeURIComponent(userId)}`);

/** Adds the viewer to the signed-in performer's blocked users. */
export const apiBlockViewer = (userId: string) => post<Blocking>('/performers/blocking/update', { userIds: [userId] });

export const apiUnblockViewer = (userId: string) => del<Blocking>('/performers/blocking/users', { userId });
