/**
 * POST /contact: a visitor's message, mailed to the site's administrator
 * (ADMIN_EMAIL) with the visitor as reply-to. At most 5 per hour per address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResult, Ok } from '@/shared/schemas/common';
import { ContactBody } from '@/shared/schemas/performers';
import { createContactService } from './service';

const contactLimit = { rateLimit: { max: 5, timeWindow: 60 * 60 * 1000 } };

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const contact = createContactService(app.deps);

  app.post(
    '/contact',
    { config: contactLimit, schema: { tags: ['contact'], body: ContactBody, response: { 200: Ok(MessageResult) } } },
    async (request) => contact.send(request.body),
  );
};

export default contactRoutes;
