/**
 * The contact form: a visitor's message, mailed to the site's administrator
 * (ADMIN_EMAIL) with the visitor as reply-to, so that answering it is one click.
 */
import type { Deps } from '../../deps';
import { badRequest } from '../../errors';
import type { MessageResult } from '@/shared/schemas/common';
import type { ContactBody } from '@/shared/schemas/performers';
import { MSG } from '@/shared/messages';

const THANK_YOU = 'Thank you, we will answer you soon.';

/** One line, so a name cannot add headers or fake a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function createContactService(deps: Deps) {
  const { config, mailer } = deps;

  return {
    /** POST /contact. A name or message of blanks alone is refused as missing. */
    async send(body: ContactBody): Promise<MessageResult> {
      const name = oneLine(body.name);
      const { email, message } = body;
      if (!name || !message.trim()) throw badRequest(MSG.required);
      await mailer.send({
        to: config.adminEmail,
        replyTo: { name, address: email },
        subject: `Contact form: ${name}`,
        text: `${name} <${email}> wrote through the contact form:\n\n${message.trim()}\n`,
      });
      return { message: THANK_YOU };
    },
  };
}
