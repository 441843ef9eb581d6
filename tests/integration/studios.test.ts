/**
 * A studio's members through the API: an invitation from sending to declining and
 * accepting (mails to the other party), a new performer account made by the studio that
 * sets its password from the mail and passes review, a member made inactive (refused
 * going live and shows, gone from the site) and active again, removing and leaving
 * (later sales are the performer's alone), the members' list (search, filter, paging,
 * earnings equal to the ledger), bad input refused with nothing changed, and tenancy:
 * another studio gets 404 on every studio route about this studio's member.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { apiOf, createTestApp, type TestApp } from './helpers';
import { accounts, earnings, ledgerEntries, performers, settings, studioInvitations, studios } from '@/server/db/schema';
import { todayInZone } from '@/server/modules/statistics/service';
import { hashPassword } from '@/server/security/passwords';
import { mailText } from '@/server/mail/translations';
import { LIVE_TEXTS } from '@/server/modules/streams/service';
import { STUDIO_TEXTS } from '@/shared/schemas/studios';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let studioToken: string;
let otherStudioToken: string;
let performerToken: string;
let memberToken: string;
let userToken: string;
let adminToken: string;
let studioId: string;
let otherStudioId: string;
let performerId: string;
let memberId: string;

const db = () => t.deps.database.db;
const call = apiOf(() => t);
const FROM = '2000-01-01T00:00:00.000Z';
const farFuture = () => new Date(Date.now() + 3600_000).toISOString();

/** The texts of the mails to `to` (in no sure order: two mails of one millisecond may come either way). */
async function mailsTo(to: string): Promise<string[]> {
  await t.app.background.idle();
  return t.mails().filter((text) => text.includes(`To: ${to}`));
}

/** A second studio, approved, with its own login. */
async function makeStudio(name: string, email: string) {
  const [account] = await db()
    .insert(accounts)
    .values({
      kind: 'studio',
      email,
      name,
      username: email.split('@')[0],
      passwordHash: await hashPassword('demo12345'),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: accounts.id });
  await db().insert(studios).values({ accountId: account.id, verified: true });
  return account.id;
}

/** The smallest payout request, in tokens; null: the default again. */
async function setMinimumPayout(tokens: number | null) {
  if (tokens === null) await db().delete(settings).where(eq(settings.key, 'minimumPayoutTokens'));
  else
    await db()
      .insert(settings)
      .values({ key: 'minimumPayoutTokens', value: tokens, group: 'payment' })
      .onConflictDoUpdate({ target: settings.key, set: { value: tokens } });
  t.app.settings.invalidate();
}

const invitationsOf = (performer: string) => db().select().from(studioInvitations).where(eq(studioInvitations.performerId, performer));
const studioOf = async (performer: string) =>
  (await db().select({ studioId: performers.studioId }).from(performers).where(eq(performers.accountId, performer)))[0].studioId;
const tip = async (performer: string, token: number) => {
  const res = await call('POST', `/member/send-tip-token/${performer}`, userToken, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data.transactionId as string;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  otherStudioId = await makeStudio('Other Studio', 'other-studio@studios.test');
  [studioToken, otherStudioToken, performerToken, memberToken, userToken, adminToken] = await Promise.all([
    t.login('studio', 'studio@demo.test'),
    t.login('studio', 'other-studio@studios.test'),
    t.login('performers', 'demo-performer'),
    t.login('performers', 'ioana-star'),
    t.login('users', 'user@demo.test'),
    t.login('users', 'admin@demo.test'),
  ]);
  [studioId, performerId, memberId] = await Promise.all([t.idOf('demo-studio'), t.idOf('demo-performer'), t.idOf('ioana-star')]);
});
afterAll(() => t.close());
restoreTablesAfterEach(() => t, [studioInvitations]);
restoreColumnsAfterEach(() => t, performers, performers.accountId, {
  studioId: performers.studioId,
  memberStatus: performers.memberStatus,
  memberSharePercent: performers.memberSharePercent,
  streamingStatus: performers.streamingStatus,
});

describe('invitations', () => {
  it('goes from the invitation to declining, then to accepting: the performer becomes a member, each side is mailed', async () => {
    let res = await call('POST', '/studio/members', studioToken, { invite: 'Demo-Performer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'invited', performerId });
    const first = res.json().data.invitationId as string;
    expect(await mailsTo('performer@demo.test')).toContainEqual(
      expect.stringContaining(mailText('nl', 'mail.studio.invited.text', { studio: 'Demo Studio' })),
    );

    res = await call('GET', '/performers/studio-invitations', performerToken);
    expect(res.json().data.data).toEqual([
      {
        _id: first,
        studio: { _id: studioId, name: 'Demo Studio', username: 'demo-studio' },
        status: 'pending',
        createdAt: expect.any(String),
      },
    ]);
    res = await call('GET', '/studio/members?status=invited', studioToken);
    expect(res.json().data).toMatchObject({
      total: 1,
      data: [{ _id: performerId, memberStatus: 'invited', invitationId: first, balance: 0 }],
    });

    // Another performer cannot answer it; the invited one declines.
    expect((await call('POST', `/performers/studio-invitations/${first}/accept`, memberToken)).statusCode).toBe(404);
    expect((await call('POST', `/performers/studio-invitations/${first}/decline`, performerToken)).statusCode).toBe(200);
    expect((await call('POST', `/performers/studio-invitations/${first}/accept`, performerToken)).statusCode).toBe(409);
    expect(await studioOf(performerId)).toBeNull();
    expect(await mailsTo('studio@demo.test')).toContainEqual(
      expect.stringContaining(mailText('nl', 'mail.studio.declined.text', { performer: 'Luna Demo' })),
    );

    // A second studio's invitation and this studio's new one: accepting one withdraws the other.
    const other = (await call('POST', '/studio/members', otherStudioToken, { invite: 'performer@demo.test' })).json().data.invitationId;
    const second = (await call('POST', '/studio/members', studioToken, { invite: 'demo-performer' })).json().data.invitationId;
    expect((await call('GET', '/performers/studio-invitations', performerToken)).json().data.data.length).toBe(2);
    expect((await call('POST', `/performers/studio-invitations/${second}/accept`, performerToken)).statusCode).toBe(200);
    expect(await studioOf(performerId)).toBe(studioId);
    expect(await mailsTo('studio@demo.test')).toContainEqual(
      expect.stringContaining(mailText('nl', 'mail.studio.accepted.text', { performer: 'Luna Demo' })),
    );
    const statuses = Object.fromEntries((await invitationsOf(performerId)).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({ [first]: 'declined', [second]: 'accepted', [other]: 'cancelled' });
    expect((await call('POST', `/performers/studio-invitations/${other}/accept`, performerToken)).statusCode).toBe(409);

    res = await call('GET', '/settings/performer/commission', performerToken);
    expect(res.json().data.studio).toMatchObject({ _id: studioId, name: 'Demo Studio' });
    res = await call('GET', '/studio/members?q=demo-perf', studioToken);
    expect(res.json().data).toMatchObject({ total: 1, data: [{ _id: performerId, memberStatus: 'active', invitationId: null }] });
  });

  it('refuses bad invitations with a clear 4xx and changes nothing', async () => {
    const before = await db().select().from(studioInvitations);
    const refusals: Array<[object, number, string?]> = [
      [{ invite: 'nobody-at-all' }, 400, STUDIO_TEXTS.performerNotFound],
      [{ invite: 'user@demo.test' }, 400, STUDIO_TEXTS.performerNotFound],
      [{ invite: 'demo-studio' }, 400, STUDIO_TEXTS.notYourself],
      [{ invite: 'ioana-star' }, 409, STUDIO_TEXTS.alreadyMember],
      [{ invite: '' }, 400],
      [{}, 400],
      [{ name: 'Half A Form' }, 400],
      // A whole new member's form with an `invite` that is no text: neither shape.
      [{ name: 'Nina New', username: 'nina-new', email: 'nina@example.com', dateOfBirth: '1990-01-01', invite: { x: 1 } }, 400],
    ];
    for (const [body, status, message] of refusals) {
      const res = await call('POST', '/studio/members', studioToken, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), status]);
      if (message) expect(res.json().message).toBe(message);
    }
    // Another studio's member, and a second invitation to the same performer.
    let res = await call('POST', '/studio/members', otherStudioToken, { invite: 'ioana-star' });
    expect([res.statusCode, res.json().message]).toEqual([409, STUDIO_TEXTS.inAnotherStudio]);
    expect(await db().select().from(studioInvitations)).toEqual(before);
    expect((await call('POST', '/studio/members', studioToken, { invite: 'demo-performer' })).statusCode).toBe(200);
    res = await call('POST', '/studio/members', studioToken, { invite: 'demo-performer' });
    expect([res.statusCode, res.json().message]).toEqual([409, STUDIO_TEXTS.alreadyInvited]);
    expect((await invitationsOf(performerId)).length).toBe(1);
    // A member's share outside 0 to 100, not whole or not a number, and an action other than active or inactive.
    const shareBefore = (await db().select().from(performers).where(eq(performers.accountId, memberId)))[0];
    for (const payload of [
      '{"memberSharePercent":101}',
      '{"memberSharePercent":-1}',
      '{"memberSharePercent":1e400}',
      '{"memberSharePercent":50.5}',
    ]) {
      const share = await t.app.inject({
        method: 'PUT',
        url: `/api/studio/commission/member/${memberId}`,
        headers: { authorization: `Bearer ${studioToken}`, 'content-type': 'application/json' },
        payload,
      });
      expect([payload, share.statusCode]).toEqual([payload, 400]);
    }
    res = await call('POST', `/studio/members/${memberId}/sleeping`, studioToken);
    expect(res.statusCode).toBe(400);
    expect((await db().select().from(performers).where(eq(performers.accountId, memberId)))[0]).toEqual(shareBefore);
    // Performers and users have no studio routes.
    expect((await call('POST', '/studio/members', performerToken, { invite: 'ioana-star' })).statusCode).toBe(403);
    expect((await call('GET', '/performers/studio-invitations', studioToken)).statusCode).toBe(403);
  });

  it('lets the studio withdraw a pending invitation', async () => {
    const invitation = (await call('POST', '/studio/members', studioToken, { invite: 'demo-performer' })).json().data.invitationId;
    expect((await call('DELETE', `/studio/members/${performerId}`, studioToken)).statusCode).toBe(200);
    expect((await invitationsOf(performerId))[0].status).toBe('cancelled');
    expect((await call('POST', `/performers/studio-invitations/${invitation}/accept`, performerToken)).statusCode).toBe(409);
    expect((await call('DELETE', `/studio/members/${performerId}`, studioToken)).statusCode).toBe(404);
  });
});

describe('a member made by the studio', () => {
  it('gets a mail to set a password, logs in pending review, and is approved like any performer', async () => {
    const body = { name: 'New Member', username: 'new-member', email: 'new-member@studios.test', dateOfBirth: '1999-04-02' };
    const res = await call('POST', '/studio/members', studioToken, body);
    expect(res.statusCode).toBe(200);
    const { performerId: id, outcome } = res.json().data;
    expect(outcome).toBe('created');
    const [row] = await db()
      .select({ status: accounts.status, studioId: performers.studioId, verified: performers.verified })
      .from(accounts)
      .innerJoin(performers, eq(performers.accountId, accounts.id))
      .where(eq(accounts.id, id));
    expect(row).toEqual({ status: 'pending', studioId, verified: false });

    // Nobody can log in before the member sets a password from the mailed link.
    await mailsTo(body.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: t.linkTokenFor(body.email), password: 'member-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const token = await t.login('performers', 'new-member', 'member-secret');
    expect((await call('POST', '/streaming/live', token, {})).json().message).toBe(LIVE_TEXTS.notVerified);
    expect((await call('GET', '/studio/members?q=new-member', studioToken)).json().data.data[0]).toMatchObject({
      _id: id,
      accountStatus: 'pending',
    });

    expect((await call('POST', `/admin/performers/${id}/verify`, adminToken, { approved: true })).statusCode).toBe(200);
    expect((await call('POST', '/streaming/live', token, {})).statusCode).toBe(200);
    expect((await call('GET', '/settings/performer/commission', token)).json().data.studio._id).toBe(studioId);

    // The same username or address again, and a minor, are refused.
    expect((await call('POST', '/studio/members', studioToken, { ...body, email: 'other@studios.test' })).statusCode).toBe(409);
    expect((await call('POST', '/studio/members', studioToken, { ...body, username: 'other-member' })).statusCode).toBe(409);
    const young = new Date(Date.now() - 17 * 365 * 86400_000).toISOString().slice(0, 10);
    const minor = await call('POST', '/studio/members', studioToken, {
      ...body,
      username: 'young-one',
      email: 'young@studios.test',
      dateOfBirth: young,
    });
    expect(minor.statusCode).toBe(400);
    expect(await db().select().from(accounts).where(eq(accounts.username, 'young-one'))).toEqual([]);
  });
});

describe('member status', () => {
  it('keeps an inactive member from going live, starting a show and the site, until active again', async () => {
    expect((await call('POST', '/streaming/live', memberToken, {})).statusCode).toBe(200);
    let res = await call('POST', `/studio/members/${memberId}/inactive`, studioToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: memberId, memberStatus: 'inactive' });
    // Their public show ended with it.
    expect((await db().select().from(performers).where(eq(performers.accountId, memberId)))[0].streamingStatus).toBe('offline');

    res = await call('POST', '/streaming/live', memberToken, {});
    expect([res.statusCode, res.json().message]).toEqual([400, LIVE_TEXTS.memberInactive]);
    res = await call('POST', '/streaming/group-chat', memberToken, {});
    expect([res.statusCode, res.json().message]).toEqual([400, LIVE_TEXTS.memberInactive]);
    expect((await call('GET', '/performers/ioana-star/view', userToken)).statusCode).toBe(404);
    expect((await call('GET', '/studio/members?status=inactive', studioToken)).json().data.data.map((m: { _id: string }) => m._id)).toEqual(
      [memberId],
    );

    expect((await call('POST', `/studio/members/${memberId}/active`, studioToken)).statusCode).toBe(200);
    expect((await call('GET', '/performers/ioana-star/view', userToken)).statusCode).toBe(200);
    expect((await call('POST', '/streaming/live', memberToken, {})).statusCode).toBe(200);

    res = await call('POST', `/studio/members/${memberId}/frozen`, studioToken);
    expect(res.statusCode).toBe(400);
    expect((await db().select().from(performers).where(eq(performers.accountId, memberId)))[0].memberStatus).toBe('active');
  });
});

describe('members and their money', () => {
  it('lists members with their balance and the earnings of the period as the ledger has them', async () => {
    await call('PUT', `/studio/commission/member/${memberId}`, studioToken, { memberSharePercent: 75 });
    const transaction = await tip(memberId, 10);
    const rows = await db().select().from(earnings).where(eq(earnings.transactionId, transaction));
    const studioRow = rows.find((row) => row.earnerKind === 'studio')!;
    const memberRow = rows.find((row) => row.earnerKind === 'performer')!;

    const since = new Date(Date.now() - 60_000).toISOString();
    const res = await call('GET', `/studio/members?fromDate=${since}&toDate=${encodeURIComponent(farFuture())}`, studioToken);
    const member = res.json().data.data.find((m: { _id: string }) => m._id === memberId);
    const [{ balance }] = await db().select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, memberId));
    expect(member).toMatchObject({
      name: 'Ioana Star',
      username: 'ioana-star',
      memberStatus: 'active',
      memberSharePercent: 75,
      balance: Number(balance) / 100,
      earnings: { gross: 10, member: Number(memberRow.netMinor) / 100, studio: Number(studioRow.netMinor) / 100 },
    });
    expect(member.avatar).toEqual(expect.any(String));

    // Every sale in the ledger, for the whole time.
    const all = (await call('GET', `/studio/members?fromDate=${FROM}`, studioToken)).json().data.data;
    const [totals] = await db()
      .select({ studio: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text` })
      .from(earnings)
      .where(and(eq(earnings.accountId, studioId), eq(earnings.earnerKind, 'studio')));
    const listed = all.reduce((sum: number, m: { earnings: { studio: number } }) => sum + m.earnings.studio, 0);
    expect(Math.round(listed * 100)).toBe(Number(totals.studio));

    // Paging and the filters.
    const page = (await call('GET', '/studio/members?limit=1&offset=1', studioToken)).json().data;
    const members = await db().select().from(performers).where(eq(performers.studioId, studioId));
    expect([page.total, page.data.length]).toEqual([members.length, 1]);
    expect(page.data[0]._id).toBe(all[1]._id);
    expect((await call('GET', '/studio/members?status=sleeping', studioToken)).statusCode).toBe(400);
    expect((await call('GET', '/studio/members?q=nobody-matches', studioToken)).json().data).toEqual({ data: [], total: 0 });
  });

  it('splits sales by the share of their moment: a change applies to later sales only', async () => {
    const before = await tip(memberId, 10);
    await call('PUT', `/studio/commission/member/${memberId}`, studioToken, { memberSharePercent: 90 });
    const after = await tip(memberId, 10);
    const memberNet = async (transaction: string) =>
      (
        await db()
          .select()
          .from(earnings)
          .where(and(eq(earnings.transactionId, transaction), eq(earnings.earnerKind, 'performer')))
      )[0].netMinor;
    // The studio's rate is 20 %: 8 tokens remain, split 60/40 before and 90/10 after.
    expect(await memberNet(before)).toBe(480n);
    expect(await memberNet(after)).toBe(720n);
  });

  it('removes a member and lets a member leave: later sales are theirs alone, the other party is mailed', async () => {
    // A payout the member asked of the studio before: the studio owes it still, and decides it after the member has gone.
    await setMinimumPayout(1);
    await tip(memberId, 10);
    expect(
      (await call('POST', '/payment-information', memberToken, { paymentAccountType: 'paxum', email: 'ioana@paxum.test' })).statusCode,
    ).toBe(200);
    const asked = await call('POST', '/payout-requests/performer', memberToken, {
      fromDate: FROM,
      toDate: farFuture(),
      paymentAccountType: 'paxum',
    });
    expect(asked.json()).toMatchObject({ data: { studioId, status: 'pending' } });
    const owed = asked.json().data._id as string;

    expect((await call('DELETE', `/studio/members/${memberId}`, studioToken)).statusCode).toBe(200);
    expect(await studioOf(memberId)).toBeNull();
    const [{ email }] = await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.id, memberId));
    expect(await mailsTo(email)).toContainEqual(
      expect.stringContaining(mailText('nl', 'mail.studio.removed.text', { studio: 'Demo Studio' })),
    );
    const transaction = await tip(memberId, 10);
    const rows = await db().select().from(earnings).where(eq(earnings.transactionId, transaction));
    expect(rows.map((row) => row.earnerKind)).toEqual(['performer']);
    expect((await call('GET', '/settings/performer/commission', memberToken)).json().data.studio).toBeNull();
    const studioRequests = (await call('GET', '/payout-requests/studio/performer-request', studioToken)).json().data.data;
    expect(studioRequests.map((request: { _id: string }) => request._id)).toContain(owed);
    expect((await call('PUT', `/payout-requests/studio/update/${owed}`, studioToken, { status: 'approved' })).statusCode).toBe(200);
    expect((await call('PUT', `/admin/payout-requests/${owed}`, adminToken, { status: 'rejected' })).statusCode).toBe(404);
    // What they earn from now on they ask of the site.
    const own = await call('POST', '/payout-requests/performer', memberToken, {
      fromDate: new Date(Date.now() - 1000).toISOString(),
      toDate: farFuture(),
      paymentAccountType: 'paxum',
    });
    expect(own.json()).toMatchObject({ data: { studioId: null, status: 'pending' } });
    await setMinimumPayout(null);

    // Invited again, accepted, then leaves.
    const invitation = (await call('POST', '/studio/members', studioToken, { invite: 'ioana-star' })).json().data.invitationId;
    expect((await call('POST', `/performers/studio-invitations/${invitation}/accept`, memberToken)).statusCode).toBe(200);
    expect((await call('POST', '/performers/studio/leave', memberToken)).statusCode).toBe(200);
    expect(await studioOf(memberId)).toBeNull();
    expect(await mailsTo('studio@demo.test')).toContainEqual(
      expect.stringContaining(mailText('nl', 'mail.studio.left.text', { performer: 'Ioana Star' })),
    );
    expect((await call('POST', '/performers/studio/leave', memberToken)).statusCode).toBe(400);
  });
});

describe('socket events', () => {
  it('tells the other party of each change on its sockets', async () => {
    const told: Array<[string, unknown]> = [];
    const toAccount = t.deps.realtime.toAccount;
    t.deps.realtime.toAccount = ((accountId: string, event: string, payload: unknown) => {
      if (event === 'studio/membership') told.push([accountId, payload]);
    }) as typeof toAccount;
    try {
      const invitation = (await call('POST', '/studio/members', studioToken, { invite: 'demo-performer' })).json().data.invitationId;
      await call('POST', `/performers/studio-invitations/${invitation}/accept`, performerToken);
      await call('POST', `/studio/members/${performerId}/inactive`, studioToken);
      await call('POST', '/performers/studio/leave', performerToken);
    } finally {
      t.deps.realtime.toAccount = toAccount;
    }
    const change = (to: string, what: string) => [to, { change: what, studioId, performerId }];
    expect(told).toEqual([
      change(performerId, 'invited'),
      change(studioId, 'accepted'),
      change(performerId, 'inactive'),
      change(studioId, 'left'),
    ]);
  });
});

describe('figures', () => {
  it("equal the ledger's studio rows and the members' statuses now", async () => {
    const today = todayInZone();
    const before = (await call('GET', `/studio/stats?fromDate=${today}&toDate=${today}`, studioToken)).json().data;
    const sales = [await tip(memberId, 10), await tip(await t.idOf('mateo-cruz'), 20)];
    // Sales already made stay as they are when a member becomes inactive.
    await call('POST', `/studio/members/${memberId}/inactive`, studioToken);
    const res = await call('GET', `/studio/stats?fromDate=${today}&toDate=${today}`, studioToken);
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;

    const members = await db().select().from(performers).where(eq(performers.studioId, studioId));
    expect(stats).toMatchObject({
      fromDate: today,
      toDate: today,
      timeZone: 'Europe/Amsterdam',
      totalPerformer: members.length,
      activeMembers: members.filter((m) => m.memberStatus === 'active').length,
      inactiveMembers: members.filter((m) => m.memberStatus === 'inactive').length,
      onlineNow: members.filter((m) => m.streamingStatus !== 'disconnected').length,
      liveNow: members.filter((m) => m.streamingStatus === 'public').length,
      inShowNow: members.filter((m) => ['private', 'group'].includes(m.streamingStatus)).length,
    });
    expect(stats.inactiveMembers).toBeGreaterThanOrEqual(1);

    // What today's sales added is what the ledger credited the studio and its members for them.
    const rows = await db().select().from(earnings).where(inArray(earnings.transactionId, sales));
    const sum = (kind: 'studio' | 'performer', field: 'netMinor' | 'grossMinor') =>
      rows.filter((row) => row.earnerKind === kind).reduce((total, row) => total + Number(row[field]), 0) / 100;
    const [credited] = await db()
      .select({ minor: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.transactionId, sales), eq(ledgerEntries.accountId, studioId)));
    const added = (field: 'gross' | 'studio' | 'members') => Math.round((stats.earnings[field] - before.earnings[field]) * 100) / 100;
    expect(added('studio')).toBe(Number(credited.minor) / 100);
    expect(added('studio')).toBe(sum('studio', 'netMinor'));
    expect(added('members')).toBe(sum('performer', 'netMinor'));
    expect(added('gross')).toBe(sum('studio', 'grossMinor'));
    expect(stats.days).toEqual([{ date: today, ...stats.earnings }]);

    // Thirty days by default; a range the wrong way round is refused; a member has no figures.
    const month = (await call('GET', '/studio/stats', studioToken)).json().data;
    expect(month.days.length).toBe(30);
    expect(month.toDate).toBe(today);
    expect((await call('GET', '/studio/stats?fromDate=2026-02-02&toDate=2026-02-01', studioToken)).statusCode).toBe(400);
    expect((await call('GET', '/studio/stats', memberToken)).statusCode).toBe(403);
    expect((await call('GET', '/studio/stats', otherStudioToken)).json().data).toMatchObject({ totalPerformer: 0, earnings: { gross: 0 } });
  });
});

describe('tenancy', () => {
  it("answers another studio 404 on every studio route about this studio's member, and changes nothing", async () => {
    const about: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object]> = [
      ['POST', `/studio/members/${memberId}/inactive`],
      ['POST', `/studio/members/${memberId}/active`],
      ['DELETE', `/studio/members/${memberId}`],
      ['PUT', `/studio/commission/member/${memberId}`, { memberSharePercent: 10 }],
    ];
    for (const [method, path, body] of about) {
      const res = await call(method, path, otherStudioToken, body);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    const [row] = await db().select().from(performers).where(eq(performers.accountId, memberId));
    expect(row).toMatchObject({ studioId, memberStatus: 'active', memberSharePercent: null });
    expect((await call('GET', '/studio/members', otherStudioToken)).json().data).toEqual({ data: [], total: 0 });
    expect((await call('GET', '/studio/members', memberToken)).statusCode).toBe(403);
    expect(otherStudioId).not.toBe(studioId);
  });
});
