/** The contact form's call. */
import { post } from '@/lib/http';
import type { MessageResult } from '@/shared/schemas/common';
import type { ContactBody } from '@/shared/schemas/performers';

/** The old name of ContactBody, kept for `components/ContactForm.tsx`. */
export type ContactMessage = ContactBody;

/** Resolves with the server's confirmation text. */
export const apiSendContact = (body: ContactBody) => post<MessageResult>('/contact', body, { token: null });
