/**
 * Tips (`POST /member/send-tip-token/{id}`, docs/domain.md#sales-and-commission): a user gives a
 * performer tokens. The sale goes through the ledger (ledger/sales.ts) in one
 * statement; the performer, the stream room and the balances hear of it
 * at once over the socket.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { accounts } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import { InsufficientBalance, toMinor, toTokens } from '../ledger/ledger';
import { recordSale } from '../ledger/sales';
import { commissionDefaults } from '../ledger/defaults';
import { notifyBalances } from '../ledger/notify';
import type { createSettingsService } from '../settings/service';
import { conversationRoom, publicStreamId } from '../streams/service';
import { PLACEHOLDERS } from '@/shared/constants';
import type { TipResult } from '@/shared/schemas/money';

export const NOT_ENOUGH_TOKENS = 'You do not have enough tokens, please buy more';

export function createTipService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  return {
    async tip(
      user: AuthAccount,
      performerId: string,
      body: { token: number; conversationId?: string },
      viewer: Viewer,
      idempotencyKey?: string,
    ): Promise<TipResult> {
      if (!(await blocking.isVisible(performerId, viewer))) throw notFound('Performer not found');
      const defaults = await commissionDefaults(settings);
      let sale;
      try {
        // One statement moves the tokens (recordSale): no transaction around it.
        sale = await recordSale(
          db,
          {
            saleType: 'tip',
            payerId: user.id,
            performerId,
            grossMinor: toMinor(body.token),
            idempotencyKey,
            description: `Tip of ${body.token} tokens`,
          },
          defaults,
        );
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(NOT_ENOUGH_TOKENS);
        throw err;
      }
      const [me] = await db
        .select({ name: accounts.name, username: accounts.username, avatarPath: accounts.avatarPath, balance: accounts.balanceMinor })
        .from(accounts)
        .where(eq(accounts.id, user.id));
      if (!sale.replayed) {
        const senderInfo = {
          _id: user.id,
          name: me.name,
          username: me.username,
          avatar: me.avatarPath ? deps.files.url(me.avatarPath) : PLACEHOLDERS.avatar,
        };
        const event = { senderInfo, performerId, token: body.token, conversationId: body.conversationId };
        deps.realtime.toAccount(performerId, 'tipped', { ...event, netPrice: toTokens(sale.split.performerMinor) });
        // Only the performer's own stream room hears of it; the performer watching their own
        // stream is in the room too, and their copy above is enough.
        if (body.conversationId && body.conversationId === (await publicStreamId(deps, performerId))) {
          deps.realtime.toRoom(conversationRoom(body.conversationId), 'tipped', event, { exceptAccount: performerId });
        }
        notifyBalances(deps, sale.balances);
      }
      // A replay answers what the first request did (its amount), with the balance as it is now.
      return { transactionId: sale.transactionId, balance: toTokens(me.balance), token: toTokens(sale.grossMinor) };
    },
  };
}
