/**
 * Commission settings (docs/domain.md#sales-and-commission; ledger/sales.ts applies them to each sale):
 * what performers and studios see of their percentages, studios setting their
 * members' shares, administrators setting per-performer rates and studio rates.
 * The effective values follow the same order as a sale: own, else studio, else site.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import { accounts, commissionRates, performers, studios } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Db, Tx } from '../../db/client';
import { commissionDefaults } from '../ledger/defaults';
import { ownMember } from '../studios/service';
import { changedFields, recordAudit, type AuditActor } from '../audit/service';
import type { createSettingsService } from '../settings/service';
import { SALE_TYPES } from '@/shared/constants';
import type { SaleType } from '@/shared/schemas/earnings';
import type {
  AdminPerformerCommission,
  AdminPerformerCommissionBody,
  AdminStudioCommissionBody,
  PerformerCommission,
  StudioCommissionQuery,
  StudioCommissionSetting,
  StudioMemberCommission,
  StudioMemberCommissionList,
} from '@/shared/schemas/commission';

type Settings = ReturnType<typeof createSettingsService>;

export const NO_SALE_TYPE = 'Please set the rate of at least one sale type';

const perSaleType = <T>(value: (type: SaleType) => T) =>
  Object.fromEntries(SALE_TYPES.map((type) => [type, value(type)])) as Record<SaleType, T>;

export function createCommissionService(deps: Deps, settings: Settings) {
  const { db } = deps.database;

  async function ownRates(performerId: string, tx: Tx | Db = db): Promise<Map<SaleType, number>> {
    const rows = await tx
      .select({ saleType: commissionRates.saleType, percent: commissionRates.percent })
      .from(commissionRates)
      .where(eq(commissionRates.performerId, performerId));
    return new Map(rows.map((row) => [row.saleType, row.percent]));
  }

  async function studioSetting(studioId: string): Promise<StudioCommissionSetting> {
    const [row] = await db
      .select({ commission: studios.commissionPercent, share: studios.memberSharePercent })
      .from(studios)
      .where(eq(studios.accountId, studioId));
    if (!row) throw notFound('Studio not found');
    const defaults = await commissionDefaults(settings);
    return {
      commissionPercent: row.commission ?? defaults.platformPercent,
      memberSharePercent: row.share ?? defaults.memberSharePercent,
      commissionIsDefault: row.commission === null,
      memberShareIsDefault: row.share === null,
    };
  }

  /** The studio's members with the share each one gets. */
  async function studioMembers(studioId: string, query: StudioCommissionQuery): Promise<StudioMemberCommissionList> {
    const setting = await studioSetting(studioId);
    const where = eq(performers.studioId, studioId);
    const { rows, total } = await readPage(
      db
        .select({
          id: accounts.id,
          name: accounts.name,
          username: accounts.username,
          memberStatus: performers.memberStatus,
          share: performers.memberSharePercent,
        })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(where)
        .orderBy(asc(accounts.name), asc(accounts.id)),
      db.select({ total: count() }).from(performers).where(where),
      query,
      50,
    );
    return {
      data: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        username: row.username,
        memberStatus: row.memberStatus,
        memberSharePercent: row.share ?? setting.memberSharePercent,
        ownSharePercent: row.share,
      })),
      total,
    };
  }

  return {
    /** The performer's effective platform percentage per sale type, and their share inside a studio. */
    async performerCommission(performerId: string): Promise<PerformerCommission> {
      const [row] = await db
        .select({
          studioId: performers.studioId,
          memberShare: performers.memberSharePercent,
          studioName: accounts.name,
          studioRate: studios.commissionPercent,
          studioShare: studios.memberSharePercent,
        })
        .from(performers)
        .leftJoin(studios, eq(studios.accountId, performers.studioId))
        .leftJoin(accounts, eq(accounts.id, performers.studioId))
        .where(eq(performers.accountId, performerId));
      if (!row) throw notFound('Performer not found');
      const [own, defaults] = await Promise.all([ownRates(performerId), commissionDefaults(settings)]);
      return {
        rates: perSaleType((type) => own.get(type) ?? row.studioRate ?? defaults.platformPercent),
        studio: row.studioId
          ? {
              _id: row.studioId,
              name: row.studioName ?? '',
              memberSharePercent: row.memberShare ?? row.studioShare ?? defaults.memberSharePercent,
            }
          : null,
      };
    },

    studioSetting,

    studioMembers,

    /** Sets one of the studio's own members' share (404 for anyone else's, by `ownMember`); null returns them to the studio's default. */
    async setMemberShare(studioId: string, performerId: string, percent: number | null): Promise<StudioMemberCommission> {
      const updated = await db.transaction(async (tx) => {
        await ownMember(tx, studioId, performerId, true);
        const [row] = await tx
          .update(performers)
          .set({ memberSharePercent: percent, updatedAt: new Date() })
          .where(eq(performers.accountId, performerId))
          .returning({ memberStatus: performers.memberStatus });
        return row;
      });
      const [[member], setting] = await Promise.all([
        db.select({ name: accounts.name, username: accounts.username }).from(accounts).where(eq(accounts.id, performerId)),
        studioSetting(studioId),
      ]);
      return {
        _id: performerId,
        ...member,
        memberStatus: updated.memberStatus,
        memberSharePercent: percent ?? setting.memberSharePercent,
        ownSharePercent: percent,
      };
    },

    /** Sets or clears (null) a performer's own rates per sale type. */
    async setPerformerRates(actor: AuditActor, performerId: string, body: AdminPerformerCommissionBody): Promise<AdminPerformerCommission> {
      const [performer] = await db.select({ id: performers.accountId }).from(performers).where(eq(performers.accountId, performerId));
      if (!performer) throw notFound('Performer not found');
      if (!SALE_TYPES.some((type) => body[type] !== undefined)) throw badRequest(NO_SALE_TYPE);
      await db.transaction(async (tx) => {
        const was = await ownRates(performerId, tx);
        await recordAudit(tx, actor, {
          action: 'commission.update',
          targetType: 'account',
          targetId: performerId,
          ...changedFields(
            perSaleType<number | null>((type) => was.get(type) ?? null),
            body,
          ),
        });
        for (const [type, percent] of Object.entries(body) as Array<[SaleType, number | null | undefined]>) {
          if (percent === undefined) continue;
          if (percent === null)
            await tx.delete(commissionRates).where(and(eq(commissionRates.performerId, performerId), eq(commissionRates.saleType, type)));
          else
            await tx
              .insert(commissionRates)
              .values({ performerId, saleType: type, percent })
              .onConflictDoUpdate({
                target: [commissionRates.performerId, commissionRates.saleType],
                set: { percent, updatedAt: new Date() },
              });
        }
      });
      const own = await ownRates(performerId);
      return { performerId, rates: perSaleType((type) => own.get(type) ?? null) };
    },

    /** Sets or clears (null) a studio's platform percentage and default member share. */
    async setStudioCommission(actor: AuditActor, studioId: string, body: AdminStudioCommissionBody): Promise<StudioCommissionSetting> {
      const changes = {
        ...(body.commissionPercent !== undefined ? { commissionPercent: body.commissionPercent } : {}),
        ...(body.memberSharePercent !== undefined ? { memberSharePercent: body.memberSharePercent } : {}),
      };
      await db.transaction(async (tx) => {
        const [was] = await tx
          .select({ commissionPercent: studios.commissionPercent, memberSharePercent: studios.memberSharePercent })
          .from(studios)
          .where(eq(studios.accountId, studioId))
          .for('update');
        if (!was) throw notFound('Studio not found');
        await tx
          .update(studios)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(studios.accountId, studioId));
        await recordAudit(tx, actor, {
          action: 'commission.update',
          targetType: 'account',
          targetId: studioId,
          ...changedFields(was, changes),
        });
      });
      return studioSetting(studioId);
    },
  };
}
