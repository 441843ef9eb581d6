/**
 * What follows a sale of the content store. Orders: the performer moves a physical order
 * forward step by step (shipping needs a carrier and a tracking code), the buyer is told
 * by mail in their language, and each sees only their own. Refunds: a buyer asks once per
 * purchase with a reason, an administrator rejects with a note or accepts; accepted, the
 * sale is reversed exactly in one ledger transaction (the buyer, the performer, the
 * studio and the platform as before it, the earnings negated), the buyer loses the item,
 * the order is refunded and an unsent unit goes back to stock; every decision is in the
 * audit log. A performer whose balance no longer covers their part keeps the request
 * open, and nothing changes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import {
  accounts,
  auditLog,
  earnings,
  ledgerTransactions,
  performerProducts,
  performers,
  productOrders,
  purchasedItems,
} from '@/server/db/schema';
import { post, toMinor } from '@/server/modules/ledger/ledger';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { ORDER_TEXTS } from '@/server/modules/orders/service';
import { REFUND_TEXTS } from '@/server/modules/refunds/service';
import type { Order } from '@/shared/schemas/orders';
import type { RefundRequest } from '@/shared/schemas/refunds';
import type { PurchasedItemList, PurchaseResult } from '@/shared/schemas/assets';
import { PDF, PNG, multipart } from '../support/multipart';

let t: TestApp;
let performerToken: string;
let memberToken: string;
let otherPerformerToken: string;
let adminToken: string;
let memberId: string;
let studioId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { loginMaxPerIp: 1000 } });
  performerToken = await t.login('performers', 'demo-performer');
  // A studio member: the studio shares in the sale, and gives its share back on a refund.
  memberToken = await t.login('performers', 'ioana-star');
  otherPerformerToken = await t.login('performers', 'sanne-sunshine');
  adminToken = await t.login('users', 'admin@demo.test');
  memberId = await t.idOf('ioana-star');
  [{ studioId }] = (await t.deps.database.db
    .select({ studioId: performers.studioId })
    .from(performers)
    .where(eq(performers.accountId, memberId))) as { studioId: string }[];
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object): Promise<T> => {
  const res = await call(method, url, token, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
};

async function newProduct(token: string, fields: Record<string, string>, files: Record<string, { name: string; data: Buffer }>) {
  const form = multipart({ price: '20', ...fields }, files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/performer/performer-assets/products',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data._id as string;
}
const poster = (token = performerToken, stock = 5) =>
  newProduct(token, { title: 'Signed poster', type: 'physical', stock: String(stock) }, { image: { name: 'p.png', data: PNG } });
const ebook = (token = performerToken) =>
  newProduct(token, { title: 'Summer diary', type: 'digital' }, { digitalFile: { name: 'diary.pdf', data: PDF } });

const address = { name: 'Jan de Vries', street: 'Kerkstraat 1', postalCode: '1011 AB', city: 'Amsterdam', country: 'NL' };
const buy = (id: string, token: string) =>
  data<PurchaseResult>('POST', `/api/purchase-items/product/${id}`, token, { shippingAddress: address });
const stockOf = async (id: string) =>
  (await db().select({ stock: performerProducts.stock }).from(performerProducts).where(eq(performerProducts.id, id)))[0].stock;
const step = (id: string, body: object, token = performerToken) => call('PUT', `/api/orders/${id}/update`, token, body);

describe('orders', () => {
  it('moves a physical order to processing, shipping and delivered, telling the buyer each time in their language', async () => {
    const buyer = await newFundedUser(t, 'order-fan', 100);
    await db().update(accounts).set({ locale: 'nl' }).where(eq(accounts.id, buyer.id));
    const { orderId } = await buy(await poster(), buyer.token);

    const sold = await data<{ data: Order[] }>('GET', '/api/orders/search?status=created', performerToken);
    expect(sold.data.find((order) => order._id === orderId)).toMatchObject({
      status: 'created',
      type: 'physical',
      price: 20,
      shippingAddress: address,
      buyer: { _id: buyer.id, name: 'order-fan' },
    });
    expect((await step(orderId!, { status: 'processing' })).json().data).toMatchObject({ status: 'processing' });
    // Each step's mail goes in the background after its answer: waited for, they are in the outbox in the order of the steps.
    await t.app.background.idle();
    const untracked = await step(orderId!, { status: 'shipping' });
    expect([untracked.statusCode, untracked.json().message]).toEqual([400, ORDER_TEXTS.tracking]);
    const shipped = await step(orderId!, { status: 'shipping', shippingCarrier: 'PostNL', trackingCode: '3SABCD1234567' });
    expect(shipped.json().data).toMatchObject({ status: 'shipping', shippingCarrier: 'PostNL', trackingCode: '3SABCD1234567' });
    await t.app.background.idle();
    const back = await step(orderId!, { status: 'processing' });
    expect([back.statusCode, back.json().message]).toEqual([400, ORDER_TEXTS.backwards]);
    expect((await step(orderId!, { status: 'delivered' })).json().data).toMatchObject({ status: 'delivered' });
    const closed = await step(orderId!, { status: 'delivered' });
    expect([closed.statusCode, closed.json().message]).toEqual([400, ORDER_TEXTS.closed]);

    await t.app.background.idle();
    const mails = t.mails().filter((mail) => mail.includes(`To: ${buyer.email}`));
    expect(mails.map((mail) => /Subject: (.*)/.exec(mail)?.[1])).toEqual([
      'Je bestelling wordt klaargemaakt: Signed poster',
      'Je bestelling is onderweg: Signed poster',
      'Je bestelling is bezorgd: Signed poster',
    ]);
    expect(mails[1]).toContain('Trackingcode: 3SABCD1234567');
    expect(await data<Order>('GET', `/api/orders/user/details/${orderId}`, buyer.token)).toMatchObject({
      status: 'delivered',
      trackingCode: '3SABCD1234567',
    });
  });

  it('delivers a digital product at once, which has no steps', async () => {
    const buyer = await newFundedUser(t, 'digital-fan', 100);
    const { orderId } = await buy(await ebook(), buyer.token);
    expect(await data<Order>('GET', `/api/orders/details/${orderId}`, performerToken)).toMatchObject({
      status: 'delivered',
      type: 'digital',
    });
    const res = await step(orderId!, { status: 'processing' });
    expect([res.statusCode, res.json().message]).toEqual([400, ORDER_TEXTS.digital]);
  });

  it('shows each order only to its buyer and its performer', async () => {
    const buyer = await newFundedUser(t, 'private-fan', 100);
    const other = await newFundedUser(t, 'nosy-fan', 100);
    const { orderId } = await buy(await poster(), buyer.token);
    expect((await call('GET', `/api/orders/user/details/${orderId}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/details/${orderId}`, otherPerformerToken)).statusCode).toBe(404);
    expect((await step(orderId!, { status: 'processing' }, otherPerformerToken)).statusCode).toBe(404);
    expect((await data<{ data: Order[] }>('GET', '/api/orders/user/search', other.token)).data).toEqual([]);
    expect((await data<{ data: Order[] }>('GET', '/api/orders/search', otherPerformerToken)).data.map((order) => order._id)).not.toContain(
      orderId,
    );
    expect((await call('PUT', `/api/orders/${orderId}/update`, performerToken, { status: 'lost' })).statusCode).toBe(400);
  });
});

/** What the parties hold, to compare before a sale and after its refund. */
async function holdings(buyerId: string, sellerId: string) {
  const platform = await db().execute<{ total: string }>(
    sql`select coalesce(sum(amount_minor), 0)::text as total from ledger_entries where wallet = 'platform'`,
  );
  const earned = async (accountId: string) =>
    (
      await db()
        .select({ net: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text` })
        .from(earnings)
        .where(eq(earnings.accountId, accountId))
    )[0].net;
  return {
    buyer: await t.balanceOf(buyerId),
    seller: await t.balanceOf(sellerId),
    studio: await t.balanceOf(studioId),
    platform: platform.rows[0].total,
    sellerEarned: await earned(sellerId),
    studioEarned: await earned(studioId),
  };
}

describe('refunds', () => {
  it('takes one request per purchase with a reason, only from its buyer', async () => {
    const buyer = await newFundedUser(t, 'asking-fan', 100);
    const other = await newFundedUser(t, 'other-fan', 100);
    const { _id: purchaseId } = await buy(await ebook(), buyer.token);
    const noReason = await call('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await call('POST', '/api/refund-requests', other.token, { purchaseId, reason: 'Mine?' })).statusCode).toBe(404);
    const asked = await data<RefundRequest>('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'The file is empty' });
    expect(asked).toMatchObject({ status: 'pending', reason: 'The file is empty', itemType: 'product', title: 'Summer diary', price: 20 });
    const again = await call('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Still empty' });
    expect([again.statusCode, again.json().message]).toEqual([409, REFUND_TEXTS.open]);
    const mine = await data<{ data: RefundRequest[] }>('GET', '/api/refund-requests/search', buyer.token);
    expect(mine.data.map((request) => request._id)).toEqual([asked._id]);
    const bought = await data<PurchasedItemList>('GET', '/api/purchased-items/user/search', buyer.token);
    expect(bought.data.find((item) => item._id === purchaseId)?.refundStatus).toBe('pending');
  });

  it('is rejected with a note, and may then be asked again', async () => {
    const buyer = await newFundedUser(t, 'rejected-fan', 100);
    const { _id: purchaseId } = await buy(await ebook(), buyer.token);
    const asked = await data<RefundRequest>('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Changed my mind' });
    const silent = await call('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, { status: 'rejected' });
    expect([silent.statusCode, silent.json().message]).toEqual([400, REFUND_TEXTS.noteRequired]);
    const rejected = await data<RefundRequest>('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, {
      status: 'rejected',
      note: 'The file was downloaded',
    });
    expect(rejected).toMatchObject({ status: 'rejected', note: 'The file was downloaded' });
    expect(await t.balanceOf(buyer.id)).toBe(80);
    const twice = await call('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, { status: 'accepted' });
    expect([twice.statusCode, twice.json().message]).toEqual([400, REFUND_TEXTS.decided]);
    expect((await call('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Please look again' })).statusCode).toBe(200);
  });

  it('accepted, reverses the sale exactly: balances, studio share, platform and earnings as before, the item and its order gone', async () => {
    const buyer = await newFundedUser(t, 'refunded-fan', 100);
    const productId = await poster(memberToken, 3);
    const before = await holdings(buyer.id, memberId);
    const { _id: purchaseId, orderId } = await buy(productId, buyer.token);
    expect(await holdings(buyer.id, memberId)).not.toEqual(before);
    expect(await stockOf(productId)).toBe(2);

    const asked = await data<RefundRequest>('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'It never came' });
    const queue = await data<{ data: RefundRequest[] }>('GET', '/api/admin/refund-requests?status=pending', adminToken);
    expect(queue.data.find((request) => request._id === asked._id)).toMatchObject({
      buyer: { _id: buyer.id },
      performer: { _id: memberId },
    });
    const accepted = await data<RefundRequest>('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, { status: 'accepted' });
    expect(accepted).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });

    expect(await holdings(buyer.id, memberId)).toEqual(before);
    expect(await stockOf(productId)).toBe(3);
    const [purchase] = await db().select().from(purchasedItems).where(eq(purchasedItems.id, purchaseId));
    expect(purchase.refundedAt).not.toBeNull();
    const [order] = await db().select().from(productOrders).where(eq(productOrders.id, orderId!));
    expect(order.status).toBe('refunded');
    const [refund] = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'refund'), eq(ledgerTransactions.reference, purchaseId)));
    expect(refund).toBeDefined();
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, asked._id));
    expect(audit).toMatchObject({ action: 'refund.accept', targetType: 'refund' });
    // Owned no more: not listed, not asked again, and bought anew at the full price.
    const bought = await data<PurchasedItemList>('GET', '/api/purchased-items/user/search', buyer.token);
    expect(bought.data.map((item) => item._id)).not.toContain(purchaseId);
    expect((await call('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Again' })).statusCode).toBe(404);
    const again = await buy(productId, buyer.token);
    expect(again._id).not.toBe(purchaseId);
    expect(await t.balanceOf(buyer.id)).toBe(80);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });
  });

  it('accepted, takes a digital product’s download away', async () => {
    const buyer = await newFundedUser(t, 'download-fan', 100);
    const productId = await ebook();
    const { _id: purchaseId } = await buy(productId, buyer.token);
    expect((await call('GET', `/api/user/performer-assets/products/${productId}/download-link`, buyer.token)).statusCode).toBe(200);
    const asked = await data<RefundRequest>('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Wrong file' });
    await data('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, { status: 'accepted' });
    expect((await call('GET', `/api/user/performer-assets/products/${productId}/download-link`, buyer.token)).statusCode).toBe(403);
    expect(await t.balanceOf(buyer.id)).toBe(100);
  });

  it('stays open, changing nothing, when the performer’s balance no longer covers their part', async () => {
    const buyer = await newFundedUser(t, 'late-fan', 100);
    const productId = await poster(otherPerformerToken);
    const otherId = await t.idOf('sanne-sunshine');
    const { _id: purchaseId } = await buy(productId, buyer.token);
    const asked = await data<RefundRequest>('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Broken' });
    // Paid out since: the balance is gone.
    const balance = await t.balanceOf(otherId);
    await db().transaction(async (tx) => {
      await post(tx, {
        kind: 'payout',
        accountId: otherId,
        entries: [
          { wallet: 'account', accountId: otherId, amountMinor: -toMinor(balance) },
          { wallet: 'payouts', amountMinor: toMinor(balance) },
        ],
      });
    });
    const before = await holdings(buyer.id, otherId);
    const res = await call('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, { status: 'accepted' });
    expect([res.statusCode, res.json().message]).toEqual([400, REFUND_TEXTS.cannotCover]);
    expect(await holdings(buyer.id, otherId)).toEqual(before);
    const queue = await data<{ data: RefundRequest[] }>('GET', '/api/admin/refund-requests?status=pending', adminToken);
    expect(queue.data.map((request) => request._id)).toContain(asked._id);
    const [purchase] = await db().select().from(purchasedItems).where(eq(purchasedItems.id, purchaseId));
    expect(purchase.refundedAt).toBeNull();
  });

  it('is decided by administrators only', async () => {
    const buyer = await newFundedUser(t, 'queue-fan', 100);
    const { _id: purchaseId } = await buy(await ebook(), buyer.token);
    const asked = await data<RefundRequest>('POST', '/api/refund-requests', buyer.token, { purchaseId, reason: 'Why not' });
    expect((await call('PUT', `/api/admin/refund-requests/${asked._id}`, buyer.token, { status: 'accepted' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/refund-requests/${asked._id}`, performerToken, { status: 'accepted' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/refund-requests', buyer.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/refund-requests/${asked._id}`, adminToken, { status: 'maybe' })).statusCode).toBe(400);
  });
});
