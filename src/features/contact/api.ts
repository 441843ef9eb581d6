/** The contact form's call. */
import type { Static } from '@sinclair/typebox';
import { post } from '@/lib/http';
import type { ContactBody } from '@/shared/schemas/performers';

export type ContactMessage = Static<typeof ContactBody>;

/** Resolves with the server's confirmation text. */
export const apiSendContact = (body: ContactMessage) => post<{ message: string }>('/contact', body, { token: null });
