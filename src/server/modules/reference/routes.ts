/** GET /countries/list, /languages/list, /phone-codes/list, /timezones/list; `locale` names the language of the names (nl by default). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LocaleQuery, Ok } from '@/shared/schemas/common';
import { Country, Language, PhoneCode, Timezone } from '@/shared/schemas/reference';
import { countryList, languageList, phoneCodeList, timezoneList } from './service';

const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = <T extends Parameters<typeof Type.Array>[0]>(item: T) => ({
    tags: ['reference'],
    querystring: LocaleQuery,
    response: { 200: Ok(Type.Array(item)) },
  });
  // The lists change only with the runtime's data: let browsers keep them for an hour.
  const cacheable = {
    onRequest: async (_request: unknown, reply: { header: (name: string, value: string) => unknown }) => {
      reply.header('cache-control', 'public, max-age=3600');
    },
  };

  app.get('/countries/list', { schema: schema(Country), ...cacheable }, async (request) => countryList(request.query.locale));
  app.get('/languages/list', { schema: schema(Language), ...cacheable }, async (request) => languageList(request.query.locale));
  app.get('/phone-codes/list', { schema: schema(PhoneCode), ...cacheable }, async (request) => phoneCodeList(request.query.locale));
  app.get('/timezones/list', { schema: schema(Timezone), ...cacheable }, async () => timezoneList());
};

export default referenceRoutes;
