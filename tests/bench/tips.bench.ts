/**
 * tips: tips per second through the ledger on PostgreSQL (TEST_DATABASE_URL or
 * BENCH_DATABASE_URL; embedded PGlite when neither is set), many users tipping a
 * few performers at once, beside the same run's baseline: the single conditional
 * UPDATE that any balance-guarded spend needs at least. Afterwards the ledger's
 * invariants are checked: no negative balance, every transaction balanced, balances
 * equal to their entries.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/server/config';
import { createMailer } from '@/server/mail/mailer';
import { localFileStore } from '@/server/storage/files';
import { memoryCounters } from '@/server/kv';
import { silentRealtime } from '@/server/realtime/realtime';
import { seedDemoIfEmpty } from '@/server/seed/seed';
import { accounts, ledgerEntries, ledgerTransactions, performers } from '@/server/db/schema';
import { recordSale } from '@/server/modules/ledger/sales';
import { openBenchDatabase } from './database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const USERS = 200;

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
    const config = loadConfig({ dataDir: dir, env: 'production', logLevel: 'silent' });
    await seedDemoIfEmpty({ config, database, mailer: createMailer({ from: config.mailFrom, dataDir: dir }), files: localFileStore(dir), counters: memoryCounters(), realtime: silentRealtime() });
    const { db } = database;
    const [{ hash }] = await db.select({ hash: accounts.passwordHash }).from(accounts).limit(1);
    const users = (
      await db
        .insert(accounts)
        .values(Array.from({ length: USERS }, (_, i) => ({ kind: 'user' as const, email: `tipper${i}@bench.test`, name: `Tipper ${i}`, passwordHash: hash, balanceMinor: 100_000_000n })))
        .returning({ id: accounts.id })
    ).map((row) => row.id);
    const performerIds = (await db.select({ id: performers.accountId }).from(performers).limit(10)).map((row) => row.id);
    const defaults = { platformPercent: 40, memberSharePercent: 60 };
    console.log(`tips: ${database.kind}, ${USERS} users tipping ${performerIds.length} performers, ${CONCURRENCY} at once, ${SECONDS} s per measurement`);

    const baseline = await drive(CONCURRENCY, SECONDS, async (i) => {
      await db.execute(sql`update ${accounts} set balance_minor = balance_minor - 1500 where id = ${users[i % USERS]}::uuid and balance_minor >= 1500`);
    });
    const tips = await drive(CONCURRENCY, SECONDS, async (i) => {
      await db.transaction((tx) =>
        recordSale(tx, { saleType: 'tip', payerId: users[i % USERS], performerId: performerIds[i % performerIds.length], grossMinor: 1500n, idempotencyKey: `bench-${i}` }, defaults),
      );
    });

    const row = (name: string, r: { perSecond: number; p50: number; p99: number }) =>
      `  ${name.padEnd(44)} ${String(r.perSecond).padStart(7)} /s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`;
    console.log('\nTips through the ledger vs a single conditional UPDATE');
    console.log(row('tip (ledger transaction + earnings)', tips));
    console.log(row('conditional UPDATE of one balance', baseline));
    console.log(`  ratio (tips / baseline throughput): ${(tips.perSecond / Math.max(1, baseline.perSecond)).toFixed(3)}`);

    const check = async (label: string, query: ReturnType<typeof sql>) => {
      const { rows } = await db.execute<{ n: number }>(query);
      const ok = Number(rows[0].n) === 0;
      console.log(`  invariant ${ok ? 'holds' : 'BROKEN'}: ${label}`);
      if (!ok) process.exitCode = 1;
    };
    await check('no negative balance', sql`select count(*) as n from ${accounts} where balance_minor < 0`);
    await check('every transaction sums to zero', sql`select count(*) as n from (select transaction_id from ${ledgerEntries} group by 1 having sum(amount_minor) <> 0) x`);
    await check(
      'performer balances equal their entries',
      sql`select count(*) as n from ${accounts} a join ${performers} p on p.account_id = a.id
          where a.balance_minor <> coalesce((select sum(amount_minor) from ${ledgerEntries} e where e.account_id = a.id), 0)`,
    );
    await check('one transaction per idempotency key', sql`select count(*) as n from (select 1 from ${ledgerTransactions} where idempotency_key is not null group by account_id, idempotency_key having count(*) > 1) x`);
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
