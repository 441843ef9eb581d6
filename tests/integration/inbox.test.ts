/**
 * The inbox and what goes with it: GET /conversations (paging by 25, search, latest
 * message first, the other person's online status, unread counts past 9999), opening a
 * conversation and reading its messages 25 at a time, read receipts, a viewer's public
 * profile (GET /users/view/{id}), and the limits of writing: per-account rate limit,
 * blocks by account and country, suspension, bad input.
 *
 * On PostgreSQL with Redis the sockets are on a second instance of the deployment while
 * every API call goes to the first, so the live events are seen crossing instances.
 */
import { and, eq } from 'drizzle-orm';
import { apiOf, bearer, type TestApp } from './helpers';
import { newFundedUser, socketDeployment, type SocketDeployment } from './deployment';
import { accounts, conversationParticipants, conversations, messages, performerBlockedUsers, performers } from '@/server/db/schema';
import { MESSAGING_TEXTS } from '@/server/modules/messaging/service';
import { MAX_MESSAGE_LENGTH } from '@/shared/constants';
import type { Conversation, Message } from '@/shared/schemas/messaging';
import { socketClients, waitFor } from '../support/socket-clients';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

const MESSAGES_PER_MINUTE = 6;
const DUTCH_IP = '145.100.0.1';
const GERMAN_IP = '217.0.0.1';

let deployment: SocketDeployment;
let t: TestApp;
let otherUrl = '';
const atOther = socketClients(() => otherUrl);
let performerId: string;
let performerToken: string;
let userCount = 0;

const db = () => t.deps.database.db;
const api = apiOf(() => t);
const send = (conversationId: string, token: string, text: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/messages/conversations/${conversationId}`,
    headers: bearer(token),
    payload: { text },
    remoteAddress,
  });
const inbox = async (token: string, query = '') => (await api('GET', `/conversations${query}`, token)).json().data;
const messageCount = async (conversationId: string) =>
  (await db().select().from(messages).where(eq(messages.conversationId, conversationId))).length;

async function newUser(tokens = 0) {
  userCount += 1;
  return newFundedUser(t, `inbox-${userCount}`, tokens);
}

/** A new user's conversation with the demo performer, opened by the user. */
async function conversationOf(user: { token: string }): Promise<Conversation> {
  const opened = await api('POST', '/conversations', user.token, { source: 'performer', sourceId: performerId });
  expect(opened.statusCode).toBe(200);
  return opened.json().data;
}

beforeAll(async () => {
  deployment = await socketDeployment({ seed: true, config: { loginMaxPerIp: 1000, messagesPerMinute: MESSAGES_PER_MINUTE } });
  t = deployment.first.app;
  otherUrl = deployment.second.url;
  performerId = await t.idOf('demo-performer');
  performerToken = await t.login('performers', 'demo-performer');
}, 120_000);

afterAll(async () => {
  atOther.closeAll();
  await deployment.close();
});

restoreTablesAfterEach(() => t, [performerBlockedUsers]);
restoreColumnsAfterEach(() => t, performers, performers.accountId, { blockedCountries: performers.blockedCountries });

describe('the inbox', () => {
  it('pages by 25, latest message first, with the other person, last message, unread count and search', async () => {
    // 26 conversations with a message each, a minute apart; the newest one last.
    const names: string[] = [];
    const base = Date.now() - 60 * 60_000;
    for (let i = 0; i < 26; i += 1) {
      const name = `Pager ${String(i).padStart(2, '0')} Zebra`;
      names.push(name);
      const [user] = await db()
        .insert(accounts)
        .values({ kind: 'user', email: `pager-${i}@demo.test`, username: `pager-${i}`, name, passwordHash: 'x' })
        .returning({ id: accounts.id });
      const at = new Date(base + i * 60_000);
      const [conversation] = await db()
        .insert(conversations)
        .values({ type: 'private', performerId, userId: user.id, lastMessage: `Hello ${i}`, lastMessageCreatedAt: at })
        .returning({ id: conversations.id });
      await db()
        .insert(conversationParticipants)
        .values([
          { conversationId: conversation.id, accountId: user.id },
          { conversationId: conversation.id, accountId: performerId, unreadCount: i },
        ]);
      await db()
        .insert(messages)
        .values({ conversationId: conversation.id, senderId: user.id, text: `Hello ${i}`, createdAt: at });
    }
    const first = await inbox(performerToken, '?q=zebra');
    expect(first.total).toBe(26);
    expect(first.data).toHaveLength(25);
    expect(first.data[0]).toMatchObject({
      type: 'private',
      lastMessage: 'Hello 25',
      totalNotSeenMessages: 25,
      isOnline: false,
      recipientLastReadAt: null,
      recipientInfo: { name: names[25], username: 'pager-25', role: 'user' },
    });
    expect(first.data[0].recipientInfo.avatar).toEqual(expect.any(String));
    expect(first.data.map((c: Conversation) => c.lastMessage)).toEqual(
      names
        .map((_, i) => `Hello ${i}`)
        .reverse()
        .slice(0, 25),
    );
    const second = await inbox(performerToken, '?q=zebra&offset=25');
    expect(second.data.map((c: Conversation) => c.lastMessage)).toEqual(['Hello 0']);
    // The older address answers the same.
    expect((await api('GET', '/conversations/search?q=zebra', performerToken)).json().data).toEqual(first);
    // Search by name or username, any case.
    expect((await inbox(performerToken, '?q=PAGER 07')).data.map((c: Conversation) => c.recipientInfo.name)).toEqual([names[7]]);
    expect((await inbox(performerToken, '?q=pager-13')).data.map((c: Conversation) => c.recipientInfo.name)).toEqual([names[13]]);
    expect((await inbox(performerToken, '?q=nobody-like-this')).total).toBe(0);
  });

  it("moves a conversation to the top live, on another instance, and shows the other person's online status", async () => {
    const user = await newUser();
    const conversation = await conversationOf(user);
    const performerSocket = await atOther.open(performerToken);
    const userSocket = await atOther.open(user.token);
    // The user is connected: the performer's inbox says so; the user sees the performer online (connected, not streaming).
    const found = (await inbox(performerToken, `?q=${user.email.split('@')[0]}`)).data[0];
    expect(found).toMatchObject({ _id: conversation._id, isOnline: true });

    const arrived = waitFor<{ conversationId: string; message: Message; conversationType?: string }>(
      performerSocket,
      'message_created',
      (p) => p.conversationId === conversation._id,
    );
    const sent = await send(conversation._id, user.token, 'Are you live tonight?');
    expect(sent.statusCode).toBe(200);
    expect(await arrived).toMatchObject({ conversationType: 'private', message: { text: 'Are you live tonight?', senderId: user.id } });
    const top = (await inbox(performerToken)).data[0];
    expect(top).toMatchObject({ _id: conversation._id, lastMessage: 'Are you live tonight?', totalNotSeenMessages: 1 });

    userSocket.close();
    await waitForOffline(user.id);
    expect((await inbox(performerToken)).data[0]).toMatchObject({ _id: conversation._id, isOnline: false });
    performerSocket.close();
  });

  it('sends read receipts to the sender, live and in the inbox', async () => {
    const user = await newUser();
    const conversation = await conversationOf(user);
    const userSocket = await atOther.open(user.token);
    const performerSocket = await atOther.open(performerToken);
    const sent: Message = (await send(conversation._id, user.token, 'Did you read this?')).json().data;
    expect((await inbox(user.token)).data[0]).toMatchObject({ _id: conversation._id, recipientLastReadAt: null });

    const receipt = waitFor<{ conversationId: string; readerId: string; readAt: string }>(userSocket, 'messages/read');
    const ownTabs = waitFor<{ readerId: string }>(performerSocket, 'messages/read');
    expect((await api('POST', '/messages/read-all', performerToken, { conversationId: conversation._id })).statusCode).toBe(200);
    const read = await receipt;
    expect(read).toMatchObject({ conversationId: conversation._id, readerId: performerId });
    expect(Date.parse(read.readAt)).toBeGreaterThanOrEqual(Date.parse(sent.createdAt));
    expect((await ownTabs).readerId).toBe(performerId);
    expect((await inbox(user.token)).data[0].recipientLastReadAt).toBe(read.readAt);
    expect((await api('GET', `/conversations/${conversation._id}`, user.token)).json().data.recipientLastReadAt).toBe(read.readAt);

    // Writing back, the performer has read everything before their own message.
    const reply: Message = (await send(conversation._id, performerToken, 'Yes!')).json().data;
    expect((await inbox(user.token)).data[0].recipientLastReadAt).toBe(reply.createdAt);
    userSocket.close();
    performerSocket.close();
  });

  it('counts unread messages past 9999: 9999, then 10000', async () => {
    const user = await newUser();
    const conversation = await conversationOf(user);
    const unreadOfPerformer = and(
      eq(conversationParticipants.conversationId, conversation._id),
      eq(conversationParticipants.accountId, performerId),
    );
    await api('POST', '/messages/read-all', performerToken, { conversationId: conversation._id });
    const before: number = (await api('GET', '/messages/total-unread', performerToken)).json().data.total;
    await db().update(conversationParticipants).set({ unreadCount: 9998 }).where(unreadOfPerformer);
    const unread = async () => (await api('GET', `/conversations/${conversation._id}`, performerToken)).json().data.totalNotSeenMessages;

    expect((await send(conversation._id, user.token, 'Number 9999')).statusCode).toBe(200);
    expect(await unread()).toBe(9999);
    expect((await api('GET', '/messages/total-unread', performerToken)).json().data.total).toBe(before + 9999);
    expect((await send(conversation._id, user.token, 'Number 10000')).statusCode).toBe(200);
    expect(await unread()).toBe(10000);
    expect((await api('GET', '/messages/total-unread', performerToken)).json().data.total).toBe(before + 10000);
    expect((await api('POST', '/messages/read-all', performerToken, { conversationId: conversation._id })).statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });

  it("counts direct messages only: a stream's conversation the account takes part in adds nothing", async () => {
    const user = await newUser();
    const before: number = (await api('GET', '/messages/total-unread', user.token)).json().data.total;
    const [stream] = await db().insert(conversations).values({ type: 'stream_group', performerId }).returning({ id: conversations.id });
    await db().insert(conversationParticipants).values({ conversationId: stream.id, accountId: user.id, unreadCount: 7 });
    expect((await api('GET', '/messages/total-unread', user.token)).json().data.total).toBe(before);
    expect((await inbox(user.token)).data.some((c: Conversation) => c._id === stream.id)).toBe(false);
  });
});

/** Waits until the account has no socket left on any instance (a closed socket's disconnect reaches the server a moment later). */
async function waitForOffline(accountId: string) {
  for (let i = 0; i < 200 && (await t.deps.realtime.isOnline(accountId)) !== false; i += 1) await new Promise((r) => setTimeout(r, 10));
}

describe('opening a conversation', () => {
  it('known: its unread messages and the newest 25 first, older ones by offset; unknown: made from the source', async () => {
    const user = await newUser();
    const made = await conversationOf(user);
    expect(made).toMatchObject({ totalNotSeenMessages: 0, recipientInfo: { _id: performerId } });
    // As many as the rate limit lets through, the rest written straight in, a second apart.
    for (let i = 1; i <= MESSAGES_PER_MINUTE; i += 1) expect((await send(made._id, user.token, `Line ${i}`)).statusCode).toBe(200);
    await db()
      .insert(messages)
      .values(
        Array.from({ length: 30 - MESSAGES_PER_MINUTE }, (_, i) => ({
          conversationId: made._id,
          senderId: user.id,
          text: `Line ${MESSAGES_PER_MINUTE + 1 + i}`,
          createdAt: new Date(Date.now() + (i + 1) * 1000),
        })),
      );
    // The performer opens it from the user's name (source 'user'): the same conversation.
    const opened = await api('POST', '/conversations', performerToken, { source: 'user', sourceId: user.id });
    expect(opened.json().data).toMatchObject({ _id: made._id, totalNotSeenMessages: MESSAGES_PER_MINUTE });
    const first = (await api('GET', `/messages/conversations/${made._id}`, performerToken)).json().data;
    expect(first.total).toBe(30);
    expect(first.data.map((m: Message) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `Line ${30 - i}`));
    const older = (await api('GET', `/messages/conversations/${made._id}?offset=25`, performerToken)).json().data;
    expect(older.data.map((m: Message) => m.text)).toEqual(['Line 5', 'Line 4', 'Line 3', 'Line 2', 'Line 1']);
    expect((await api('POST', '/messages/read-all', performerToken, { conversationId: made._id })).statusCode).toBe(200);
    expect((await api('GET', `/conversations/${made._id}`, performerToken)).json().data.totalNotSeenMessages).toBe(0);
  });
});

describe('limits', () => {
  it('rate-limits messages per account, not per address, and stores none over the limit', async () => {
    const [fast, other] = [await newUser(), await newUser()];
    const [mine, theirs] = [await conversationOf(fast), await conversationOf(other)];
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) expect((await send(mine._id, fast.token, `Quick ${i}`)).statusCode).toBe(200);
    const refused = await send(mine._id, fast.token, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You are sending messages too fast\. Please try again in \d+ (seconds?|minute)\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await messageCount(mine._id)).toBe(MESSAGES_PER_MINUTE);
    // Another account from the same address writes on.
    expect((await send(theirs._id, other.token, 'My own budget')).statusCode).toBe(200);
  });

  it('refuses a blocked user (account or country) and writes nothing; the block lifted, writing works again', async () => {
    const user = await newUser();
    const conversation = await conversationOf(user);
    await db().insert(performerBlockedUsers).values({ performerId, userId: user.id });
    const byAccount = await send(conversation._id, user.token, 'Let me in');
    expect(byAccount.statusCode).toBe(403);
    expect(byAccount.json().message).toBe(MESSAGING_TEXTS.cannotWrite);
    // Nor may the performer write to someone they block.
    expect((await send(conversation._id, performerToken, 'Hello?')).statusCode).toBe(403);
    await db().delete(performerBlockedUsers);

    await db()
      .update(performers)
      .set({ blockedCountries: ['NL'] })
      .where(eq(performers.accountId, performerId));
    expect((await send(conversation._id, user.token, 'From Amsterdam', DUTCH_IP)).statusCode).toBe(403);
    expect(await messageCount(conversation._id)).toBe(0);
    expect((await send(conversation._id, user.token, 'From Berlin', GERMAN_IP)).statusCode).toBe(200);
    // The performer's own address does not matter: they write from anywhere.
    expect((await send(conversation._id, performerToken, 'Hi Berlin', DUTCH_IP)).statusCode).toBe(200);
  });

  it("stops a suspended account's messages at once, both ways", async () => {
    const user = await newUser();
    const conversation = await conversationOf(user);
    expect((await send(conversation._id, user.token, 'Before')).statusCode).toBe(200);
    const admin = await t.login('users', 'admin@demo.test');
    expect((await api('POST', `/admin/accounts/${user.id}/suspend`, admin, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await send(conversation._id, user.token, 'After')).statusCode).toBe(401);
    const toSuspended = await send(conversation._id, performerToken, 'Are you there?');
    expect(toSuspended.statusCode).toBe(403);
    expect(toSuspended.json().message).toBe(MESSAGING_TEXTS.cannotWrite);
    expect(await messageCount(conversation._id)).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 4xx and changes nothing', async () => {
    const user = await newUser();
    const conversation = await conversationOf(user);
    const stranger = await newUser();
    const tooLong = 'x'.repeat(MAX_MESSAGE_LENGTH + 1);
    for (const [response, status] of [
      [await send(conversation._id, user.token, ''), 400],
      [await send(conversation._id, user.token, '   \n '), 400],
      [await send(conversation._id, user.token, tooLong), 400],
      [await send(conversation._id, stranger.token, 'Not mine'), 404],
      [await api('GET', `/messages/conversations/${conversation._id}`, stranger.token), 404],
      [await api('POST', '/messages/read-all', stranger.token, { conversationId: conversation._id }), 404],
      [await api('GET', `/conversations?q=${'q'.repeat(51)}`, user.token), 400],
      [await api('GET', '/conversations?limit=101', user.token), 400],
      [await api('GET', '/conversations?offset=-1', user.token), 400],
    ] as const)
      expect(response.statusCode).toBe(status);
    expect(await messageCount(conversation._id)).toBe(0);
    expect((await inbox(stranger.token)).total).toBe(0);
    expect((await send(conversation._id, user.token, 'x'.repeat(MAX_MESSAGE_LENGTH))).statusCode).toBe(200);
  });
});

describe("a viewer's public profile", () => {
  it('shows name, avatar, country and member since, nothing private; a performer sees whether they block them', async () => {
    const user = await newUser();
    await db().update(accounts).set({ country: 'NL', phone: '0612345678', city: 'Utrecht' }).where(eq(accounts.id, user.id));
    const asUser = await api('GET', `/users/view/${user.id}`, user.token);
    expect(asUser.statusCode).toBe(200);
    const profile = asUser.json().data;
    expect(Object.keys(profile).sort()).toEqual(['_id', 'avatar', 'country', 'memberSince', 'name', 'username']);
    expect(profile).toMatchObject({ _id: user.id, name: user.email.split('@')[0], country: 'NL' });
    expect(Date.parse(profile.memberSince)).not.toBeNaN();
    expect(JSON.stringify(profile)).not.toMatch(/0612345678|Utrecht|@demo\.test|balance/);

    // Before the performer's first stream there is no chat to mute the viewer in.
    expect((await api('GET', `/users/view/${user.id}`, performerToken)).json().data).toMatchObject({ blocked: false, chat: null });
    await db().insert(performerBlockedUsers).values({ performerId, userId: user.id });
    expect((await api('GET', `/users/view/${user.id}`, performerToken)).json().data.blocked).toBe(true);

    // Only viewers, only active ones; no way to tell the rest apart from no account.
    expect((await api('GET', `/users/view/${performerId}`, user.token)).statusCode).toBe(404);
    expect((await api('GET', `/users/view/${crypto.randomUUID()}`, user.token)).statusCode).toBe(404);
    expect((await api('GET', '/users/view/not-an-id', user.token)).statusCode).toBe(400);
    expect((await api('GET', `/users/view/${user.id}`)).statusCode).toBe(401);
    await db().update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, user.id));
    expect((await api('GET', `/users/view/${user.id}`, performerToken)).statusCode).toBe(404);
  });
});
