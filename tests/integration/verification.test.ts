/**
 * The review queue of performers and studios, from registration to going live:
 * registration leaves them pending, administrators see them in the queue with their
 * date of birth, age and documents, approve (verified, active, mailed in their language)
 * or reject with a reason (cannot log in, mailed a link to send new documents, which puts
 * them back in the queue). One decision per account even when two come at once, each
 * with its audit row. Documents reach administrators and their owner only, never cached.
 */
import { and, eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accountTokens, accounts, auditLog, performers } from '@/server/db/schema';
import { ADULT_TEXTS, ageOn, isAdult, isRealDate, siteToday } from '@/shared/adult';
import { AUTH_TEXTS } from '@/server/modules/auth/service';
import { VERIFICATION_TEXTS } from '@/server/modules/verifications/service';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';
import type { ListPage } from '@/shared/schemas/common';
import type { VerificationItem } from '@/shared/schemas/verifications';
import { PDF, PNG, multipart, type FormFile } from '../support/multipart';

let t: TestApp;
let adminToken: string;

const PASSWORD = 'secret123';
const DOCUMENTS = { documentVerification: { name: 'document.pdf', data: PDF }, idVerification: { name: 'id.png', data: PNG } };

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const postForm = (url: string, fields: Record<string, string>, files: Record<string, FormFile> = DOCUMENTS) =>
  t.app.inject({ method: 'POST', url, ...multipart(fields, files) });

/**
 * `YYYY-MM-DD` of someone who turns `years` old `days` days from today, the site's today
 * (Europe/Amsterdam), by which ages are counted: from 23:00 UTC in winter, that is
 * already tomorrow's date in UTC.
 */
function birthday(years: number, days = 0) {
  const date = new Date(`${siteToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Registers a performer (born 30 years ago), confirms the e-mail; returns the account id. */
async function registerPerformer(username: string, extra: Record<string, string> = {}) {
  const email = `${username}@verify.test`;
  const answer = await postForm('/api/auth/performers/register', {
    name: `Performer ${username}`,
    username,
    email,
    password: PASSWORD,
    dateOfBirth: birthday(30),
    ...extra,
  });
  expect(answer.statusCode).toBe(200);
  await call('POST', '/api/verification/verify-email', undefined, { token: t.linkTokenFor(email) });
  const [row] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return { id: row.id, email };
}

const queue = async (query = '') => {
  const answer = await call('GET', `/api/admin/verifications${query}`, adminToken);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as ListPage<VerificationItem>;
};
const verify = (kind: 'performers' | 'studios', id: string, body: object, token = adminToken) =>
  call('POST', `/api/admin/${kind}/${id}/verify`, token, body);
const auditRows = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId));
/** The mails to `to`, once the background work (mails after a decision) is done. */
async function mailsTo(to: string) {
  await t.app.background.idle();
  return t.mails().filter((mail) => mail.includes(`To: ${to}`));
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await t.login('users', 'admin@demo.test');
});
afterAll(() => t.close());

describe('the adult rule', () => {
  it('counts whole years in the site’s days and knows real dates', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(isAdult('2008-03-01', now)).toBe(true);
    expect(isAdult('2008-03-02', now)).toBe(false);
    // Born on 29 February: 18 on 1 March of a year without one.
    expect(ageOn('2008-02-29', now)).toBe(18);
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    // Midnight in Amsterdam, still the evening before in UTC.
    expect(isAdult('2008-03-02', new Date('2026-03-01T23:30:00Z'))).toBe(true);
    for (const text of ['2001-02-29', '1990-13-01', '1990-00-10', '1990-1-1', '31/12/1990', 'yesterday', '1850-01-01'])
      expect(isRealDate(text)).toBe(false);
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(ageOn(birthday(-1), now)).toBeNull();
  });
});

describe('registration', () => {
  it('refuses a performer under 18, a date that is not real, and none at all, creating nothing', async () => {
    const fields = (username: string, dateOfBirth?: string) => ({
      name: 'Young',
      username,
      email: `${username}@verify.test`,
      password: PASSWORD,
      ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
    });
    const young = await postForm('/api/auth/performers/register', fields('too-young', birthday(18, 1)));
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toBe(ADULT_TEXTS.tooYoung);
    for (const date of ['2001-02-29', '1990-13-40', 'not a date']) {
      const bad = await postForm('/api/auth/performers/register', fields('bad-date', date));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ADULT_TEXTS.notADate);
    }
    const none = await postForm('/api/auth/performers/register', fields('no-date'));
    expect(none.statusCode).toBe(400);
    expect(none.json().message[0].property).toBe('dateOfBirth');
    // Turning 18 today is old enough.
    expect((await postForm('/api/auth/performers/register', fields('just-eighteen', birthday(18)))).statusCode).toBe(200);
    const made = await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.kind, 'performer'));
    expect(made.map((row) => row.email)).not.toEqual(expect.arrayContaining(['too-young@verify.test']));
    expect(made.map((row) => row.email).filter((email) => /bad-date|no-date/.test(email))).toEqual([]);
  });

  it('leaves performers and studios pending, and lists them in the queue with age and documents', async () => {
    const { id } = await registerPerformer('queued-star', { locale: 'es' });
    const studio = await postForm('/api/auth/studio/register', {
      name: 'Queue Studio',
      email: 'queue-studio@verify.test',
      password: PASSWORD,
    });
    expect(studio.statusCode).toBe(200);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, id));
    expect(account).toMatchObject({ status: 'pending', locale: 'es' });
    // Pending accounts log in (to see where they stand) but do not go live.
    const token = await t.login('performers', 'queued-star', PASSWORD);
    expect((await call('POST', '/api/streaming/live', token, { title: 'Too soon' })).json().message).toBe(STREAM_TEXTS.notVerified);

    const all = await queue('?limit=100');
    const item = all.data.find((row) => row._id === id)!;
    expect(item).toMatchObject({
      kind: 'performer',
      status: 'pending',
      verified: false,
      age: 30,
      dateOfBirth: birthday(30),
      documents: { idVerification: true, documentVerification: true },
    });
    expect(all.data.find((row) => row.email === 'queue-studio@verify.test')).toMatchObject({
      kind: 'studio',
      status: 'pending',
      dateOfBirth: null,
      age: null,
    });
    // The demo's verified performers are not waiting; paging and the kind filter hold.
    expect(all.data.some((row) => row.username === 'demo-performer')).toBe(false);
    expect(all.total).toBe(all.data.length);
    expect((await queue('?limit=1')).data).toHaveLength(1);
    expect((await queue('?kind=studio')).data.every((row) => row.kind === 'studio')).toBe(true);
  });
});

describe('approval', () => {
  it('verifies the performer, who can then go live; mails them in their language; writes its audit row', async () => {
    const { id, email } = await registerPerformer('approved-star', { locale: 'nl' });
    const answer = await verify('performers', id, { approved: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ _id: id, status: 'active', verified: true });
    const [row] = await db()
      .select({ verified: performers.verified, status: accounts.status })
      .from(performers)
      .innerJoin(accounts, eq(accounts.id, performers.accountId))
      .where(eq(performers.accountId, id));
    expect(row).toEqual({ verified: true, status: 'active' });
    expect((await queue('?limit=100')).data.some((item) => item._id === id)).toBe(false);

    const mail = (await mailsTo(email)).pop()!;
    expect(mail).toContain('Je account is goedgekeurd');
    expect(mail).toContain('/auth/login/performer');

    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({
      action: 'account.approve',
      targetType: 'account',
      before: { status: 'pending', verified: false },
      after: { status: 'active', verified: true },
    });

    const token = await t.login('performers', 'approved-star', PASSWORD);
    const live = await call('POST', '/api/streaming/live', token, { title: 'First show' });
    expect(live.statusCode).toBe(200);
    expect((await call('POST', '/api/performers/streaming-status/update', token, { status: 'offline' })).statusCode).toBe(200);
  });

  it('refuses an account that is not pending (409), changing nothing and writing no row', async () => {
    const [demo] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'demo-performer'));
    const before = await auditRows(demo.id);
    const answer = await verify('performers', demo.id, { approved: true });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(VERIFICATION_TEXTS.notWaiting);
    expect(await auditRows(demo.id)).toHaveLength(before.length);
    // The wrong kind, or no such account, is a 404.
    expect((await verify('studios', demo.id, { approved: true })).statusCode).toBe(404);
    expect((await verify('performers', '00000000-0000-4000-8000-000000000000', { approved: true })).statusCode).toBe(404);
  });

  it('lets one of two approvals at once win; the other is a 409 and one audit row is written', async () => {
    const { id } = await registerPerformer('twin-approval');
    const answers = await Promise.all([
      verify('performers', id, { approved: true }),
      verify('performers', id, { approved: true }),
      verify('performers', id, { approved: false, reason: 'Blurry' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('approves a studio', async () => {
    const registered = await postForm('/api/auth/studio/register', {
      name: 'Approved Studio',
      email: 'approved-studio@verify.test',
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(200);
    const [studio] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'approved-studio@verify.test'));
    expect((await verify('studios', studio.id, { approved: true })).json().data).toMatchObject({
      kind: 'studio',
      status: 'active',
      verified: true,
    });
    expect((await auditRows(studio.id))[0]).toMatchObject({ action: 'account.approve' });
  });
});

describe('rejection', () => {
  it('needs a reason, ends the sessions, refuses login with why, and takes new documents through the mailed link', async () => {
    const { id, email } = await registerPerformer('rejected-star', { locale: 'en' });
    const token = await t.login('performers', 'rejected-star', PASSWORD);
    const noReason = await verify('performers', id, { approved: false, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(VERIFICATION_TEXTS.reasonRequired);

    const answer = await verify('performers', id, { approved: false, reason: 'The ID photo is unreadable' });
    expect(answer.json().data).toMatchObject({ status: 'rejected', verified: false });
    const [account] = await db().select().from(accounts).where(eq(accounts.id, id));
    expect(account).toMatchObject({ status: 'rejected', statusReason: 'The ID photo is unreadable' });
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: 'account.reject', reason: 'The ID photo is unreadable', after: { status: 'rejected' } });

    expect((await call('GET', '/api/performers/me', token)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/performers/login', undefined, { username: 'rejected-star', password: PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(AUTH_TEXTS.rejected);

    // The rejection's mail has just brought a link: a login does not send another.
    expect((await mailsTo(email)).filter((mail) => mail.includes('resubmit-documents'))).toHaveLength(1);
    const mail = (await mailsTo(email)).pop()!;
    expect(mail).toContain('The ID photo is unreadable');
    expect(mail).toContain('/en/auth/resubmit-documents?token=');
    const secret = t.linkTokenFor(email);

    // A second decision on a rejected account is refused.
    expect((await verify('performers', id, { approved: true })).statusCode).toBe(409);

    const bad = await postForm('/api/auth/documents/resubmit', { token: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(400);
    const sent = await postForm('/api/auth/documents/resubmit', { token: secret }, { idVerification: { name: 'new-id.png', data: PNG } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ documentsUploaded: true });
    // The link works once.
    expect((await postForm('/api/auth/documents/resubmit', { token: secret })).statusCode).toBe(400);

    expect((await queue('?limit=100')).data.find((item) => item._id === id)).toMatchObject({ status: 'pending' });
    await t.login('performers', 'rejected-star', PASSWORD);
    expect((await verify('performers', id, { approved: true })).statusCode).toBe(200);
    expect((await auditRows(id)).map((row) => row.action).sort()).toEqual(['account.approve', 'account.reject']);
  });

  it('mails a rejected account a new documents link when it logs in after the last one expired, at most every 15 minutes', async () => {
    const { id, email } = await registerPerformer('lost-link-star', { locale: 'ru' });
    expect((await verify('performers', id, { approved: false, reason: 'Blurred' })).statusCode).toBe(200);
    await mailsTo(email);
    const expired = t.linkTokenFor(email);
    const hourAgo = new Date(Date.now() - 3600 * 1000);
    await db()
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000), expiresAt: hourAgo })
      .where(and(eq(accountTokens.accountId, id), eq(accountTokens.purpose, 'resubmit_documents')));
    expect((await postForm('/api/auth/documents/resubmit', { token: expired })).statusCode).toBe(400);

    const logIn = () => call('POST', '/api/auth/performers/login', undefined, { username: 'lost-link-star', password: PASSWORD });
    const login = await logIn();
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(AUTH_TEXTS.rejected);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3); // confirmation, rejection, new link
    expect(mails[2]).toContain('Subject: Отправьте новые документы');
    expect(mails[2]).toContain('/ru/auth/resubmit-documents?token=');
    expect(mails[2]).toContain('type=performer');
    const fresh = t.linkTokenFor(email);
    expect(fresh).not.toBe(expired);

    // Logging in again at once sends nothing more.
    expect((await logIn()).statusCode).toBe(401);
    expect(await mailsTo(email)).toHaveLength(3);

    const sent = await postForm('/api/auth/documents/resubmit', { token: fresh });
    expect(sent.statusCode).toBe(200);
    expect((await queue('?limit=100')).data.find((item) => item._id === id)).toMatchObject({ status: 'pending' });
  });
});

describe('documents', () => {
  it('are served to administrators and their owner only, never cached', async () => {
    const { id } = await registerPerformer('document-owner');
    const url = `/api/admin/documents/${id}?document=idVerification`;
    const admin = await call('GET', url, adminToken);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers['content-type']).toBe('image/png');
    expect(admin.rawPayload.equals(PNG)).toBe(true);
    const pdf = await call('GET', `/api/admin/documents/${id}?document=documentVerification`, adminToken);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const owner = await t.login('performers', 'document-owner', PASSWORD);
    const own = await call('GET', '/api/performers/documents/idVerification', owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    const [user, performer, studio] = await Promise.all([
      t.login('users', 'user@demo.test'),
      t.login('performers', 'demo-performer'),
      t.login('studio', 'studio@demo.test'),
    ]);
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const token of [user, performer, studio, owner]) expect((await call('GET', url, token)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/documents/${id}?document=passport`, adminToken)).statusCode).toBe(400);
    // No file under the public uploads folder names it.
    const [row] = await db().select().from(performers).where(eq(performers.accountId, id));
    expect(row.idVerificationPath).toMatch(/^private\//);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.idVerificationPath!.replace(/^private\//, '')}` })).statusCode).toBe(
      404,
    );
  });

  it('sends an approved performer’s new documents back to the queue, keeping them verified and on the site', async () => {
    const { id } = await registerPerformer('changed-documents');
    await verify('performers', id, { approved: true });
    const token = await t.login('performers', 'changed-documents', PASSWORD);
    const form = multipart({}, { idVerification: { name: 'id2.png', data: PNG } });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/performers/documents/upload',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    const item = (await queue('?limit=100')).data.find((row) => row._id === id);
    expect(item).toMatchObject({ status: 'active', verified: true, documentsReviewPending: true });
    expect((await call('POST', '/api/streaming/live', token, { title: 'Still live' })).statusCode).toBe(200);
    expect((await call('GET', '/api/performers/changed-documents/view')).statusCode).toBe(200);

    expect((await verify('performers', id, { approved: true })).json().data).toMatchObject({
      status: 'active',
      verified: true,
      documentsReviewPending: false,
    });
    expect((await queue('?limit=100')).data.some((row) => row._id === id)).toBe(false);
    expect((await verify('performers', id, { approved: true })).statusCode).toBe(409);
    await call('POST', '/api/performers/streaming-status/update', token, { status: 'offline' });
  });
});

describe('streaming status', () => {
  it('refuses public to an unverified performer, and lets them be offline', async () => {
    const { id } = await registerPerformer('not-yet-live');
    const token = await t.login('performers', 'not-yet-live', PASSWORD);
    for (const status of ['public', 'private', 'group']) {
      expect((await call('POST', '/api/performers/streaming-status/update', token, { status })).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/performers/streaming-status/update', token, { status: 'public' })).json().message).toBe(
      STREAM_TEXTS.notVerified,
    );
    expect((await call('POST', '/api/performers/streaming-status/update', token, { status: 'offline' })).statusCode).toBe(200);
    const [row] = await db()
      .select({ status: performers.streamingStatus })
      .from(performers)
      .where(and(eq(performers.accountId, id)));
    expect(row.status).toBe('offline');
  });
});
