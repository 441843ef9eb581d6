/**
 * Commission as administrators manage it: the site defaults every sale falls back to,
 * and the lists of performers and studios with the rates set for each (null where the
 * default applies). Setting those rates is in service.ts, next to what the accounts see.
 */
import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { badRequest } from '../../errors';
import { accounts, commissionRates, performers, studios } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { readPage } from '../../db/paging';
import { commissionDefaults } from '../ledger/defaults';
import type { SettingsService } from '../settings/service';
import { changedFields, recordAudit, type AuditActor } from '../audit/service';
import { SALE_TYPES } from '@/shared/constants';
import type { SaleType } from '@/shared/schemas/earnings';
import type {
  AdminPerformerCommissionQuery,
  AdminPerformerRatesList,
  AdminStudioRatesList,
  SiteCommission,
  SiteCommissionBody,
  StudioCommissionQuery,
} from '@/shared/schemas/commission';

const studioAccounts = alias(accounts, 'studio_accounts');

/** Unknown fields are dropped by validation, so a body may arrive empty. */
export const NO_DEFAULT = 'Please set the platform percentage or the member share';

export function createAdminCommissionService(deps: Deps, settings: SettingsService) {
  const { db } = deps.database;

  async function siteCommission(): Promise<SiteCommission> {
    const defaults = await commissionDefaults(settings);
    return { performerCommission: defaults.platformPercent, studioMemberShare: defaults.memberSharePercent };
  }

  /** Own rates of the given performers, by performer and sale type. */
  async function ratesOf(performerIds: string[]): Promise<Map<string, Map<SaleType, number>>> {
    const byPerformer = new Map<string, Map<SaleType, number>>();
    if (!performerIds.length) return byPerformer;
    const rows = await db.select().from(commissionRates).where(inArray(commissionRates.performerId, performerIds));
    for (const row of rows) {
      const own = byPerformer.get(row.performerId) ?? new Map<SaleType, number>();
      own.set(row.saleType, row.percent);
      byPerformer.set(row.performerId, own);
    }
    return byPerformer;
  }

  return {
    /** The defaults in effect: saved settings, else the code's defaults. */
    siteCommission,

    /** Saves the given defaults as settings; the next sale is split by them. */
    async setSiteCommission(actor: AuditActor, body: SiteCommissionBody): Promise<SiteCommission> {
      if (body.performerCommission === undefined && body.studioMemberShare === undefined) throw badRequest(NO_DEFAULT);
      const before = await siteCommission();
      await db.transaction(async (tx) => {
        await settings.save({ performerCommission: body.performerCommission, studioMemberShare: body.studioMemberShare }, tx);
        await recordAudit(tx, actor, {
          action: 'commission.update',
          targetType: 'commission',
          targetId: 'site',
          ...changedFields(before, body),
        });
      });
      await settings.changed();
      return siteCommission();
    },

    /** Performers by name, filtered on name or username, with their own rates. */
    async performerRates(query: AdminPerformerCommissionQuery): Promise<AdminPerformerRatesList> {
      const q = query.q?.trim();
      const where = q ? or(ilike(accounts.name, containsPattern(q)), ilike(accounts.username, containsPattern(q))) : undefined;
      const [{ rows, total }, defaults] = await Promise.all([
        readPage(
          db
            .select({
              id: accounts.id,
              name: accounts.name,
              username: accounts.username,
              studioName: studioAccounts.name,
              studioRate: studios.commissionPercent,
            })
            .from(performers)
            .innerJoin(accounts, eq(accounts.id, performers.accountId))
            .leftJoin(studios, eq(studios.accountId, performers.studioId))
            .leftJoin(studioAccounts, eq(studioAccounts.id, performers.studioId))
            .where(where)
            .orderBy(asc(accounts.name), asc(accounts.id)),
          db.select({ total: count() }).from(performers).innerJoin(accounts, eq(accounts.id, performers.accountId)).where(where),
          query,
          20,
        ),
        commissionDefaults(settings),
      ]);
      const rates = await ratesOf(rows.map((row) => row.id));
      return {
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          username: row.username,
          studioName: row.studioName,
          rates: Object.fromEntries(SALE_TYPES.map((type) => [type, rates.get(row.id)?.get(type) ?? null])) as Record<
            SaleType,
            number | null
          >,
          defaultPercent: row.studioRate ?? defaults.platformPercent,
        })),
        total,
      };
    },

    /** Studios by name with their own platform percentage and member share. */
    async studioRates(query: StudioCommissionQuery): Promise<AdminStudioRatesList> {
      const { rows, total } = await readPage(
        db
          .select({
            id: accounts.id,
            name: accounts.name,
            commissionPercent: studios.commissionPercent,
            memberSharePercent: studios.memberSharePercent,
          })
          .from(studios)
          .innerJoin(accounts, eq(accounts.id, studios.accountId))
          .orderBy(asc(accounts.name), asc(accounts.id)),
        db.select({ total: count() }).from(studios),
        query,
        20,
      );
      return { data: rows.map(({ id, ...row }) => ({ _id: id, ...row })), total };
    },
  };
}
