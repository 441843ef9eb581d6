/** Bulk performers for benchmarks: plain rows in batches, pictures reused from the demo set. */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accounts, performers, performerCategories } from '@/server/db/schema';

const TAGS = ['dance', 'music', 'chat', 'fitness', 'cosplay', 'gaming', 'yoga', 'art', 'travel', 'cooking'];
const LANGUAGES = ['nl', 'en', 'de', 'fr', 'es', 'pl', 'ro', 'ru', 'pt'];
const NAMES = [
  'Anna',
  'Bella',
  'Chloe',
  'Daan',
  'Eva',
  'Femke',
  'Gina',
  'Hugo',
  'Iris',
  'Jade',
  'Kim',
  'Lotte',
  'Mila',
  'Noor',
  'Olivia',
  'Puck',
];

export async function seedManyPerformers(database: Database, count: number): Promise<number> {
  const { db } = database;
  const categories = (await db.select({ id: performerCategories.id }).from(performerCategories)).map((c) => c.id);
  const [{ hash }] = await db
    .select({ hash: sql<string>`password_hash` })
    .from(accounts)
    .limit(1);
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = start + i;
      return {
        kind: 'performer' as const,
        email: `bench-${n}@bench.test`,
        passwordHash: hash,
        name: `${NAMES[n % NAMES.length]} ${n}`,
        username: `bench-${n}`,
        avatarPath: `/demo/performers/performer-${String((n % 28) + 1).padStart(2, '0')}.jpg`,
        emailVerifiedAt: new Date(),
      };
    });
    const created = await db.insert(accounts).values(rows).returning({ id: accounts.id });
    await db.insert(performers).values(
      created.map((row, i) => {
        const n = start + i;
        return {
          accountId: row.id,
          verified: true,
          streamingStatus: n % 37 === 0 ? 'public' : n % 5 === 0 ? 'disconnected' : 'offline',
          tags: [TAGS[n % TAGS.length], TAGS[(n * 7) % TAGS.length]],
          languages: [LANGUAGES[n % LANGUAGES.length]],
          categoryIds: categories.length ? [categories[n % categories.length]] : [],
          views: (n * 7919) % 5000,
        };
      }),
    );
  }
  return count;
}
