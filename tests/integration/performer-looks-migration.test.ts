/**
 * Migration 0027_performer_fact_codes: the appearance fields, free English words until
 * then, become codes of their lists (case and spacing aside, a few other spellings
 * understood) and anything else NULL; from then on the database refuses a value that is
 * no code. Run on a database migrated up to the migration before it, then migrated on.
 */
import { sql } from 'drizzle-orm';
import { isCheckViolation } from '@/server/modules/ledger/ledger';
import { describeMigration } from '../support/migrations';

const MIGRATION = '0027_performer_fact_codes';

type Looks = { hair: string | null; eyes: string | null; ethnicity: string | null; body_type: string | null };

describeMigration(MIGRATION, 'performer appearance as codes (migration 0027)', (migrated) => {
  const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  /** A performer with these looks, as the words were stored before the migration. */
  async function performerWith(n: number, looks: Looks) {
    await migrated.database.db.execute(
      sql`insert into accounts (id, kind, email, password_hash, name) values (${idOf(n)}, 'performer', ${`p${n}@test.local`}, 'x', ${`P${n}`})`,
    );
    await migrated.database.db.execute(
      sql`insert into performers (account_id, hair, eyes, ethnicity, body_type)
          values (${idOf(n)}, ${looks.hair}, ${looks.eyes}, ${looks.ethnicity}, ${looks.body_type})`,
    );
  }

  const rows: [Looks, Looks][] = [
    // As the form stored them, in any case, with spaces or hyphens.
    [
      { hair: 'honey blonde', eyes: 'dark brown', ethnicity: 'middle eastern', body_type: 'plus size' },
      { hair: 'honey_blonde', eyes: 'dark_brown', ethnicity: 'middle_eastern', body_type: 'plus_size' },
    ],
    [
      { hair: 'Blonde', eyes: 'BLUE', ethnicity: ' South-Asian ', body_type: 'Athletic' },
      { hair: 'blonde', eyes: 'blue', ethnicity: 'south_asian', body_type: 'athletic' },
    ],
    // Other spellings of the same words.
    [
      { hair: 'Gray', eyes: 'gray', ethnicity: 'Latina', body_type: 'slim' },
      { hair: 'grey', eyes: 'grey', ethnicity: 'latin', body_type: 'slim' },
    ],
    // Words off the lists and several at once are dropped; nothing stays nothing.
    [
      { hair: 'black curly', eyes: 'green / brown', ethnicity: 'martian', body_type: '' },
      { hair: null, eyes: null, ethnicity: null, body_type: null },
    ],
    [
      { hair: 'lavender', eyes: null, ethnicity: null, body_type: null },
      { hair: null, eyes: null, ethnicity: null, body_type: null },
    ],
  ];

  it('turns English words into codes and the rest into NULL', async () => {
    for (const [i, [words]] of rows.entries()) await performerWith(i + 1, words);

    await migrated.database.migrate();

    const { rows: stored } = await migrated.database.db.execute<Looks & { name: string }>(
      sql`select a.name, p.hair, p.eyes, p.ethnicity, p.body_type from performers p join accounts a on a.id = p.account_id order by a.name`,
    );
    expect(stored.map(({ name: _name, ...looks }) => looks)).toEqual(rows.map(([, codes]) => codes));
  });

  it('refuses a value that is no code from then on', async () => {
    const id = idOf(1);
    const changes = [
      [sql`hair = 'honey blonde'`, 'performers_hair_known'],
      [sql`eyes = 'Blue'`, 'performers_eyes_known'],
      [sql`ethnicity = 'other '`, 'performers_ethnicity_known'],
      [sql`body_type = 'huge'`, 'performers_body_type_known'],
    ] as const;
    for (const [change, constraint] of changes) {
      const refused = await migrated.database.db.execute(sql`update performers set ${change} where account_id = ${id}`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(isCheckViolation(refused, constraint)).toBe(true);
    }
    await migrated.database.db.execute(sql`update performers set hair = 'auburn', eyes = null where account_id = ${id}`);
    const { rows: after } = await migrated.database.db.execute<Looks>(sql`select hair, eyes from performers where account_id = ${id}`);
    expect(after[0]).toEqual({ hair: 'auburn', eyes: null });
  });
});
