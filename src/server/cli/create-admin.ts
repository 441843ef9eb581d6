/**
 * Creates an administrator: `npm run create-admin -- <email> <password> [name]`.
 * For production databases, which get no demo data. Uses the same configuration
 * (DATABASE_URL or DATA_DIR) as `npm start` and migrates first.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { accounts } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { validate } from '../validation';
import { EmailField, PasswordField } from '@/shared/schemas/common';

async function createAdmin() {
  const [email, password, name = 'Administrator'] = process.argv.slice(2);
  if (!email || !password) {
    console.error('usage: npm run create-admin -- <email> <password> [name]');
    process.exit(2);
  }
  try {
    validate(EmailField, email);
    validate(PasswordField, password);
  } catch {
    console.error('Give a valid e-mail address and a password of at least 8 characters.');
    process.exit(2);
  }
  // This command signs no tokens, so it needs no TOKEN_SECRET.
  const config = loadConfig({ tokenSecret: 'unused-by-create-admin' });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    const { db } = database;
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
    if (existing) {
      console.error(`An account with the e-mail address ${email} exists already.`);
      process.exitCode = 1;
      return;
    }
    await db
      .insert(accounts)
      .values({ kind: 'admin', email, name, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() });
    console.log(`Administrator ${email} created. Log in with the viewer login form.`);
  } finally {
    await database.close();
  }
}

void createAdmin();
