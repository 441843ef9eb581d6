/**
 * Private messaging between a user and a performer (docs/domain.md#messaging).
 * When the site charges for messages (`enableTokenPerMessage`), a user's message
 * to a performer costs `tokenPerMessage` tokens: the sale (type 'message') and the
 * message are written in one database transaction, so a message is stored exactly
 * when it was paid for. The recipient hears of it at once over the socket.
 */
import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversationParticipants, conversations, messages, performers } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { createBlockingService } from '../blocking/service';
import { InsufficientBalance, toMinor, toTokens } from '../ledger/ledger';
import { recordSale } from '../ledger/sales';
import { commissionDefaults } from '../ledger/defaults';
import { notifyBalances } from '../ledger/notify';
import type { createSettingsService } from '../settings/service';
import { NOT_ENOUGH_TOKENS } from '../tips/service';
import { PLACEHOLDERS, MESSAGES_PAGE_SIZE } from '@/shared/constants';
import type { Conversation, Message, Party, UnreadTotal } from '@/shared/schemas/messaging';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export const MESSAGING_TEXTS = {
  notFound: 'Conversation not found',
  cannotWrite: 'You cannot write to this account',
} as const;

const toMessage = (row: MessageRow): Message => ({
  _id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  type: row.type,
  text: row.text,
  isDeleted: row.isDeleted,
  price: row.priceMinor === null ? null : toTokens(row.priceMinor),
  createdAt: row.createdAt.toISOString(),
});

export function createMessagingService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  /** Tokens a message from `sender` to the performer of a conversation costs. */
  async function pricePerMessage(sender: AuthAccount): Promise<number> {
    if (sender.role !== 'user') return 0;
    const values = await settings.all();
    const price = Number(values.tokenPerMessage);
    return values.enableTokenPerMessage && Number.isFinite(price) && price > 0 ? price : 0;
  }

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

  const toConversation = (row: ConversationRow, unread: number, recipientInfo: Party, tokenPerMessage: number): Conversation => ({
    _id: row.id,
    type: row.type,
    lastMessage: row.lastMessage,
    lastMessageCreatedAt: row.lastMessageCreatedAt?.toISOString() ?? null,
    totalNotSeenMessages: unread,
    recipientInfo,
    tokenPerMessage,
  });

  const oneConversation = async (row: ConversationRow, unread: number, asker: AuthAccount) =>
    toConversation(row, unread, await party(otherParty(row, asker)), await pricePerMessage(asker));

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

    /** GET /conversations/search: the asker's conversations, latest message first. */
    async search(asker: AuthAccount, paging: { offset?: number; limit?: number }): Promise<{ data: Conversation[]; total: number }> {
      const mine = eq(conversationParticipants.accountId, asker.id);
      const [rows, [{ total }], price] = await Promise.all([
        db
          .select({ conversation: conversations, unread: conversationParticipants.unreadCount, recipient: partyColumns })
          .from(conversationParticipants)
          .innerJoin(conversations, and(eq(conversations.id, conversationParticipants.conversationId), eq(conversations.type, 'private')))
          // The other person: the user when the asker is the performer, else the performer.
          .innerJoin(
            accounts,
            sql`${accounts.id} = case when ${conversations.performerId} = ${asker.id}::uuid then ${conversations.userId} else ${conversations.performerId} end`,
          )
          .where(mine)
          .orderBy(sql`${conversations.lastMessageCreatedAt} desc nulls last`, desc(conversations.createdAt))
          .limit(paging.limit ?? 20)
          .offset(paging.offset ?? 0),
        db
          .select({ total: count() })
          .from(conversationParticipants)
          .innerJoin(conversations, and(eq(conversations.id, conversationParticipants.conversationId), eq(conversations.type, 'private')))
          .where(mine),
        pricePerMessage(asker),
      ]);
      return { total, data: rows.map((row) => toConversation(row.conversation, row.unread, toParty(row.recipient), price)) };
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
    ): Promise<{ data: Message[]; total: number }> {
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
      return { total, data: rows.map(toMessage) };
    },

    /** POST /messages/conversations/{id}: sends (and, when the site charges, pays for) a message. */
    async send(asker: AuthAccount, id: string, text: string, idempotencyKey?: string): Promise<Message> {
      const { conversation } = await ownConversation(asker, id);
      const body = text.trim();
      if (!body) throw badRequest('This field is required!');
      const recipient = otherParty(conversation, asker);
      if (await blocking.isBlocked(conversation.performerId, { accountId: conversation.userId! }))
        throw forbidden(MESSAGING_TEXTS.cannotWrite);
      const price = await pricePerMessage(asker);
      const defaults = price ? await commissionDefaults(settings) : null;

      let balances = new Map<string, bigint>();
      let sent: { row: MessageRow; isNew: boolean };
      try {
        sent = await db.transaction(async (tx) => {
          const earlierWithKey = async () =>
            idempotencyKey
              ? (
                  await tx
                    .select()
                    .from(messages)
                    .where(and(eq(messages.senderId, asker.id), eq(messages.idempotencyKey, idempotencyKey)))
                )[0]
              : undefined;
          const earlier = await earlierWithKey();
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
          // A retry racing the first send waits on the key's unique index and then finds nothing to insert.
          const [row] = await tx
            .insert(messages)
            .values({
              conversationId: id,
              senderId: asker.id,
              text: body,
              priceMinor: paid?.priceMinor ?? null,
              transactionId: paid?.transactionId ?? null,
              idempotencyKey: idempotencyKey ?? null,
            })
            .onConflictDoNothing()
            .returning();
          if (!row) return { row: (await earlierWithKey())!, isNew: false };
          await tx
            .update(conversations)
            .set({ lastMessage: body, lastMessageCreatedAt: row.createdAt, updatedAt: new Date() })
            .where(eq(conversations.id, id));
          await tx
            .update(conversationParticipants)
            .set({
              unreadCount: sql`case when ${conversationParticipants.accountId} = ${asker.id}::uuid then 0 else ${conversationParticipants.unreadCount} + 1 end`,
            })
            .where(eq(conversationParticipants.conversationId, id));
          return { row, isNew: true };
        });
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(NOT_ENOUGH_TOKENS);
        throw err;
      }
      const wire = toMessage(sent.row);
      if (!sent.isNew) return wire;
      for (const accountId of [recipient, asker.id])
        deps.realtime.toAccount(accountId, 'message_created', { conversationId: id, message: wire });
      notifyBalances(deps, balances);
      return wire;
    },

    /** GET /messages/total-unread. */
    async totalUnread(asker: AuthAccount): Promise<UnreadTotal> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int` })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.accountId, asker.id));
      return { total: row.total };
    },

    /** POST /messages/read-all: the asker has seen every message of the conversation. */
    async readAll(asker: AuthAccount, conversationId: string) {
      await ownConversation(asker, conversationId);
      await db
        .update(conversationParticipants)
        .set({ unreadCount: 0, lastReadAt: new Date() })
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.accountId, asker.id)));
      return { success: true };
    },
  };
}
