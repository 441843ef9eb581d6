/** Typed calls of the signed-in account: its profile, avatar, password, suspension and a studio's documents. */
import { get, post, put, upload } from '@/lib/http';
import type { Role } from '@/shared/constants';
import type { LoginResult, PasswordUpdateBody } from '@/shared/schemas/auth';
import type { MessageResult } from '@/shared/schemas/common';
import type { AvatarResult, CurrentAccount, CurrentPerformer, CurrentStudio, CurrentUser, DocumentsResult } from '@/shared/schemas/profile';

/** The /me call of each role. */
export function apiGetMe(role: Role, token?: string): Promise<CurrentAccount> {
  const options = token ? { token } : undefined;
  if (role === 'performer') return get<CurrentPerformer>('/performers/me', undefined, options);
  if (role === 'studio') return get<CurrentStudio>('/studio/me', undefined, options);
  return get<CurrentUser>('/users/me', undefined, options);
}

export function apiUpdateProfile(role: Role, body: Record<string, unknown>): Promise<CurrentAccount> {
  if (role === 'performer') return put<CurrentPerformer>('/performers', body);
  if (role === 'studio') return put<CurrentStudio>('/studio/update', body);
  return put<CurrentUser>('/users', body);
}

const AVATAR_PATH: Record<Role, string> = {
  user: '/users/avatar/upload',
  admin: '/users/avatar/upload',
  performer: '/performers/avatar/upload',
  studio: '/studio/avatar/upload',
};

export function apiUploadAvatar(role: Role, file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return upload<AvatarResult>(AVATAR_PATH[role], form);
}

const SUSPEND_PATH: Partial<Record<Role, string>> = {
  user: '/users/suspend-account',
  performer: '/performers/suspend-account',
  studio: '/studio/suspend-account',
};

export function apiSuspendAccount(role: Role, password: string) {
  const path = SUSPEND_PATH[role];
  if (!path) return Promise.reject(new Error('This account cannot be suspended here'));
  return post<MessageResult>(path, { password });
}

/** The new token: the change ends every other session of the account. */
export const apiUpdatePassword = (body: PasswordUpdateBody) => put<LoginResult>('/auth/users/me/password', body);

/** A studio's new identity documents (both, in one multipart form), reviewed again by an administrator. */
export const apiUploadStudioDocuments = (form: FormData) => upload<DocumentsResult>('/studio/documents/upload', form);
