/**
 * Migration 0029_order_description_translations: orders made before their description had
 * translations get, where their package still has the name they copied, the text a new
 * order gets in each language (the package's name there and the tokens); the others keep
 * their English text. Run on a database migrated up to the migration before it, then on.
 */
import { sql } from 'drizzle-orm';
import { mailText } from '@/server/mail/translations';
import { LOCALES } from '@/shared/constants';
import { describeMigration } from '../support/migrations';

const MIGRATION = '0029_order_description_translations';

describeMigration(MIGRATION, 'order texts in every language (migration 0029)', (migrated) => {
  const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const USER = idOf(1);

  async function packageNamed(n: number, name: string, nameTranslations: Record<string, string>) {
    await migrated.database.db.execute(
      sql`insert into token_packages (id, name, name_translations, tokens, price_cents)
          values (${idOf(n)}, ${name}, ${JSON.stringify(nameTranslations)}::jsonb, 250, 2500)`,
    );
  }
  async function orderOf(n: number, packageN: number | null, description: string) {
    await migrated.database.db.execute(
      sql`insert into payment_orders (id, user_id, package_id, gateway, description, tokens, price_cents, currency)
          values (${idOf(n)}, ${USER}, ${packageN === null ? null : idOf(packageN)}, 'sandbox', ${description}, 250, 2500, 'EUR')`,
    );
  }
  const textsOf = async (n: number) => {
    const { rows } = await migrated.database.db.execute<{ texts: Record<string, string> }>(
      sql`select description_translations as texts from payment_orders where id = ${idOf(n)}`,
    );
    return rows[0].texts;
  };

  it('gives an old order the text of a new one in every language, and leaves those it cannot tell', async () => {
    await migrated.database.db.execute(
      sql`insert into accounts (id, kind, email, password_hash, name) values (${USER}, 'user', 'buyer@test.local', 'x', 'Buyer')`,
    );
    await packageNamed(101, 'Popular', { nl: 'Populair', ru: 'Популярный', pl: '' });
    await packageNamed(102, 'Starter (renamed)', {});
    await orderOf(201, 101, 'Popular (250 tokens)');
    await orderOf(202, 102, 'Starter (250 tokens)'); // the package was renamed since
    await orderOf(203, null, 'Big (250 tokens)'); // the package is gone

    await migrated.database.migrate();

    const name = { nl: 'Populair', ru: 'Популярный' } as Record<string, string>;
    expect(await textsOf(201)).toEqual(
      Object.fromEntries(
        LOCALES.map((locale) => [locale, mailText(locale, 'mail.order.item', { name: name[locale] ?? 'Popular', tokens: '250' })]),
      ),
    );
    expect(await textsOf(201)).toMatchObject({
      nl: 'Pakket Populair (250 tokens)',
      ru: 'Популярный (токенов: 250)',
      pl: 'Popular (tokeny: 250)',
    });
    expect(await textsOf(202)).toEqual({});
    expect(await textsOf(203)).toEqual({});
  });
});
