/**
 * Direct payments (`POST /member/send-pay-token/{id}`, docs/domain.md#sales-and-commission):
 * a user pays a performer an amount of their choosing with a note, for a custom request
 * the two agreed in messages. The sale (type `direct_payment`, with commission like a
 * tip) and its message in the two's private conversation are written in one database
 * transaction, so the payment shows in both threads exactly when it was paid; both hear
 * of it at once over the socket.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, messages } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import { InsufficientBalance, toMinor, toTokens } from '../ledger/ledger';
import { recordSale } from '../ledger/sales';
import { commissionDefaults } from '../ledger/defaults';
import { notifyBalances } from '../ledger/notify';
import type { createSettingsService } from '../settings/service';
import { createMessagingService, toMessage } from '../messaging/service';
import { storeMessage } from '../messaging/message-store';
import { NOT_ENOUGH_TOKENS } from '../tips/service';
import type { PayTokenBody, PayTokenResult } from '@/shared/schemas/money';

export const DIRECT_PAYMENT_TEXTS = {
  performerNotFound: 'Performer not found',
  noteRequired: 'Please write what the payment is for',
} as const;

export function createDirectPaymentService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);
  const messaging = createMessagingService(deps, settings);

  return {
    async pay(
      user: AuthAccount,
      performerId: string,
      body: PayTokenBody,
      viewer: Viewer,
      idempotencyKey?: string,
    ): Promise<PayTokenResult> {
      const note = body.note.trim();
      if (!note) throw badRequest(DIRECT_PAYMENT_TEXTS.noteRequired);
      if (!(await blocking.isVisible(performerId, viewer))) throw notFound(DIRECT_PAYMENT_TEXTS.performerNotFound);
      // The two's conversation, made when new: refused for a performer the user may not write to.
      const conversation = await messaging.open(user, 'performer', performerId);
      const defaults = await commissionDefaults(settings);
      let paid;
      try {
        paid = await db.transaction(async (tx) => {
          const sale = await recordSale(
            tx,
            {
              saleType: 'direct_payment',
              payerId: user.id,
              performerId,
              grossMinor: toMinor(body.token),
              idempotencyKey,
              reference: performerId,
              description: `Payment of ${body.token} tokens: ${note.slice(0, 100)}`,
            },
            defaults,
          );
          if (sale.replayed) {
            const [earlier] = await tx.select().from(messages).where(eq(messages.transactionId, sale.transactionId));
            return { sale, row: earlier };
          }
          const row = await storeMessage(tx, {
            conversationId: conversation._id,
            senderId: user.id,
            type: 'payment',
            text: note,
            priceMinor: sale.grossMinor,
            transactionId: sale.transactionId,
          });
          return { sale, row: row! };
        });
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(NOT_ENOUGH_TOKENS);
        throw err;
      }
      const { sale, row } = paid;
      const message = toMessage(row);
      if (!sale.replayed) {
        for (const accountId of [performerId, user.id])
          deps.realtime.toAccount(accountId, 'message_created', {
            conversationId: row.conversationId,
            message,
            conversationType: 'private',
          });
        notifyBalances(deps, sale.balances);
      }
      const [me] = await db.select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, user.id));
      // A replay answers what the first request did (its amount), with the balance as it is now.
      return {
        transactionId: sale.transactionId,
        balance: toTokens(me.balance),
        token: toTokens(sale.grossMinor),
        conversationId: row.conversationId,
        messageId: row.id,
      };
    },
  };
}
