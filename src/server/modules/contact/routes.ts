/**
 * POST /contact: a visitor's message, mailed to the site's administrator
 * (ADMIN_EMAIL) with the visitor as reply-to. At most 5 per hour per address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Ok } from '@/shared/schemas/common';
import { ContactBody } from '@/shared/schemas/performers';
import { MSG } from '@/shared/messages';
import { badRequest } from '../../errors';

const ContactResult = Type.Object({ message: Type.String() });
const THANK_YOU = 'Thank you, we will answer you soon.';
const contactLimit = { rateLimit: { max: 5, timeWindow: 60 * 60 * 1000 } };

/** One line, so a name cannot add headers or fake a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, mailer } = app.deps;

  app.post(
    '/contact',
    { config: contactLimit, schema: { tags: ['contact'], body: ContactBody, response: { 200: Ok(ContactResult) } } },
    async (request) => {
      const name = oneLine(request.body.name);
      const { email, message } = request.body;
      if (!name || !message.trim()) throw badRequest(MSG.required);
      await mailer.send({
        to: config.adminEmail,
        replyTo: { name, address: email },
        subject: `Contact form: ${name}`,
        text: `${name} <${email}> wrote through the contact form:\n\n${message.trim()}\n`,
      });
      return { message: THANK_YOU };
    },
  );
};

export default contactRoutes;
