/**
 * What a performer sets about themself: the bio in other languages, the per-minute
 * prices of private and group shows, the broadcast settings and the working hours.
 */
import { eq, sql } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Deps } from '../../deps';
import { performers } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import {
  BroadcastSettings,
  type BioTranslationBody,
  type BioTranslationResult,
  type DefaultPriceBody,
  type WorkingDay,
  type WorkingHours,
} from '@/shared/schemas/performers';
import { LOCALES, WEEKDAYS, type Weekday } from '@/shared/constants';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export function createPerformerSettingsService(deps: Deps) {
  const { db } = deps.database;

  return {
    /**
     * POST /performers/{id}/translations: the performer's bio in one of the site's
     * languages. An empty bio removes that translation.
     */
    async setBioTranslation(performerId: string, askerId: string, body: BioTranslationBody): Promise<BioTranslationResult> {
      if (performerId !== askerId) throw forbidden('You can only translate your own bio');
      if (!(LOCALES as readonly string[]).includes(body.locale)) {
        throw badRequest(`Unknown language "${body.locale}": use one of ${LOCALES.join(', ')}`);
      }
      const bio = body.bio.trim();
      const translations = bio
        ? sql`${performers.bioTranslations} || jsonb_build_object(${body.locale}::text, ${bio}::text)`
        : sql`${performers.bioTranslations} - ${body.locale}::text`;
      const [row] = await db
        .update(performers)
        .set({ bioTranslations: translations, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ bioTranslations: performers.bioTranslations });
      if (!row) throw notFound('Performer not found');
      return { locale: body.locale, bio, bioTranslations: row.bioTranslations };
    },

    /** POST /performers/default-price/update: per-minute prices of private and group shows, and the own price per message. */
    async updateDefaultPrice(performerId: string, body: DefaultPriceBody): Promise<DefaultPriceBody> {
      const [row] = await db
        .update(performers)
        .set({
          privateCallPrice: body.privateCallPrice,
          groupCallPrice: body.groupCallPrice,
          ...(body.messagePrice !== undefined && { messagePrice: body.messagePrice }),
          updatedAt: new Date(),
        })
        .where(eq(performers.accountId, performerId))
        .returning({
          privateCallPrice: performers.privateCallPrice,
          groupCallPrice: performers.groupCallPrice,
          messagePrice: performers.messagePrice,
        });
      if (!row) throw notFound('Performer not found');
      return row;
    },

    /** POST /performers/broadcast-setting/update: the given settings replace only their own keys. */
    async updateBroadcastSettings(performerId: string, body: BroadcastSettings): Promise<BroadcastSettings> {
      // Only the contract's keys are stored: the body may carry others.
      const patch = Object.fromEntries(
        Object.keys(BroadcastSettings.properties).flatMap((key) => (key in body ? [[key, body[key as keyof BroadcastSettings]]] : [])),
      );
      const [row] = await db
        .update(performers)
        .set({ broadcastSettings: sql`${performers.broadcastSettings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ broadcastSettings: performers.broadcastSettings });
      if (!row) throw notFound('Performer not found');
      return row.broadcastSettings as BroadcastSettings;
    },

    /** POST /performers/working-hours/update: the whole week; on open days the end follows the start. */
    async updateWorkingHours(performerId: string, body: WorkingHours): Promise<WorkingHours> {
      // The schema requires every weekday; its static type cannot say so (keys from a mapped list).
      const days = body as Record<Weekday, Static<typeof WorkingDay>>;
      const week = {} as Record<Weekday, Static<typeof WorkingDay>>;
      for (const day of WEEKDAYS) {
        const { start, end, closed } = days[day];
        if (!closed && end <= start) throw badRequest(`${DAY_NAMES[day]}: the end time must be after the start time`);
        week[day] = { start, end, closed };
      }
      const [row] = await db
        .update(performers)
        .set({ workingHours: week, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ accountId: performers.accountId });
      if (!row) throw notFound('Performer not found');
      return week;
    },
  };
}
