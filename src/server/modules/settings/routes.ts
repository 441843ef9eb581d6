/**
 * GET /settings/public (?group=ui for the UI settings, ?group=streaming for the streaming settings), POST /settings/keys, GET /menus;
 * administrators: GET and PUT /admin/settings?group=site|public|streaming|money.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LocaleQuery, Ok } from '@/shared/schemas/common';
import { Menu, PublicSettings, SettingsKeysBody, SettingsKeysResult, SettingsQuery, UiSettings } from '@/shared/schemas/settings';
import { StreamingSettings } from '@/shared/schemas/streaming';
import { AdminSettings, AdminSettingsBody, AdminSettingsQuery } from '@/shared/schemas/admin-settings';
import { auditActor } from '../audit/service';
import { createAdminSettingsService } from './admin-service';

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { settings } = app;
  const adminSettings = createAdminSettingsService(app.deps, settings);
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        querystring: SettingsQuery,
        response: { 200: Ok(Type.Union([PublicSettings, UiSettings, StreamingSettings])) },
      },
    },
    async (request) => {
      if (request.query.group === 'ui') return settings.uiSettings(request.query.locale);
      if (request.query.group === 'streaming') return settings.streamingSettings();
      return settings.publicSettings();
    },
  );

  app.post(
    '/settings/keys',
    { schema: { tags: ['settings'], body: SettingsKeysBody, response: { 200: Ok(SettingsKeysResult) } } },
    async (request) => settings.publicValues(request.body.keys),
  );

  app.get(
    '/menus',
    { schema: { tags: ['settings'], querystring: LocaleQuery, response: { 200: Ok(Type.Array(Menu)) } } },
    async (request) => settings.menuList(request.query.locale),
  );

  app.get(
    '/admin/settings',
    { onRequest: app.requireRole('admin'), schema: { ...admin, querystring: AdminSettingsQuery, response: { 200: Ok(AdminSettings) } } },
    async (request) => adminSettings.group(request.query.group),
  );

  app.put(
    '/admin/settings',
    {
      onRequest: app.requireRole('admin'),
      schema: { ...admin, querystring: AdminSettingsQuery, body: AdminSettingsBody, response: { 200: Ok(AdminSettings) } },
    },
    async (request) => adminSettings.update(request.query.group, request.body, auditActor(request)),
  );
};

export default settingsRoutes;
