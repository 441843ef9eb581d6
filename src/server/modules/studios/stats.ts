/**
 * A studio's figures (GET /studio/stats): its members as they are now (how many,
 * active, inactive, online, live, in a show) and what their sales made over a range of
 * days, in all and per day. The money is the studio's rows of the earnings ledger with
 * the members' rows of the same sales: a sale counts for the studio when its member was
 * the studio's at the moment of the sale, whoever they belong to now. Days are
 * Europe/Amsterdam days, as in the administrators' statistics.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { earnings, performers } from '../../db/schema';
import { toTokens } from '../ledger/ledger';
import { addDays, statisticsRange } from '../statistics/service';
import { STATISTICS_TIME_ZONE, type AdminStatisticsQuery } from '@/shared/schemas/statistics';
import type { StudioEarningFigures, StudioStats } from '@/shared/schemas/studios';

export function createStudioStats(deps: Deps) {
  const { db } = deps.database;

  return async function stats(studioId: string, query: AdminStatisticsQuery): Promise<StudioStats> {
    const range = statisticsRange(query);
    const zone = STATISTICS_TIME_ZONE;
    const start = sql`(${range.fromDate}::date)::timestamp at time zone ${zone}`;
    const end = sql`(${addDays(range.toDate, 1)}::date)::timestamp at time zone ${zone}`;
    // The zone is a constant written into the statement: GROUP BY must repeat the selected expression exactly.
    const day = sql<string>`to_char(${earnings.createdAt} at time zone ${sql.raw(`'${zone}'`)}, 'YYYY-MM-DD')`;
    // The member's own row of each sale the studio's row is of.
    const member = alias(earnings, 'member');

    const [[members], perDay] = await Promise.all([
      db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${performers.memberStatus} = 'active'))::int`,
          online: sql<number>`(count(*) filter (where ${performers.streamingStatus} <> 'disconnected'))::int`,
          live: sql<number>`(count(*) filter (where ${performers.streamingStatus} = 'public'))::int`,
          inShow: sql<number>`(count(*) filter (where ${performers.streamingStatus} in ('private', 'group')))::int`,
        })
        .from(performers)
        .where(eq(performers.studioId, studioId)),
      db
        .select({
          day,
          gross: sql<string>`coalesce(sum(${earnings.grossMinor}), 0)::text`,
          studio: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text`,
          members: sql<string>`coalesce(sum(${member.netMinor}), 0)::text`,
        })
        .from(earnings)
        .leftJoin(
          member,
          and(
            eq(member.transactionId, earnings.transactionId),
            eq(member.earnerKind, 'performer'),
            eq(member.accountId, earnings.performerId),
          ),
        )
        .where(
          and(
            eq(earnings.accountId, studioId),
            eq(earnings.earnerKind, 'studio'),
            gte(earnings.createdAt, start),
            lt(earnings.createdAt, end),
          ),
        )
        .groupBy(day),
    ]);

    const byDay = new Map(perDay.map((row) => [row.day, row]));
    const total = { gross: 0n, studio: 0n, members: 0n };
    const days = range.days.map((date) => {
      const row = byDay.get(date);
      const figures = { gross: BigInt(row?.gross ?? 0), studio: BigInt(row?.studio ?? 0), members: BigInt(row?.members ?? 0) };
      total.gross += figures.gross;
      total.studio += figures.studio;
      total.members += figures.members;
      return { date, ...tokens(figures) };
    });
    return {
      fromDate: range.fromDate,
      toDate: range.toDate,
      timeZone: zone,
      totalPerformer: members.total,
      activeMembers: members.active,
      inactiveMembers: members.total - members.active,
      onlineNow: members.online,
      liveNow: members.live,
      inShowNow: members.inShow,
      earnings: tokens(total),
      days,
    };
  };
}

const tokens = (figures: { gross: bigint; studio: bigint; members: bigint }): StudioEarningFigures => ({
  gross: toTokens(figures.gross),
  studio: toTokens(figures.studio),
  members: toTokens(figures.members),
});
