/**
 * Writing one message of a private conversation inside the caller's database
 * transaction, so that whatever paid for it (a paid message, a direct payment) is
 * committed with it or not at all.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { conversationParticipants, conversations, messageFiles, messages } from '../../db/schema';
import type { KeptMessageFile } from './attachments';

type MessageRow = typeof messages.$inferSelect;

export interface NewMessage {
  conversationId: string;
  senderId: string;
  type: MessageRow['type'];
  text: string;
  priceMinor?: bigint | null;
  transactionId?: string | null;
  idempotencyKey?: string;
  file?: KeptMessageFile;
}

/** The message `senderId` sent earlier with `idempotencyKey`, if any. */
export async function messageWithKey(tx: Tx, senderId: string, idempotencyKey?: string): Promise<MessageRow | undefined> {
  if (!idempotencyKey) return undefined;
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Stores `message`, makes it the conversation's last one, counts it unread for the
 * other party and read up to it for the sender. Null when a message with the same key was stored meanwhile (a retry
 * racing the first send waits on the key's unique index and then finds nothing to insert).
 */
export async function storeMessage(tx: Tx, message: NewMessage): Promise<MessageRow | null> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      senderId: message.senderId,
      type: message.type,
      text: message.text,
      priceMinor: message.priceMinor ?? null,
      transactionId: message.transactionId ?? null,
      idempotencyKey: message.idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  if (message.file) await tx.insert(messageFiles).values({ messageId: row.id, ...message.file });
  await tx
    .update(conversations)
    .set({ lastMessage: message.text, lastMessageCreatedAt: row.createdAt, updatedAt: new Date() })
    .where(eq(conversations.id, message.conversationId));
  await tx
    .update(conversationParticipants)
    .set({
      unreadCount: sql`case when ${conversationParticipants.accountId} = ${message.senderId}::uuid then 0 else ${conversationParticipants.unreadCount} + 1 end`,
      // Writing in it, the sender has read it.
      lastReadAt: sql`case when ${conversationParticipants.accountId} = ${message.senderId}::uuid then ${row.createdAt.toISOString()}::timestamptz else ${conversationParticipants.lastReadAt} end`,
    })
    .where(eq(conversationParticipants.conversationId, message.conversationId));
  return row;
}
