/**
 * Files in private messages (POST /messages/private/file): a picture or a file checked by
 * its bytes, kept private and read by the conversation's two parties only through
 * short-lived signed addresses; paid for like a message when the performer charges;
 * refused (and nothing kept) when too large, of a forbidden kind, in a conversation not
 * the sender's, or not paid for; limited per account.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, tamperedSignature, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import { messageFiles, messages, settings } from '@/server/db/schema';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { MESSAGE_FILES_PER_MINUTE } from '@/server/modules/messaging/attachments';
import { PDF, PNG, multipart, type FormFile } from '../support/multipart';
import { restoreTablesAfterEach } from '../support/restore';

/** The largest file of this app: a little more than the test picture. */
const FILE_LIMIT = 4096;

let t: TestApp;
let performerToken: string;
let performerId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { fileLimit: FILE_LIMIT } });
  performerToken = await t.login('performers', 'demo-performer');
  performerId = await t.idOf('performer@demo.test');
});
afterAll(() => t.close());
restoreTablesAfterEach(() => t, [settings]);

const db = () => t.deps.database.db;
const messageFilesOnDisk = async () =>
  (await readdir(path.join(t.deps.config.dataDir, 'uploads', 'private', 'messages')).catch(() => [] as string[])).length;

/** A user of its own with `tokens`, and their conversation with the demo performer. */
async function fanWithConversation(name: string, tokens = 0) {
  const fan = await newFundedUser(t, name, tokens);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(fan.token),
    payload: { source: 'performer', sourceId: performerId },
  });
  return { ...fan, conversationId: res.json().data._id as string };
}

const sendFile = (token: string, conversationId: string, file?: FormFile, headers: Record<string, string> = {}) => {
  const form = multipart({ conversationId }, file ? { file } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/messages/private/file',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token), ...headers },
  });
};
const page = async (token: string, conversationId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/messages/conversations/${conversationId}`, headers: bearer(token) })).json().data.data;
const setCharging = async (price: number) => {
  for (const [key, value] of [
    ['enableTokenPerMessage', true],
    ['tokenPerMessage', price],
  ] as const) {
    await db()
      .insert(settings)
      .values({ key, value, group: 'payment', public: true })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  t.app.settings.invalidate();
};

describe('POST /messages/private/file', () => {
  it('sends a picture that both parties see at a signed address, and nobody else reads', async () => {
    const fan = await fanWithConversation('picture-fan');
    const sent = await sendFile(fan.token, fan.conversationId, { name: 'sunset.png', data: PNG });
    expect(sent.statusCode).toBe(200);
    const message = sent.json().data;
    expect(message).toMatchObject({ type: 'file', text: 'sunset.png', senderId: fan.id, price: null });
    expect(message.file).toMatchObject({ name: 'sunset.png', size: PNG.length, kind: 'image' });
    expect(message.file.url).toMatch(/^\/files\/private\/messages\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/);

    // The performer reads it in the thread, at an address of their own, and the bytes are the picture.
    const [seen] = await page(performerToken, fan.conversationId);
    expect(seen).toMatchObject({ _id: message._id, file: { kind: 'image', name: 'sunset.png' } });
    const image = await t.app.inject({ method: 'GET', url: seen.file.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // The conversation shows it as its last message.
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${fan.conversationId}`,
      headers: bearer(performerToken),
    });
    expect(conversation.json().data.lastMessage).toBe('sunset.png');

    // Without the signature, or with another one, the file is not served.
    const bare = seen.file.url.split('?')[0];
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: tamperedSignature(seen.file.url) })).statusCode).toBe(403);
    // Someone else neither reads the thread nor sends into it.
    const stranger = await fanWithConversation('picture-stranger');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/messages/conversations/${fan.conversationId}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    const intruding = await sendFile(stranger.token, fan.conversationId, { name: 'me.png', data: PNG });
    expect(intruding.statusCode).toBe(404);
    expect(await db().select().from(messages).where(eq(messages.conversationId, fan.conversationId))).toHaveLength(1);
  });

  it('offers another file for download under its name', async () => {
    const fan = await fanWithConversation('document-fan');
    const sent = await sendFile(fan.token, fan.conversationId, { name: 'Wish list.pdf', data: PDF });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.file).toMatchObject({ name: 'Wish list.pdf', kind: 'file', size: PDF.length });
    const download = await t.app.inject({ method: 'GET', url: sent.json().data.file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="Wish list.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a file too large, of a forbidden kind or not what its name says, keeping nothing', async () => {
    const fan = await fanWithConversation('refused-fan');
    const filesBefore = await messageFilesOnDisk();
    const tooLarge = await sendFile(fan.token, fan.conversationId, {
      name: 'big.png',
      data: Buffer.concat([PNG, Buffer.alloc(FILE_LIMIT)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Request Entity Too Large');
    const program = await sendFile(fan.token, fan.conversationId, { name: 'setup.exe', data: Buffer.from('MZ\x90\x00') });
    expect(program.statusCode).toBe(400);
    expect(program.json().message).toBe('You can only upload .jpg, .jpeg, .png, .webp, .gif, .pdf, .zip, .mp3 file!');
    const disguised = await sendFile(fan.token, fan.conversationId, { name: 'photo.png', data: PDF });
    expect(disguised.statusCode).toBe(400);
    const noFile = await sendFile(fan.token, fan.conversationId);
    expect(noFile.statusCode).toBe(400);
    const badId = await sendFile(fan.token, 'not-an-id', { name: 'a.png', data: PNG });
    expect(badId.statusCode).toBe(400);

    expect(await db().select().from(messages).where(eq(messages.conversationId, fan.conversationId))).toHaveLength(0);
    expect(await messageFilesOnDisk()).toBe(filesBefore);
  });

  it('charges a file like a message, and keeps neither message nor file when it cannot be paid', async () => {
    await setCharging(4);
    const fan = await fanWithConversation('paying-fan', 5);
    const paid = await sendFile(fan.token, fan.conversationId, { name: 'first.png', data: PNG });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.price).toBe(4);
    expect(await t.balanceOf(fan.id)).toBe(1);

    const filesBefore = await messageFilesOnDisk();
    const short = await sendFile(fan.token, fan.conversationId, { name: 'second.png', data: PNG });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(NOT_ENOUGH_TOKENS);
    expect(await t.balanceOf(fan.id)).toBe(1);
    expect(await messageFilesOnDisk()).toBe(filesBefore);
    expect(await db().select().from(messages).where(eq(messages.conversationId, fan.conversationId))).toHaveLength(1);
  });

  it('stores a file retried with the same key once', async () => {
    const fan = await fanWithConversation('retrying-fan');
    const key = { 'idempotency-key': 'file-retry-0001' };
    const first = await sendFile(fan.token, fan.conversationId, { name: 'once.png', data: PNG }, key);
    const filesBefore = await messageFilesOnDisk();
    const again = await sendFile(fan.token, fan.conversationId, { name: 'once.png', data: PNG }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.file.kind).toBe('image');
    expect(await messageFilesOnDisk()).toBe(filesBefore);
    const rows = await db()
      .select()
      .from(messageFiles)
      .innerJoin(messages, eq(messages.id, messageFiles.messageId))
      .where(eq(messages.conversationId, fan.conversationId));
    expect(rows).toHaveLength(1);
  });

  it('limits the files one account sends per minute', async () => {
    const fan = await fanWithConversation('busy-fan');
    for (let i = 0; i < MESSAGE_FILES_PER_MINUTE; i++) {
      expect((await sendFile(fan.token, fan.conversationId, { name: `p${i}.png`, data: PNG })).statusCode).toBe(200);
    }
    expect((await sendFile(fan.token, fan.conversationId, { name: 'more.png', data: PNG })).statusCode).toBe(429);
    // Another account from the same address is not held back.
    const other = await fanWithConversation('calm-fan');
    expect((await sendFile(other.token, other.conversationId, { name: 'one.png', data: PNG })).statusCode).toBe(200);
  });
});
