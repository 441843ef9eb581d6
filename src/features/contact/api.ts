/** The contact form's call. */
import { post } from '@/lib/http';
import type { MessageResult } from '@/shared/schemas/common';
import type { ContactBody } from '@/shared/schemas/performers';

/** Resolves with the server's confirmation text. */
export const apiSendContact = (body: ContactBody) => post<MessageResult>('/contact', body, { token: null });
