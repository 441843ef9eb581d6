import { createTestApp, bearer, type TestApp } from './helpers';
import { sql } from 'drizzle-orm';
import { MSG } from '@/shared/messages';
import { accounts, performers, studios } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { issueToken } from '@/server/security/tokens';
import { AUTH_TEXTS } from '@/server/modules/auth/service';
import { multipart } from '../support/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/users/register', payload });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Asks for a reset link and waits for its mail (mailed after the answer). */
async function forgot(email: string) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/users/forgot', payload: { email, type: 'user' } });
  await t.app.background.idle();
  return answer;
}

async function forgotTwice(email: string) {
  for (let i = 0; i < 2; i++) await forgot(email);
}

let ownAddress = 0;
/**
 * A user of the test's own, registered and confirmed, with the password `secret123`;
 * from an address of its own, so it spends nothing of the registration forms' budget.
 */
async function confirmedUser(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const remoteAddress = `198.51.100.${++ownAddress}`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/users/register',
    payload: { name, email, password: 'secret123' },
    remoteAddress,
  });
  expect(registered.statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor(email) } });
  return email;
}

describe('user registration and login', () => {
  it('registers, refuses login until the e-mail is confirmed, then logs in', async () => {
    const created = await register({ name: 'Anna', email: 'anna@example.com', password: 'secret123' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 0, message: 'OK', data: { message: expect.any(String) } });

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: 'anna@example.com', password: 'secret123' },
    });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toMatch(/confirm your e-mail/);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verification/verify-email',
      payload: { token: t.linkTokenFor('anna@example.com') },
    });
    expect(verified.statusCode).toBe(200);

    const token = await t.login('users', 'ANNA@example.com', 'secret123');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      name: 'Anna',
      email: 'anna@example.com',
      balance: 0,
      role: 'user',
      avatar: '/default-user-icon.png',
    });
    // a bare token is accepted too
    const bare = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } });
    expect(bare.statusCode).toBe(200);
  });

  it('refuses a second account with the same e-mail address', async () => {
    await confirmedUser('Dora');
    const again = await register({ name: 'Dora 2', email: 'Dora@Example.com', password: 'secret123' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'This e-mail address is already registered' });
  });

  it('answers validation problems in the contract shape with the product texts', async () => {
    const bad = await register({ name: '', email: 'nope', password: '1' });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe('Bad Request');
    const byProperty = Object.fromEntries(body.message.map((m: { property: string; constraints: object }) => [m.property, m.constraints]));
    expect(byProperty.email).toEqual({ isEmail: MSG.email });
    expect(byProperty.name).toEqual({ minLength: MSG.required });
    const missing = await register({ email: 'x@example.com', password: 'secret123' });
    expect(missing.json().message[0]).toEqual({ property: 'name', constraints: { isNotEmpty: MSG.required } });
  });

  it('rejects a wrong password', async () => {
    const email = await confirmedUser('Erik');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: email, password: 'wrong-one' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_TEXTS.wrongCredentials);
  });

  it('logs other devices out after a password change and keeps the new token working', async () => {
    const token = await t.login('users', await confirmedUser('Fay'), 'secret123');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/me/password',
      headers: bearer(token),
      payload: { prevPassword: 'secret123', password: 'better-secret' },
    });
    expect(changed.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(changed.json().data.token) });
    expect(fresh.statusCode).toBe(200);
    const wrongPrev = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/me/password',
      headers: bearer(changed.json().data.token),
      payload: { prevPassword: 'nope-nope', password: 'another-secret' },
    });
    expect(wrongPrev.statusCode).toBe(400);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const email = await confirmedUser('Gus');
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    const asked = await forgot(email);
    expect(asked.json().data.message).toEqual(unknown.json().data.message);
    const secret = t.linkTokenFor(email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: secret, password: 'reset-secret' },
    });
    expect(reset.statusCode).toBe(200);
    await t.login('users', email, 'reset-secret');
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: secret, password: 'other-secret' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it("mails its links in the account's language, to pages in that language", async () => {
    const { siteUrl } = t.deps.config;
    const lastMail = () => t.mails().at(-1) ?? '';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/register',
      payload: { name: 'Vera', email: 'vera@example.com', password: 'secret123', locale: 'ru' },
      remoteAddress: `198.51.100.${++ownAddress}`,
    });
    expect(registered.statusCode).toBe(200);
    expect(lastMail()).toContain('Subject: Подтвердите адрес электронной почты');
    expect(lastMail()).toContain('Здравствуйте, Vera!');
    expect(lastMail()).toContain(`${siteUrl}/ru/auth/verify-email?token=`);
    await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor('vera@example.com') } });
    await forgot('vera@example.com');
    expect(lastMail()).toContain(`${siteUrl}/ru/auth/reset-password?token=`);

    // Dutch, the default, has no prefix; neither has an account of no language.
    await confirmedUser('Noor');
    await forgot('noor@example.com');
    expect(lastMail()).toContain(`${siteUrl}/auth/reset-password?token=`);
    expect(lastMail()).toContain('Subject: Stel je wachtwoord opnieuw in');
    expect(lastMail()).toContain('Heb je hier niet om gevraagd, negeer deze e-mail dan.');
  });

  it('ends every open reset link when one is used or the password is changed', async () => {
    await register({ name: 'Rita', email: 'rita@example.com', password: 'secret123' });
    await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor('rita@example.com') } });
    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });
    await forgotTwice('rita@example.com');
    const [older, newer] = t.linkTokensFor('rita@example.com').slice(-2);
    expect((await reset(newer, 'newer-secret')).statusCode).toBe(200);
    const stale = await reset(older, 'older-secret');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/invalid or has expired/);
    const token = await t.login('users', 'rita@example.com', 'newer-secret');

    await forgot('rita@example.com');
    const open = t.linkTokenFor('rita@example.com');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/me/password',
      headers: bearer(token),
      payload: { prevPassword: 'newer-secret', password: 'changed-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(open, 'undo-secret')).statusCode).toBe(400);
    await t.login('users', 'rita@example.com', 'changed-secret');
  });

  it('lets at most one of two reset links used at once work', async () => {
    const email = await confirmedUser('Hana');
    await forgotTwice(email);
    const [first, second] = t.linkTokensFor(email).slice(-2);
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: first, password: 'first-secret' } }),
      t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: second, password: 'second-secret' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const [won, lost] = answers[0].statusCode === 200 ? ['first-secret', 'second-secret'] : ['second-secret', 'first-secret'];
    await t.login('users', email, won);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: email, password: lost },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('suspends an account after asking for the password; the account is refused afterwards', async () => {
    await register({ name: 'Bob', email: 'bob@example.com', password: 'secret123' });
    await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor('bob@example.com') } });
    const token = await t.login('users', 'bob@example.com', 'secret123');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/suspend-account',
      headers: bearer(token),
      payload: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/users/suspend-account',
      headers: bearer(token),
      payload: { password: 'secret123' },
    });
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: 'bob@example.com', password: 'secret123' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toMatch(/suspended/);
  });

  it('resends the verification e-mail for an unconfirmed address', async () => {
    await register({ name: 'Cleo', email: 'cleo@example.com', password: 'secret123' });
    const before = t.mails().length;
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/verification/resend-verification-email',
      payload: { email: 'cleo@example.com' },
    });
    expect(resent.statusCode).toBe(200);
    await t.app.background.idle();
    expect(t.mails().length).toBe(before + 1);
  });
});

describe('performer and studio registration (multipart)', () => {
  it('registers a performer with both documents and keeps them private', async () => {
    const form = multipart(
      { name: 'Nova', username: 'nova-star', email: 'nova@example.com', password: 'secret123', dateOfBirth: '1998-04-20' },
      { documentVerification: { name: 'doc.pdf', data: Buffer.from('%PDF-1.4 test') }, idVerification: { name: 'id.png', data: PNG } },
    );
    const created = await t.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...form });
    expect(created.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor('nova@example.com') } });
    const token = await t.login('performers', 'nova-star', 'secret123');
    const me = await t.app.inject({ method: 'GET', url: '/api/performers/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ username: 'nova-star', verified: false, documentsUploaded: true, role: 'performer' });
    // a performer token is refused by the user area
    const wrongRole = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(wrongRole.statusCode).toBe(403);
  });

  it('refuses a performer without documents, with a bad username, or a disallowed file', async () => {
    const noDocs = multipart(
      { name: 'X', username: 'xperf', email: 'x1@example.com', password: 'secret123', dateOfBirth: '1998-04-20' },
      {},
    );
    const r1 = await t.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...noDocs });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toMatch(/documentVerification/);

    const badName = multipart(
      { name: 'X', username: 'bad name!', email: 'x2@example.com', password: 'secret123', dateOfBirth: '1998-04-20' },
      { documentVerification: { name: 'a.pdf', data: Buffer.from('%PDF-1.4') }, idVerification: { name: 'b.png', data: PNG } },
    );
    const r2 = await t.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...badName });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message[0]).toEqual({ property: 'username', constraints: { matches: MSG.alphanumeric } });

    const exe = multipart(
      { name: 'X', username: 'xperf3', email: 'x3@example.com', password: 'secret123', dateOfBirth: '1998-04-20' },
      { documentVerification: { name: 'a.exe', data: Buffer.from('MZ') }, idVerification: { name: 'b.png', data: PNG } },
    );
    const r3 = await t.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...exe });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toBe(MSG.uploadExtension('.jpg, .jpeg, .png, .webp, .pdf'));

    const json = await t.app.inject({ method: 'POST', url: '/api/auth/performers/register', payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('registers a studio and shows it at /studio/me', async () => {
    const form = multipart(
      { name: 'Star Studio', email: 'studio@example.com', password: 'secret123' },
      {
        documentVerification: { name: 'doc.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
        idVerification: { name: 'id.pdf', data: Buffer.from('%PDF-1.4') },
      },
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/studio/register', ...form })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor('studio@example.com') } });
    const token = await t.login('studio', 'studio@example.com', 'secret123');
    const me = await t.app.inject({ method: 'GET', url: '/api/studio/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ name: 'Star Studio', role: 'studio', stats: { totalPerformer: 0 } });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/studio/update',
      headers: bearer(token),
      payload: { companyName: 'Star B.V.', city: 'Utrecht' },
    });
    expect(update.json().data).toMatchObject({ companyName: 'Star B.V.', city: 'Utrecht' });
  });
});

describe('profile changes', () => {
  it('asks to confirm a changed e-mail address before the next login', async () => {
    await register({ name: 'Dana', email: 'dana@example.com', password: 'secret123' });
    await t.app.inject({ method: 'POST', url: '/api/verification/verify-email', payload: { token: t.linkTokenFor('dana@example.com') } });
    const token = await t.login('users', 'dana@example.com', 'secret123');
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(token),
      payload: { email: 'dana.new@example.com', city: 'Gent' },
    });
    expect(updated.json().data).toMatchObject({ email: 'dana.new@example.com', emailVerified: false, city: 'Gent' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: 'dana.new@example.com', password: 'secret123' },
    });
    expect(refused.statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/api/verification/verify-email',
      payload: { token: t.linkTokenFor('dana.new@example.com') },
    });
    await t.login('users', 'dana.new@example.com', 'secret123');
  });

  it('refuses an e-mail address or username that another account uses', async () => {
    const other = await confirmedUser('Jan');
    const token = await t.login('users', await confirmedUser('Ivy'), 'secret123');
    const taken = await t.app.inject({ method: 'PUT', url: '/api/users', headers: bearer(token), payload: { email: other } });
    expect(taken.statusCode).toBe(409);
    const badPhone = await t.app.inject({ method: 'PUT', url: '/api/users', headers: bearer(token), payload: { phone: 'abc' } });
    expect(badPhone.json().message[0]).toEqual({ property: 'phone', constraints: { matches: MSG.number } });
  });

  it('lets the owner choose the language of their mails, which the next mail is in', async () => {
    const email = await confirmedUser('Ola');
    const token = await t.login('users', email, 'secret123');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    // Registered without a language: none chosen, the site's default.
    expect(me.json().data.locale).toBeNull();
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/users', headers: bearer(token), payload: { locale: 'xx' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual([{ property: 'locale', constraints: { isValid: 'Unknown language' } }]);
    const chosen = await t.app.inject({ method: 'PUT', url: '/api/users', headers: bearer(token), payload: { locale: 'pl' } });
    expect(chosen.json().data).toMatchObject({ locale: 'pl' });
    await forgot(email);
    const mail = t.mails().at(-1) ?? '';
    expect(mail).toContain('Subject: Zresetuj hasło');
    expect(mail).toContain(`${t.deps.config.siteUrl}/pl/auth/reset-password?token=`);
  });
});

describe('parallel registrations of one e-mail address or username', () => {
  /**
   * Ten registrations of `kind` at once from `remoteAddress`, the i-th with the body `body(i)`:
   * the unique indexes let one through, the rest hear why not.
   */
  async function tenAtOnce(
    kind: 'users' | 'performers' | 'studio',
    remoteAddress: string,
    body: (i: number) => { payload: object | Buffer; headers?: Record<string, string> },
    message: string,
  ) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.app.inject({ method: 'POST', url: `/api/auth/${kind}/register`, remoteAddress, ...body(i) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual({ statusCode: 409, error: 'Conflict', message });
  }
  const accountsWith = async (email: string) =>
    (
      await t.deps.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email}`)
    ).length;
  const documents = {
    documentVerification: { name: 'doc.pdf', data: Buffer.from('%PDF-1.4 test') },
    idVerification: { name: 'id.png', data: PNG },
  };

  it('creates one user for one e-mail address, in any case', async () => {
    await tenAtOnce(
      'users',
      '203.0.113.21',
      (i) => ({ payload: { name: `Twin ${i}`, email: i % 2 ? 'TWIN@example.com' : 'twin@example.com', password: 'secret123' } }),
      AUTH_TEXTS.emailTaken,
    );
    expect(await accountsWith('twin@example.com')).toBe(1);
  });

  it('creates one user for one username', async () => {
    await tenAtOnce(
      'users',
      '203.0.113.22',
      (i) => ({
        payload: {
          name: `Namesake ${i}`,
          username: i % 2 ? 'Same-Name' : 'same-name',
          email: `namesake${i}@example.com`,
          password: 'secret123',
        },
      }),
      AUTH_TEXTS.usernameTaken,
    );
  });

  it('creates one performer for one e-mail address', async () => {
    await tenAtOnce(
      'performers',
      '203.0.113.23',
      (i) =>
        multipart(
          {
            name: `Star ${i}`,
            username: `twin-star-${i}`,
            email: 'twin-star@example.com',
            password: 'secret123',
            dateOfBirth: '1998-04-20',
          },
          documents,
        ),
      AUTH_TEXTS.emailTaken,
    );
    expect(await accountsWith('twin-star@example.com')).toBe(1);
  });

  it('creates one studio for one e-mail address', async () => {
    await tenAtOnce(
      'studio',
      '203.0.113.24',
      (i) => multipart({ name: `Studio ${i}`, email: 'twin-studio@example.com', password: 'secret123' }, documents),
      AUTH_TEXTS.emailTaken,
    );
    expect(await accountsWith('twin-studio@example.com')).toBe(1);
  });
});

describe('parallel profile changes to one e-mail address or username', () => {
  /** Ten accounts of `kind`, confirmed, each with a token of its own (made directly: ten logins would meet the login limits). */
  async function tenAccounts(kind: 'user' | 'performer' | 'studio', label: string) {
    const passwordHash = await hashPassword('secret123');
    const rows = await t.deps.database.db
      .insert(accounts)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          kind,
          email: `${label}-${i}@example.com`,
          username: `${label}-${i}`,
          name: `${label} ${i}`,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: accounts.id });
    if (kind === 'performer') await t.deps.database.db.insert(performers).values(rows.map((row) => ({ accountId: row.id })));
    if (kind === 'studio') await t.deps.database.db.insert(studios).values(rows.map((row) => ({ accountId: row.id })));
    const { tokenSecret, tokenTtlSeconds } = t.deps.config;
    return rows.map((row) => issueToken({ sub: row.id, role: kind, sv: 0 }, tokenSecret, tokenTtlSeconds));
  }

  /** Every account asks for the same change at once: the unique indexes let one through, the rest hear why not. */
  async function tenAtOnce(url: string, tokens: string[], payload: (i: number) => Record<string, unknown>, message: string) {
    const answers = await Promise.all(
      tokens.map((token, i) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload(i) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual({ statusCode: 409, error: 'Conflict', message });
  }
  const owners = async (column: 'email' | 'username', value: string) =>
    (
      await t.deps.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts[column]}) = ${value}`)
    ).length;

  it('gives one user a new e-mail address, in any case (PUT /users)', async () => {
    const tokens = await tenAccounts('user', 'mover');
    await tenAtOnce('/api/users', tokens, (i) => ({ email: i % 2 ? 'MOVED@example.com' : 'moved@example.com' }), AUTH_TEXTS.emailTaken);
    expect(await owners('email', 'moved@example.com')).toBe(1);
  });

  it('gives one user a new username (PUT /users)', async () => {
    const tokens = await tenAccounts('user', 'renamer');
    await tenAtOnce('/api/users', tokens, (i) => ({ username: i % 2 ? 'New-Name' : 'new-name' }), AUTH_TEXTS.usernameTaken);
    expect(await owners('username', 'new-name')).toBe(1);
  });

  it('gives one performer a new e-mail address or username (PUT /performers)', async () => {
    const tokens = await tenAccounts('performer', 'star');
    await tenAtOnce('/api/performers', tokens, () => ({ email: 'star-moved@example.com' }), AUTH_TEXTS.emailTaken);
    await tenAtOnce('/api/performers', tokens, () => ({ username: 'star-renamed' }), AUTH_TEXTS.usernameTaken);
    expect(await owners('email', 'star-moved@example.com')).toBe(1);
    expect(await owners('username', 'star-renamed')).toBe(1);
  });

  it('gives one studio a new e-mail address or username (PUT /studio/update)', async () => {
    const tokens = await tenAccounts('studio', 'agency');
    await tenAtOnce('/api/studio/update', tokens, () => ({ email: 'agency-moved@example.com' }), AUTH_TEXTS.emailTaken);
    await tenAtOnce('/api/studio/update', tokens, () => ({ username: 'agency-renamed' }), AUTH_TEXTS.usernameTaken);
    expect(await owners('email', 'agency-moved@example.com')).toBe(1);
  });
});

describe('forms that mail a link answer every address alike', () => {
  /** Mails wait here until released (each test holds them anew); then they go to the outbox, or fail while `failing` is set. */
  const held = { failing: false, asked: 0, released: Promise.resolve(), release: () => {} };
  beforeEach(() => {
    held.failing = false;
    held.asked = 0;
    held.released = new Promise<void>((resolve) => (held.release = resolve));
  });
  afterEach(() => held.release());
  let m: TestApp;
  beforeAll(async () => {
    m = await createTestApp({
      mailer: (outbox) => ({
        async send(mail) {
          held.asked += 1;
          await held.released;
          if (held.failing) throw new Error('the mail server is down');
          await outbox.send(mail);
        },
      }),
    });
    const passwordHash = await hashPassword('secret123');
    await m.deps.database.db.insert(accounts).values([
      { kind: 'user', email: 'known@example.com', name: 'Known', passwordHash, emailVerifiedAt: new Date() },
      { kind: 'user', email: 'pending@example.com', name: 'Pending', passwordHash },
    ]);
  });
  afterAll(() => m.close());
  const ask = (url: string, email: string) => m.app.inject({ method: 'POST', url, payload: { email } });

  it('answers before the link is mailed, the same as for an unknown address', async () => {
    // The mailer holds every mail until released below: an answer that waited for its mail would never come.
    for (const [url, email] of [
      ['/api/auth/users/forgot', 'known@example.com'],
      ['/api/verification/resend-verification-email', 'pending@example.com'],
    ]) {
      const known = await ask(url, email);
      const unknown = await ask(url, 'nobody@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    }
    held.release();
    await m.app.background.idle();
    expect(held.asked).toBe(2);
    const reset = await m.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: m.linkTokenFor('known@example.com'), password: 'reset-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const verified = await m.app.inject({
      method: 'POST',
      url: '/api/verification/verify-email',
      payload: { token: m.linkTokenFor('pending@example.com') },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers the same when the mail cannot be sent', async () => {
    held.release();
    held.failing = true;
    const before = held.asked;
    try {
      const known = await ask('/api/auth/users/forgot', 'known@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual((await ask('/api/auth/users/forgot', 'nobody@example.com')).json());
      await m.app.background.idle();
      expect(held.asked).toBe(before + 1);
    } finally {
      held.failing = false;
    }
  });
});
