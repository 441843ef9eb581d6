/**
 * Buying tokens: packages, orders, the sandbox gateway and Verotel FlexPay. Only a
 * verified callback credits tokens, and only once.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, gatewayCallbacks, ledgerTransactions, paymentOrders, settings } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { GATEWAY_UNAVAILABLE, ORDER_CLOSED } from '@/server/modules/payments/service';
import { hashPassword } from '@/server/security/passwords';
import type { TokenPackage } from '@/shared/schemas/money';
import { restoreTablesAfterEach } from '../support/restore';

const VEROTEL = {
  verotelShopId: '123456',
  verotelSignatureKey: 'verotel-test-key',
  verotelStartUrl: 'https://secure.verotel.com/startorder',
};

let t: TestApp;
let userToken: string;
let packs: TokenPackage[];
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: VEROTEL });
  userToken = await t.login('users', 'user@demo.test');
  packs = (await t.app.inject({ url: '/api/package/token/search' })).json().data.data;
});
afterAll(() => t.close());
// Tests switch gateways off and on: each starts from the seeded settings.
restoreTablesAfterEach(() => t, [settings]);

const db = () => t.deps.database.db;
const balance = async () =>
  Number((await db().select({ b: accounts.balanceMinor }).from(accounts).where(eq(accounts.email, 'user@demo.test')))[0].b) / 100;
const purchase = (packageId: string, gateway: string, token = userToken) =>
  t.app.inject({ method: 'POST', url: `/api/payment/purchase-tokens/${packageId}`, headers: bearer(token), payload: { gateway } });
const setSetting = async (key: string, value: unknown) => {
  await db()
    .insert(settings)
    .values({ key, value, group: 'payment', public: true })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  t.app.settings.invalidate();
};
const orderStatus = async (id: string) =>
  (await db().select({ status: paymentOrders.status }).from(paymentOrders).where(eq(paymentOrders.id, id)))[0].status;

describe('token packages', () => {
  it('lists the active packages with the gateways on offer', async () => {
    const res = await t.app.inject({ url: '/api/package/token/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(4);
    expect(res.json().data.data[0]).toMatchObject({ name: 'Starter', tokens: 100, price: 9.99, currency: 'EUR' });
    expect(res.json().data.gateways).toEqual(['sandbox']);
  });

  it("names and describes the packages in the visitor's language, the default where a language has none", async () => {
    const inDutch = (await t.app.inject({ url: '/api/package/token/search?locale=nl' })).json().data.data;
    expect(inDutch[1]).toMatchObject({ name: 'Populair', description: 'Fooien en een korte privéshow' });
    const inRussian = (await t.app.inject({ url: '/api/package/token/search?locale=ru' })).json().data.data;
    expect(inRussian[1]).toMatchObject({ name: 'Популярный', description: 'Чаевые и короткое приватное шоу' });
    const unknown = (await t.app.inject({ url: '/api/package/token/search?locale=de' })).json().data.data;
    expect(unknown[1]).toMatchObject({ name: 'Popular', description: 'Tips and a short private show' });
  });

  it("an order says what it bought in its buyer's language, from its own copy made when it was ordered", async () => {
    const popular = packs[1];
    const { orderId, paymentUrl } = (await purchase(popular._id, 'sandbox')).json().data;
    // The package is renamed afterwards: the order keeps what was bought.
    const adminToken = await t.login('users', 'admin@demo.test');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/packages/${popular._id}`,
      headers: bearer(adminToken),
      payload: { name: 'Popular', nameTranslations: { ru: 'Другой' }, tokens: 250, price: 22.99 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ nameTranslations: { ru: 'Другой' }, descriptionTranslations: {} });

    const read = async (url: string) => (await t.app.inject({ url, headers: bearer(userToken) })).json().data;
    expect((await read(`/api/payment/orders/${orderId}?locale=ru`)).description).toBe('Популярный (токенов: 250)');
    expect((await read(`/api/payment/orders/${orderId}?locale=nl`)).description).toBe('Pakket Populair (250 tokens)');
    expect((await read(`/api/payment/orders/${orderId}`)).description).toBe('Popular (250 tokens)');
    const listed = await read('/api/payment/orders/search?locale=pl');
    expect(listed.data.find((o: { _id: string }) => o._id === orderId).description).toBe('Popularny (tokeny: 250)');
    const signature = new URL(paymentUrl, 'http://site').searchParams.get('signature');
    const checkout = (await t.app.inject({ url: `/api/payment/sandbox/${orderId}?signature=${signature}&locale=es` })).json().data;
    expect(checkout.order.description).toBe('Paquete Popular (250 tokens)');
  });
});

describe('package management', () => {
  it('administrators add, change and retire packages; users see only active ones', async () => {
    const adminToken = await t.login('users', 'admin@demo.test');
    const admin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(adminToken), payload });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/packages',
          headers: bearer(userToken),
          payload: { name: 'X', tokens: 1, price: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const created = await admin('POST', '/api/admin/packages', { name: 'Mega', tokens: 5000, price: 299.99, ordering: 9 });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Mega', tokens: 5000, price: 299.99, currency: 'EUR', status: 'active' });
    const id = created.json().data._id;
    expect((await admin('POST', '/api/admin/packages', { name: 'Bad', tokens: 0, price: 1 })).statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/packages', { name: 'Bad', tokens: 10, price: 1.234 })).statusCode).toBe(400);

    const listed = async () => (await t.app.inject({ url: '/api/package/token/search' })).json().data.data.map((p: TokenPackage) => p.name);
    expect(await listed()).toContain('Mega');
    expect(
      (await admin('PUT', `/api/admin/packages/${id}`, { name: 'Mega', tokens: 5000, price: 299.99, status: 'inactive' })).statusCode,
    ).toBe(200);
    expect(await listed()).not.toContain('Mega');
    expect((await admin('GET', '/api/admin/packages')).json().data.data.map((p: TokenPackage) => p.name)).toContain('Mega');
    expect((await purchase(id, 'sandbox')).statusCode).toBe(404);
    expect(
      (await admin('PUT', '/api/admin/packages/00000000-0000-4000-8000-000000000000', { name: 'Y', tokens: 1, price: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('sandbox gateway', () => {
  const checkout = async (paymentUrl: string) => {
    const url = new URL(paymentUrl, 'http://x');
    const orderId = url.pathname.split('/').pop()!;
    return { orderId, signature: url.searchParams.get('signature')! };
  };

  it('credits the tokens when the buyer approves, once however often the callback comes', async () => {
    const before = await balance();
    const res = await purchase(packs[0]._id, 'sandbox');
    expect(res.statusCode).toBe(200);
    const { orderId, signature } = await checkout(res.json().data.paymentUrl);

    const page = await t.app.inject({ url: `/api/payment/sandbox/${orderId}?signature=${signature}` });
    expect(page.json().data).toMatchObject({ buyerName: 'Demo User', order: { tokens: 100, price: 9.99, status: 'created' } });
    expect(await balance()).toBe(before);

    const decide = () =>
      t.app.inject({ method: 'POST', url: `/api/payment/sandbox/${orderId}/decide`, payload: { signature, outcome: 'approve' } });
    const decided = await decide();
    expect(decided.json().data.returnUrl).toBe(`/payment/success?orderId=${orderId}`);
    expect(await balance()).toBe(before + 100);
    await Promise.all([decide(), decide()]);
    expect(await balance()).toBe(before + 100);

    const order = await t.app.inject({ url: `/api/payment/orders/${orderId}`, headers: bearer(userToken) });
    expect(order.json().data).toMatchObject({ status: 'paid', tokens: 100 });
    const history = await t.app.inject({ url: '/api/payment/orders/search', headers: bearer(userToken) });
    expect(history.json().data.data[0]).toMatchObject({ _id: orderId, status: 'paid' });
  });

  it('credits nothing when the buyer declines', async () => {
    const before = await balance();
    const { orderId, signature } = await checkout((await purchase(packs[1]._id, 'sandbox')).json().data.paymentUrl);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${orderId}/decide`,
      payload: { signature, outcome: 'decline' },
    });
    expect(res.json().data.returnUrl).toBe(`/payment/cancel?orderId=${orderId}`);
    expect(await orderStatus(orderId)).toBe('declined');
    expect(await balance()).toBe(before);
  });

  it('refuses forged links and forged callbacks', async () => {
    const before = await balance();
    const { orderId } = await checkout((await purchase(packs[0]._id, 'sandbox')).json().data.paymentUrl);
    expect((await t.app.inject({ url: `/api/payment/sandbox/${orderId}?signature=${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payment/sandbox/${orderId}/decide`,
          payload: { signature: 'a'.repeat(64), outcome: 'approve' },
        })
      ).statusCode,
    ).toBe(404);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/sandbox',
      payload: { orderId, outcome: 'approved', amount: '9.99', currency: 'EUR', saleId: 'x', signature: 'b'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
    expect(await balance()).toBe(before);
    expect(await orderStatus(orderId)).toBe('created');
    const [logged] = await db().select().from(gatewayCallbacks).where(eq(gatewayCallbacks.verified, false));
    expect(logged.outcome).toBe('rejected: signature');
  });

  it('is refused when switched off, and other people cannot see an order', async () => {
    await setSetting('sandboxPaymentEnabled', false);
    const res = await purchase(packs[0]._id, 'sandbox');
    expect(res.statusCode).toBe(400);
    await setSetting('sandboxPaymentEnabled', true);
    const { orderId } = await checkout((await purchase(packs[0]._id, 'sandbox')).json().data.paymentUrl);
    const performerToken = await t.login('performers', 'demo-performer');
    expect((await t.app.inject({ url: `/api/payment/orders/${orderId}`, headers: bearer(performerToken) })).statusCode).toBe(403);
    expect((await purchase(packs[0]._id, 'bitcoin')).statusCode).toBe(400);
  });
});

describe('an order waiting for its payment', () => {
  const resume = (id: string, token = userToken) =>
    t.app.inject({ method: 'POST', url: `/api/payment/orders/${id}/resume`, headers: bearer(token) });
  const readOrder = async (id: string) =>
    (await t.app.inject({ url: `/api/payment/orders/${id}`, headers: bearer(userToken) })).json().data;
  /** Makes the order as old as its time to be paid, and a minute more. */
  const age = (id: string) =>
    db()
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - (t.deps.config.paymentOrderTtlMinutes + 1) * 60_000) })
      .where(eq(paymentOrders.id, id));

  it('says until when it may be paid, is continued at the same checkout, and is cancelled by its buyer only', async () => {
    const made = (await purchase(packs[0]._id, 'sandbox')).json().data;
    const order = await readOrder(made.orderId);
    expect(order.status).toBe('created');
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(t.deps.config.paymentOrderTtlMinutes * 60_000);
    const resumed = await resume(made.orderId);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toEqual({ orderId: made.orderId, paymentUrl: made.paymentUrl });

    const other = await t.login('users', 'admin@demo.test');
    expect((await resume(made.orderId, other)).statusCode).toBe(403);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/payment/orders/${made.orderId}/cancel`, headers: bearer(userToken) });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', expiresAt: null });
    const closed = await resume(made.orderId);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(ORDER_CLOSED);
  });

  it('expires after its time: it can no longer be continued, but a payment the gateway confirms later is still credited once', async () => {
    const before = await balance();
    const made = (await purchase(packs[0]._id, 'sandbox')).json().data;
    await age(made.orderId);
    const listed = (await t.app.inject({ url: '/api/payment/orders/search', headers: bearer(userToken) })).json().data.data;
    expect(listed.find((order: { _id: string }) => order._id === made.orderId)).toMatchObject({ status: 'expired', expiresAt: null });
    expect((await resume(made.orderId)).json().message).toBe(ORDER_CLOSED);
    // A cancel after the expiry changes nothing.
    await t.app.inject({ method: 'POST', url: `/api/payment/orders/${made.orderId}/cancel`, headers: bearer(userToken) });
    expect(await orderStatus(made.orderId)).toBe('expired');

    const url = new URL(made.paymentUrl, 'http://x');
    const decide = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/sandbox/${made.orderId}/decide`,
        payload: { signature: url.searchParams.get('signature'), outcome: 'approve' },
      });
    await Promise.all([decide(), decide()]);
    expect(await orderStatus(made.orderId)).toBe('paid');
    expect(await balance()).toBe(before + 100);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });
  });

  it("is marked expired in the administrators' list too, and a switched-off payment method cannot be continued", async () => {
    const made = (await purchase(packs[0]._id, 'sandbox')).json().data;
    const waiting = (await purchase(packs[0]._id, 'sandbox')).json().data;
    await age(made.orderId);
    const adminToken = await t.login('users', 'admin@demo.test');
    const expired = await t.app.inject({ url: '/api/admin/payment/orders?status=expired&limit=100', headers: bearer(adminToken) });
    expect(expired.json().data.data.map((order: { _id: string }) => order._id)).toContain(made.orderId);
    await setSetting('sandboxPaymentEnabled', false);
    expect((await resume(waiting.orderId)).json().message).toBe(GATEWAY_UNAVAILABLE);
  });
});

describe('Verotel FlexPay', () => {
  /** The signature as Verotel documents it, written out by hand. */
  const sign = (params: Record<string, string>) =>
    createHash('sha256')
      .update(
        [
          VEROTEL.verotelSignatureKey,
          ...Object.keys(params)
            .sort()
            .map((k) => `${k}=${params[k]}`),
        ].join(':'),
      )
      .digest('hex');

  // Before each test: the settings are put back after each.
  beforeEach(() => setSetting('verotelEnabled', true));

  it('sends the buyer to a signed start-order URL', async () => {
    const res = await purchase(packs[2]._id, 'verotel');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.paymentUrl);
    expect(url.origin + url.pathname).toBe('https://secure.verotel.com/startorder');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      shopID: '123456',
      priceAmount: '44.99',
      priceCurrency: 'EUR',
      referenceID: res.json().data.orderId,
      type: 'purchase',
      version: '4',
    });
    const { signature, ...signed } = params;
    expect(signature).toBe(sign(signed));
  });

  it("sends the buyer back to the site in their account's language", async () => {
    const { siteUrl } = t.deps.config;
    const backOf = async () => {
      const params = new URL((await purchase(packs[2]._id, 'verotel')).json().data.paymentUrl).searchParams;
      return [params.get('successURL'), params.get('declineURL')];
    };
    // The demo user has no language of its own: the default, Dutch, has no prefix.
    expect(await backOf()).toEqual([
      expect.stringMatching(`^${siteUrl}/payment/success\\?orderId=`),
      expect.stringMatching(`^${siteUrl}/payment/cancel\\?`),
    ]);
    await db().update(accounts).set({ locale: 'ru' }).where(eq(accounts.email, 'user@demo.test'));
    try {
      expect(await backOf()).toEqual([
        expect.stringMatching(`^${siteUrl}/ru/payment/success\\?orderId=`),
        expect.stringMatching(`^${siteUrl}/ru/payment/cancel\\?`),
      ]);
    } finally {
      await db().update(accounts).set({ locale: null }).where(eq(accounts.email, 'user@demo.test'));
    }
  });

  it('credits a genuine postback once and answers OK', async () => {
    const before = await balance();
    const orderId = (await purchase(packs[2]._id, 'verotel')).json().data.orderId;
    const postback = {
      shopID: '123456',
      saleID: '987654',
      referenceID: orderId,
      priceAmount: '44.99',
      priceCurrency: 'EUR',
      type: 'purchase',
    };
    const query = new URLSearchParams({ ...postback, signature: sign(postback) }).toString();
    const first = await t.app.inject({ url: `/api/payment/callback/verotel?${query}` });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('OK');
    expect(await balance()).toBe(before + 550);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/verotel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query,
    });
    expect(again.body).toBe('OK');
    expect(await balance()).toBe(before + 550);
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('refuses a postback with a wrong signature or a changed amount', async () => {
    const before = await balance();
    const orderId = (await purchase(packs[3]._id, 'verotel')).json().data.orderId;
    const postback = { shopID: '123456', saleID: '1', referenceID: orderId, priceAmount: '79.99', priceCurrency: 'EUR', type: 'purchase' };
    const tampered = { ...postback, priceAmount: '0.01' };
    for (const params of [
      { ...postback, signature: sign({ ...postback, saleID: '2' }) },
      { ...tampered, signature: sign(tampered) },
    ]) {
      const res = await t.app.inject({ url: `/api/payment/callback/verotel?${new URLSearchParams(params)}` });
      expect(res.statusCode).toBe(400);
    }
    expect(await balance()).toBe(before);
    expect(await orderStatus(orderId)).toBe('created');
  });

  it('answers a signed postback naming no order id as an unknown order', async () => {
    // 36 characters that are no uuid: the database must never be asked for such an order.
    const referenceID = '-'.repeat(36);
    const sale = { shopID: '123456', saleID: 'not-an-order', referenceID, priceAmount: '9.99', priceCurrency: 'EUR', type: 'purchase' };
    for (const params of [sale, { ...sale, event: 'chargeback' }]) {
      const res = await t.app.inject({
        url: `/api/payment/callback/verotel?${new URLSearchParams({ ...params, signature: sign(params) })}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('ERROR');
    }
    const logged = (await db().select().from(gatewayCallbacks)).filter((row) => row.payload.referenceID === referenceID);
    expect(logged.map((row) => [row.verified, row.outcome])).toEqual([
      [true, 'rejected: unknown order'],
      [true, 'rejected: unknown order'],
    ]);
  });

  describe('chargebacks and refunds', () => {
    const postback = (params: Record<string, string>, signature = sign(params)) =>
      t.app.inject({ url: `/api/payment/callback/verotel?${new URLSearchParams({ ...params, signature })}` });
    const callbacksOf = async (orderId: string) =>
      (await db().select().from(gatewayCallbacks).where(eq(gatewayCallbacks.orderId, orderId))).map((row) => row.outcome);
    const orderRow = async (id: string) => (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
    const balanceOf = async (email: string) =>
      Number((await db().select({ b: accounts.balanceMinor }).from(accounts).where(eq(accounts.email, email)))[0].b) / 100;

    /** A new buyer with one paid Verotel order of 550 tokens (44.99 EUR). */
    async function paidOrder(email: string) {
      await db()
        .insert(accounts)
        .values({ kind: 'user', email, name: email, passwordHash: await hashPassword('secret123'), emailVerifiedAt: new Date() });
      const token = await t.login('users', email, 'secret123');
      const orderId = (await purchase(packs[2]._id, 'verotel', token)).json().data.orderId as string;
      const sale = {
        shopID: '123456',
        saleID: `sale-${orderId.slice(0, 8)}`,
        referenceID: orderId,
        priceAmount: '44.99',
        priceCurrency: 'EUR',
        type: 'purchase',
      };
      expect((await postback(sale)).body).toBe('OK');
      expect(await balanceOf(email)).toBe(550);
      return { token, orderId, sale };
    }

    it('takes the tokens back from the buyer, once, and marks the order charged back', async () => {
      const { orderId, sale } = await paidOrder('chargeback1@example.com');
      const chargeback = { ...sale, event: 'chargeback', transactionID: '5551' };
      const res = await postback(chargeback);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
      expect(await balanceOf('chargeback1@example.com')).toBe(0);
      const order = await orderRow(orderId);
      expect(order).toMatchObject({ status: 'charged_back', reversedMinor: 55000n, unrecoveredMinor: 0n });
      const [reversal] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, order.reversalTransactionId!));
      expect(reversal).toMatchObject({ kind: 'chargeback', reference: orderId });

      // Verotel repeats itself: nothing changes, the callback is kept.
      expect((await postback(chargeback)).body).toBe('OK');
      // A late copy of the sale's postback does not credit the order again.
      expect((await postback(sale)).body).toBe('OK');
      expect(await balanceOf('chargeback1@example.com')).toBe(0);
      expect(await orderStatus(orderId)).toBe('charged_back');
      expect(await callbacksOf(orderId)).toEqual(expect.arrayContaining(['paid', 'charged back', 'already settled', 'already settled']));
      expect((await checkLedgerInvariants(db())).filter((result) => result.violations > 0)).toEqual([]);
    });

    it('takes back down to zero, records what the buyer had spent and lists it for administrators', async () => {
      const { token, orderId, sale } = await paidOrder('chargeback2@example.com');
      const [performer] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'demo-performer'));
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/member/send-tip-token/${performer.id}`,
            headers: bearer(token),
            payload: { token: 500 },
          })
        ).statusCode,
      ).toBe(200);

      expect((await postback({ ...sale, event: 'credit' })).body).toBe('OK');
      expect(await balanceOf('chargeback2@example.com')).toBe(0);
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', reversedMinor: 5000n, unrecoveredMinor: 50000n });

      const adminToken = await t.login('users', 'admin@demo.test');
      const list = await t.app.inject({ url: '/api/admin/payment/orders?unrecovered=true', headers: bearer(adminToken) });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.data).toEqual([
        expect.objectContaining({
          _id: orderId,
          status: 'refunded',
          reversedTokens: 50,
          unrecoveredTokens: 500,
          buyer: expect.objectContaining({ email: 'chargeback2@example.com' }),
        }),
      ]);
      expect((await t.app.inject({ url: '/api/admin/payment/orders', headers: bearer(token) })).statusCode).toBe(403);
      // The buyer sees what happened in their history.
      const history = (await t.app.inject({ url: '/api/transactions/user/search', headers: bearer(token) })).json().data.data;
      expect(history[0]).toMatchObject({ kind: 'chargeback', amount: -50 });
      expect((await checkLedgerInvariants(db())).filter((result) => result.violations > 0)).toEqual([]);
    });

    it('takes back the share of a partial refund', async () => {
      const { orderId, sale } = await paidOrder('chargeback3@example.com');
      expect((await postback({ ...sale, event: 'credit', priceAmount: '22.50' })).body).toBe('OK');
      // 550 tokens × 22.50 / 44.99, in hundredths rounded down.
      expect(await balanceOf('chargeback3@example.com')).toBe(274.94);
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', reversedMinor: 27506n, unrecoveredMinor: 0n });
    });

    it('refuses unsigned reversals and reversals of more than was paid', async () => {
      const { orderId, sale } = await paidOrder('chargeback4@example.com');
      const forged = await postback({ ...sale, event: 'chargeback' }, sign({ ...sale, event: 'credit' }));
      expect(forged.statusCode).toBe(400);
      expect((await postback({ ...sale, event: 'chargeback', priceAmount: '99.99' })).statusCode).toBe(400);
      expect((await postback({ ...sale, event: 'chargeback', priceCurrency: 'USD' })).statusCode).toBe(400);
      expect(await balanceOf('chargeback4@example.com')).toBe(550);
      expect(await orderStatus(orderId)).toBe('paid');
    });
  });
});
