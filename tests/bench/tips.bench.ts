/**
 * tips: tips per second through the ledger on PostgreSQL (TEST_DATABASE_URL or
 * BENCH_DATABASE_URL; embedded PGlite when neither is set), many users tipping a
 * few performers at once, beside the same run's baseline: the single conditional
 * UPDATE that any balance-guarded spend needs at least. Afterwards the ledger's
 * invariants (ledger/invariants.ts) are checked for every account: no negative
 * balance, every transaction balanced, every balance equal to its entries, one
 * transaction per idempotency key.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/server/config';
import { createDeps } from '@/server/deps';
import { seedDemoIfEmpty } from '@/server/seed/seed';
import { accounts, performers } from '@/server/db/schema';
import { post } from '@/server/modules/ledger/ledger';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { recordSale } from '@/server/modules/ledger/sales';
import { openBenchDatabase } from './database';
import { goalLine } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const USERS = 200;
/** What each tipper starts with: 1,000,000 tokens, in hundredths. */
const START_MINOR = 100_000_000n;

/** Runs `task` from `concurrency` loops for `seconds`; returns operations per second and latencies. */
async function drive(concurrency: number, seconds: number, task: (i: number) => Promise<void>) {
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await task(n++);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { perSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

export async function run() {
  const { database, drop } = await openBenchDatabase('tips');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tips-files-'));
  try {
    await database.migrate();
    // The seed's deps only: the tips below go to the ledger directly, without Redis or mail.
    const config = loadConfig({ dataDir: dir, env: 'production', logLevel: 'silent', redisUrl: undefined, smtpUrl: undefined });
    await seedDemoIfEmpty(createDeps(config, database).deps);
    const { db } = database;
    const [{ hash }] = await db.select({ hash: accounts.passwordHash }).from(accounts).limit(1);
    const users = (
      await db
        .insert(accounts)
        .values(
          Array.from({ length: USERS }, (_, i) => ({
            kind: 'user' as const,
            email: `tipper${i}@bench.test`,
            name: `Tipper ${i}`,
            passwordHash: hash,
          })),
        )
        .returning({ id: accounts.id })
    ).map((row) => row.id);
    // Tippers get their tokens through the ledger, as every balance does.
    await db.transaction((tx) =>
      post(tx, {
        kind: 'adjustment',
        accountId: null,
        description: 'Benchmark tokens',
        entries: [
          { wallet: 'adjustments', amountMinor: -START_MINOR * BigInt(USERS) },
          ...users.map((id) => ({ wallet: 'account' as const, accountId: id, amountMinor: START_MINOR })),
        ],
      }),
    );
    // The baseline spends from a copy of the accounts table (same columns, constraints and
    // indexes), so that its bare UPDATEs leave no balance in the real one without entries.
    await db.execute(sql`create table bench_balances (like ${accounts} including all)`);
    await db.execute(
      sql`insert into bench_balances select * from ${accounts} where id in (${sql.join(
        users.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    const performerIds = (await db.select({ id: performers.accountId }).from(performers).limit(10)).map((row) => row.id);
    const defaults = { platformPercent: 40, memberSharePercent: 60 };
    console.log(
      `tips: ${database.kind}, ${USERS} users tipping ${performerIds.length} performers, ${CONCURRENCY} at once, ${SECONDS} s per measurement`,
    );

    const baseline = await drive(CONCURRENCY, SECONDS, async (i) => {
      await db.execute(
        sql`update bench_balances set balance_minor = balance_minor - 1500 where id = ${users[i % USERS]}::uuid and balance_minor >= 1500`,
      );
    });
    const tips = await drive(CONCURRENCY, SECONDS, async (i) => {
      // As the tip service calls it: the sale is one statement, without a transaction around it.
      await recordSale(
        db,
        {
          saleType: 'tip',
          payerId: users[i % USERS],
          performerId: performerIds[i % performerIds.length],
          grossMinor: 1500n,
          idempotencyKey: `bench-${i}`,
        },
        defaults,
      );
    });

    const row = (name: string, r: { perSecond: number; p50: number; p99: number }) =>
      `  ${name.padEnd(44)} ${String(r.perSecond).padStart(7)} /s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`;
    console.log('\nTips through the ledger vs a single conditional UPDATE');
    console.log(row('tip (ledger transaction + earnings)', tips));
    console.log(row('conditional UPDATE of one balance', baseline));
    const ratio = tips.perSecond / Math.max(1, baseline.perSecond);
    console.log(`  ratio (tips / baseline throughput): ${ratio.toFixed(3)}`);
    console.log(goalLine(ratio, tips.p99, { ratio: 0.3, p99Ms: 20 }));

    for (const { label, violations } of await checkLedgerInvariants(db)) {
      console.log(`  invariant ${violations === 0 ? 'holds' : `BROKEN (${violations})`}: ${label}`);
      if (violations !== 0) process.exitCode = 1;
    }
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
