/**
 * Machine translation: POST /messages/{id}/translations (a message into the reader's
 * language), POST /i18n/translate/footer/menus and POST /i18n/translate/content (an
 * administrator's texts into the site's other languages, for review).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import {
  ContentTranslationBody,
  ContentTranslationResult,
  MenuTranslationBody,
  MenuTranslationResult,
  MessageTranslation,
  MessageTranslationBody,
} from '@/shared/schemas/translations';
import { createTranslationService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

const schema = { tags: ['translations'], security: [{ bearer: [] }] };
/** Each call may keep the engine busy for a while: a reader's clicks are many, an administrator's few. */
const readerLimit = { rateLimit: { max: 60, timeWindow: 60_000 }, ...PRIVATE_WRITE };
const adminLimit = { rateLimit: { max: 30, timeWindow: 60_000 }, ...PRIVATE_WRITE };

const translationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const translations = createTranslationService(app.deps);
  const members = app.requireRole('user', 'performer');
  const admin = app.requireRole('admin');

  app.post(
    '/messages/:id/translations',
    {
      config: readerLimit,
      onRequest: members,
      schema: { ...schema, params: IdParam, body: MessageTranslationBody, response: { 200: Ok(MessageTranslation) } },
    },
    (request) => translations.translateMessage(request.account!, request.params.id, request.body),
  );

  app.post(
    '/i18n/translate/footer/menus',
    {
      config: adminLimit,
      onRequest: admin,
      schema: { ...schema, body: MenuTranslationBody, response: { 200: Ok(MenuTranslationResult) } },
    },
    (request) => translations.translateMenus(request.body),
  );

  app.post(
    '/i18n/translate/content',
    {
      config: adminLimit,
      onRequest: admin,
      schema: { ...schema, body: ContentTranslationBody, response: { 200: Ok(ContentTranslationResult) } },
    },
    (request) => translations.translateContent(request.body),
  );
};

export default translationRoutes;
