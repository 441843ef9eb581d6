/**
 * Private messaging between a user and a performer (docs/domain.md#messaging).
 * When the site charges for messages (`enableTokenPerMessage`), a user's message
 * to a performer costs `tokenPerMessage` tokens: the sale (type 'message') and the
 * message are written in one database transaction, so a message is stored exactly
 * when it was paid for. A performer may set an own price instead of the site's
 * (`performers.message_price`). A message may carry a picture or a file
 * (attachments.ts). The recipient hears of it at once over the socket.
 */
import { and, count, desc, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { containsPattern } from '../../db/like';
import { readPage } from '../../db/paging';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversationParticipants, conversations, messages, performers } from '../../db/schema';
import type { Upload } from '../../multipart-form';
import { badRequest, forbidden, notFound } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import { InsufficientBalance, toMinor, toTokens } from '../ledger/ledger';
import { recordSale } from '../ledger/sales';
import { commissionDefaults } from '../ledger/defaults';
import { notifyBalances } from '../ledger/notify';
import type { createSettingsService } from '../settings/service';
import { NOT_ENOUGH_TOKENS } from '../tips/service';
import { CONVERSATIONS_PAGE_SIZE, PLACEHOLDERS, MESSAGES_PAGE_SIZE } from '@/shared/constants';
import type { ListPage } from '@/shared/schemas/common';
import type { Conversation, ConversationQuery, Message, MessageFile, Party, UnreadTotal } from '@/shared/schemas/messaging';
import { keepMessageFile, messageFilesOf, messageFileOf, type KeptMessageFile } from './attachments';
import { messageWithKey, storeMessage } from './message-store';
import { onlineAccounts } from './online';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/** The other person's participant row of a conversation: until when they have read it. */
const otherParticipant = alias(conversationParticipants, 'other_participant');

export const MESSAGING_TEXTS = {
  notFound: 'Conversation not found',
  cannotWrite: 'You cannot write to this account',
} as const;

export const toMessage = (row: MessageRow, file?: MessageFile): Message => ({
  _id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  type: row.type,
  text: row.text,
  isDeleted: row.isDeleted,
  price: row.priceMinor === null ? null : toTokens(row.priceMinor),
  createdAt: row.createdAt.toISOString(),
  ...(file && { file }),
});

export function createMessagingService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  /**
   * Tokens a message from `sender` costs, per performer of `performerIds`: nothing unless the
   * site charges for messages; then the performer's own price, else the site's `tokenPerMessage`.
   */
  async function pricesPerMessage(sender: AuthAccount, performerIds: string[]): Promise<Map<string, number>> {
    const values = await settings.all();
    if (sender.role !== 'user' || !values.enableTokenPerMessage || !performerIds.length) return new Map();
    const site = Number(values.tokenPerMessage);
    const rows = await db
      .select({ id: performers.accountId, own: performers.messagePrice })
      .from(performers)
      .where(inArray(performers.accountId, [...new Set(performerIds)]));
    return new Map(rows.map((row) => [row.id, row.own ?? (Number.isFinite(site) && site > 0 ? site : 0)]));
  }

  const pricePerMessage = async (sender: AuthAccount, performerId: string) =>
    (await pricesPerMessage(sender, [performerId])).get(performerId) ?? 0;

  const partyColumns = {
    id: accounts.id,
    name: accounts.name,
    username: accounts.username,
    avatarPath: accounts.avatarPath,
    kind: accounts.kind,
  };
  const toParty = (row: { id: string; name: string; username: string | null; avatarPath: string | null; kind: string }): Party => ({
    _id: row.id,
    name: row.name,
    username: row.username,
    avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.avatar,
    role: row.kind,
  });

  async function party(accountId: string): Promise<Party> {
    const [row] = await db.select(partyColumns).from(accounts).where(eq(accounts.id, accountId));
    return toParty(row);
  }

  /** The conversation, when `asker` takes part in it. */
  async function ownConversation(asker: AuthAccount, id: string) {
    const [row] = await db
      .select({ conversation: conversations, unread: conversationParticipants.unreadCount })
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.accountId, asker.id)),
      )
      .where(eq(conversations.id, id));
    if (!row) throw notFound(MESSAGING_TEXTS.notFound);
    return row;
  }

  const otherParty = (row: ConversationRow, asker: AuthAccount) => (row.performerId === asker.id ? row.userId! : row.performerId);

  interface Recipient {
    info: Party;
    isOnline: boolean;
    lastReadAt: Date | null;
  }

  const toConversation = (row: ConversationRow, unread: number, recipient: Recipient, tokenPerMessage: number): Conversation => ({
    _id: row.id,
    type: row.type,
    lastMessage: row.lastMessage,
    lastMessageCreatedAt: row.lastMessageCreatedAt?.toISOString() ?? null,
    totalNotSeenMessages: unread,
    recipientInfo: recipient.info,
    tokenPerMessage,
    isOnline: recipient.isOnline,
    recipientLastReadAt: recipient.lastReadAt?.toISOString() ?? null,
  });

  async function oneConversation(row: ConversationRow, unread: number, asker: AuthAccount) {
    const otherId = otherParty(row, asker);
    const [info, [read], online, price] = await Promise.all([
      party(otherId),
      db
        .select({ lastReadAt: conversationParticipants.lastReadAt })
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, row.id), eq(conversationParticipants.accountId, otherId))),
      onlineAccounts(deps, [otherId]),
      pricePerMessage(asker, row.performerId),
    ]);
    return toConversation(row, unread, { info, isOnline: online.has(otherId), lastReadAt: read?.lastReadAt ?? null }, price);
  }

  /**
   * Stores a message of `asker` in `conversation` (with its file, if any) and, when the
   * performer charges for messages, its sale in the same transaction; then tells both
   * parties. A key used before answers the earlier message and changes nothing.
   */
  async function deliver(
    asker: AuthAccount,
    conversation: ConversationRow,
    text: string,
    idempotencyKey?: string,
    file?: KeptMessageFile,
    country?: Viewer['country'],
  ): Promise<{ message: Message; isNew: boolean }> {
    const body = text.trim();
    if (!body) throw badRequest('This field is required!');
    // Refused when the performer blocks the user (account, or the country of the user's address when the user writes) or the other account is not active.
    const recipient = otherParty(conversation, asker);
    const userViewer: Viewer = { accountId: conversation.userId!, country: asker.role === 'user' ? country : null };
    const [other] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, recipient));
    if (other?.status !== 'active' || (await blocking.isBlocked(conversation.performerId, userViewer)))
      throw forbidden(MESSAGING_TEXTS.cannotWrite);
    const price = await pricePerMessage(asker, conversation.performerId);
    const defaults = price ? await commissionDefaults(settings) : null;

    let balances = new Map<string, bigint>();
    let sent: { row: MessageRow; isNew: boolean };
    try {
      sent = await db.transaction(async (tx) => {
        const earlier = await messageWithKey(tx, asker.id, idempotencyKey);
        if (earlier) return { row: earlier, isNew: false };
        let paid: { transactionId: string; priceMinor: bigint } | null = null;
        if (price && defaults) {
          const sale = await recordSale(
            tx,
            {
              saleType: 'message',
              payerId: asker.id,
              performerId: conversation.performerId,
              grossMinor: toMinor(price),
              idempotencyKey,
              reference: conversation.performerId,
              description: 'Paid message',
            },
            defaults,
          );
          balances = sale.balances;
          paid = { transactionId: sale.transactionId, priceMinor: toMinor(price) };
        }
        const row = await storeMessage(tx, {
          conversationId: conversation.id,
          senderId: asker.id,
          type: file ? 'file' : 'text',
          text: body,
          priceMinor: paid?.priceMinor,
          transactionId: paid?.transactionId,
          idempotencyKey,
          file,
        });
        if (!row) return { row: (await messageWithKey(tx, asker.id, idempotencyKey))!, isNew: false };
        return { row, isNew: true };
      });
    } catch (err) {
      if (err instanceof InsufficientBalance) throw badRequest(NOT_ENOUGH_TOKENS);
      throw err;
    }
    const wire = toMessage(
      sent.row,
      sent.isNew ? file && messageFileOf(deps, file) : (await messageFilesOf(deps, [sent.row.id])).get(sent.row.id),
    );
    if (!sent.isNew) return { message: wire, isNew: false };
    for (const accountId of [recipient, asker.id])
      deps.realtime.toAccount(accountId, 'message_created', {
        conversationId: conversation.id,
        message: wire,
        conversationType: 'private',
      });
    notifyBalances(deps, balances);
    return { message: wire, isNew: true };
  }

  return {
    /** POST /conversations: the private conversation of the asker with `sourceId`, made when new. */
    async open(asker: AuthAccount, source: 'performer' | 'user', sourceId: string): Promise<Conversation> {
      const pair =
        asker.role === 'user' && source === 'performer'
          ? { userId: asker.id, performerId: sourceId }
          : asker.role === 'performer' && source === 'user'
            ? { userId: sourceId, performerId: asker.id }
            : null;
      if (!pair) throw forbidden(MESSAGING_TEXTS.cannotWrite);
      const [performer] = await db
        .select({ id: performers.accountId })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(eq(performers.accountId, pair.performerId), eq(accounts.status, 'active'), eq(performers.verified, true)));
      const [user] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, pair.userId), eq(accounts.kind, 'user'), eq(accounts.status, 'active')));
      if (!performer || !user) throw notFound(MESSAGING_TEXTS.cannotWrite);
      if (await blocking.isBlocked(pair.performerId, { accountId: pair.userId })) throw notFound(MESSAGING_TEXTS.cannotWrite);

      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(conversations)
          .values({ type: 'private', ...pair })
          .onConflictDoNothing()
          .returning();
        const conversation =
          created ??
          (
            await tx
              .select()
              .from(conversations)
              .where(
                and(
                  eq(conversations.type, 'private'),
                  eq(conversations.performerId, pair.performerId),
                  eq(conversations.userId, pair.userId),
                ),
              )
          )[0];
        await tx
          .insert(conversationParticipants)
          .values([
            { conversationId: conversation.id, accountId: pair.userId },
            { conversationId: conversation.id, accountId: pair.performerId },
          ])
          .onConflictDoNothing();
        return conversation;
      });
      const { unread } = await ownConversation(asker, row.id);
      return oneConversation(row, unread, asker);
    },

    /**
     * GET /conversations (the inbox) and /conversations/search: the asker's private
     * conversations, latest message first, each with the other person, whether they are
     * online and until when they have read it; `q` keeps those whose name or username
     * contains it.
     */
    async search(asker: AuthAccount, query: ConversationQuery): Promise<ListPage<Conversation>> {
      const q = query.q?.trim();
      const where = and(
        eq(conversationParticipants.accountId, asker.id),
        q ? or(ilike(accounts.name, containsPattern(q)), ilike(accounts.username, containsPattern(q))) : undefined,
      );
      // The other person: the user when the asker is the performer, else the performer.
      const otherId = sql`case when ${conversations.performerId} = ${asker.id}::uuid then ${conversations.userId} else ${conversations.performerId} end`;
      const privateOne = and(eq(conversations.id, conversationParticipants.conversationId), eq(conversations.type, 'private'));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            conversation: conversations,
            unread: conversationParticipants.unreadCount,
            recipient: partyColumns,
            recipientLastReadAt: otherParticipant.lastReadAt,
          })
          .from(conversationParticipants)
          .innerJoin(conversations, privateOne)
          .innerJoin(accounts, sql`${accounts.id} = ${otherId}`)
          .leftJoin(
            otherParticipant,
            and(eq(otherParticipant.conversationId, conversations.id), sql`${otherParticipant.accountId} = ${otherId}`),
          )
          .where(where)
          .orderBy(sql`${conversations.lastMessageCreatedAt} desc nulls last`, desc(conversations.createdAt), desc(conversations.id))
          .limit(query.limit ?? CONVERSATIONS_PAGE_SIZE)
          .offset(query.offset ?? 0),
        db
          .select({ total: count() })
          .from(conversationParticipants)
          .innerJoin(conversations, privateOne)
          .innerJoin(accounts, sql`${accounts.id} = ${otherId}`)
          .where(where),
      ]);
      const [prices, online] = await Promise.all([
        pricesPerMessage(
          asker,
          rows.map((row) => row.conversation.performerId),
        ),
        onlineAccounts(
          deps,
          rows.map((row) => row.recipient.id),
        ),
      ]);
      return {
        total,
        data: rows.map((row) =>
          toConversation(
            row.conversation,
            row.unread,
            { info: toParty(row.recipient), isOnline: online.has(row.recipient.id), lastReadAt: row.recipientLastReadAt },
            prices.get(row.conversation.performerId) ?? 0,
          ),
        ),
      };
    },

    async one(asker: AuthAccount, id: string): Promise<Conversation> {
      const { conversation, unread } = await ownConversation(asker, id);
      return oneConversation(conversation, unread, asker);
    },

    /** GET /messages/conversations/{id}: a page of messages, newest first unless `sort` is asc. */
    async messages(
      asker: AuthAccount,
      id: string,
      query: { offset?: number; limit?: number; sort?: 'asc' | 'desc' },
    ): Promise<ListPage<Message>> {
      await ownConversation(asker, id);
      const where = eq(messages.conversationId, id);
      const { rows, total } = await readPage(
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(query.sort === 'asc' ? asc(messages.createdAt) : desc(messages.createdAt), desc(messages.id)),
        db.select({ total: count() }).from(messages).where(where),
        query,
        MESSAGES_PAGE_SIZE,
      );
      const files = await messageFilesOf(
        deps,
        rows.filter((row) => row.type === 'file').map((row) => row.id),
      );
      return { total, data: rows.map((row) => toMessage(row, files.get(row.id))) };
    },

    /**
     * POST /messages/conversations/{id}: sends (and, when the site charges, pays for) a
     * message. Refused when the performer blocks the user (account, or the country of
     * the user's address when the user writes) or when the other account is not active.
     */
    async send(asker: AuthAccount, id: string, text: string, idempotencyKey?: string, country?: Viewer['country']): Promise<Message> {
      const { conversation } = await ownConversation(asker, id);
      return (await deliver(asker, conversation, text, idempotencyKey, undefined, country)).message;
    },

    /**
     * POST /messages/private/file: sends a picture or a file (checked and received by the
     * route), paid for like any message. A refusal leaves no file behind (the route's
     * form removes what was kept); a replay keeps the first message's file only.
     */
    async sendFile(asker: AuthAccount, id: string, upload: Upload, idempotencyKey?: string, country?: Viewer['country']): Promise<Message> {
      const { conversation } = await ownConversation(asker, id);
      const file = await keepMessageFile(upload);
      const sent = await deliver(asker, conversation, file.name, idempotencyKey, file, country);
      if (!sent.isNew) await deps.files.remove(file.path);
      return sent.message;
    },

    /** GET /messages/total-unread: direct messages only (the header's badge), not a show's or stream's chat. */
    async totalUnread(asker: AuthAccount): Promise<UnreadTotal> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int` })
        .from(conversationParticipants)
        .innerJoin(conversations, and(eq(conversations.id, conversationParticipants.conversationId), eq(conversations.type, 'private')))
        .where(eq(conversationParticipants.accountId, asker.id));
      return { total: row.total };
    },

    /**
     * POST /messages/read-all: the asker has seen every message of the conversation. Both
     * parties hear it (`messages/read`): the other one's messages show as read, and the
     * asker's other tabs drop the unread count.
     */
    async readAll(asker: AuthAccount, conversationId: string) {
      const { conversation } = await ownConversation(asker, conversationId);
      const readAt = new Date();
      await db
        .update(conversationParticipants)
        .set({ unreadCount: 0, lastReadAt: readAt })
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.accountId, asker.id)));
      const receipt = { conversationId, readerId: asker.id, readAt: readAt.toISOString() };
      for (const accountId of [otherParty(conversation, asker), asker.id]) deps.realtime.toAccount(accountId, 'messages/read', receipt);
      return { success: true };
    },
  };
}
