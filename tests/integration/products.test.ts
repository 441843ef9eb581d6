/**
 * Performers' products and their sale: a performer makes a digital product (a file its
 * buyers download) and a physical one (kept in stock); viewers list and buy them through
 * the ledger with the product commission, once per buyer however often they ask; a
 * digital product's buyer gets a signed, expiring link to its file, nobody else does; a
 * physical product needs an address, its stock never goes below zero, and out of stock it
 * cannot be bought. Bad forms, bad files and others' products are refused and change
 * nothing.
 */
import { and, eq } from 'drizzle-orm';
import { createTestApp, bearer, tamperedSignature, type TestApp } from './helpers';
import { expectItemSale } from './item-sales';
import { newFundedUser } from './deployment';
import { commissionRates, performerProducts, productOrders, purchasedItems } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { PURCHASE_TEXTS } from '@/server/modules/purchases/service';
import { PRODUCT_TEXTS } from '@/server/modules/products/service';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { fileUrlSigner } from '@/server/storage/signed-urls';
import { DIGITAL_PRODUCT_KINDS } from '@/server/file-types';
import { MSG } from '@/shared/messages';
import type { DownloadLink, PerformerProduct, PerformerProductList, ProductDetails, ShippingAddress } from '@/shared/schemas/products';
import type { PurchaseResult } from '@/shared/schemas/assets';
import { PDF, PNG, multipart, type FormFile } from '../support/multipart';
import { restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let performerToken: string;
let otherPerformerToken: string;
let userToken: string;
let performerId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { loginMaxPerIp: 1000 } });
  performerToken = await t.login('performers', 'demo-performer');
  otherPerformerToken = await t.login('performers', 'sanne-sunshine');
  userToken = await t.login('users', 'user@demo.test');
  performerId = await t.idOf('demo-performer');
});
afterAll(() => t.close());
restoreTablesAfterEach(() => t, [commissionRates]);

const db = () => t.deps.database.db;
const PRODUCTS = '/api/performer/performer-assets/products';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object): Promise<T> => {
  const res = await call(method, url, token, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
};

/** Sends a product form (POST, or PUT to `id`). */
function sendProduct(
  fields: Record<string, string>,
  files: Record<string, FormFile> = {},
  { token = performerToken, id }: { token?: string; id?: string } = {},
) {
  const form = multipart(fields, files);
  return t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `${PRODUCTS}/${id}` : PRODUCTS,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

const ebook = { name: 'Summer diary.pdf', data: PDF };
const photo = { name: 'cover.png', data: PNG };

async function newDigital(fields: Record<string, string> = {}): Promise<PerformerProduct> {
  const res = await sendProduct({ title: 'Summer diary', type: 'digital', price: '20', ...fields }, { digitalFile: ebook, image: photo });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function newPhysical(stock: number, fields: Record<string, string> = {}): Promise<PerformerProduct> {
  const res = await sendProduct(
    { title: 'Signed poster', type: 'physical', price: '20', stock: String(stock), ...fields },
    { image: photo },
  );
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const address: ShippingAddress = { name: 'Jan de Vries', street: 'Kerkstraat 1', postalCode: '1011 AB', city: 'Amsterdam', country: 'NL' };
const buy = (id: string, token = userToken, body?: object) => call('POST', `/api/purchase-items/product/${id}`, token, body);
const stockOf = async (id: string) =>
  (await db().select({ stock: performerProducts.stock }).from(performerProducts).where(eq(performerProducts.id, id)))[0].stock;

describe('a performer sells products', () => {
  it('makes a digital product with its file and picture, and a physical one with its stock', async () => {
    const digital = await newDigital({ description: 'Every day of it', tags: 'Diary, summer' });
    expect(digital).toMatchObject({
      title: 'Summer diary',
      description: 'Every day of it',
      tags: ['diary', 'summer'],
      price: 20,
      type: 'digital',
      stock: null,
      fileName: 'Summer diary.pdf',
      status: 'active',
      isSale: true,
      sold: 0,
      earned: 0,
    });
    expect(digital.image).toMatch(/^\/uploads\/product-images\/[0-9a-f-]{36}\.png$/);
    const [row] = await db().select().from(performerProducts).where(eq(performerProducts.id, digital._id));
    expect(row.digitalPath).toMatch(/^private\/product-files\/[0-9a-f-]{36}\.pdf$/);

    const physical = await newPhysical(5);
    expect(physical).toMatchObject({ type: 'physical', stock: 5, fileName: null });

    const own = await data<PerformerProductList>('GET', `${PRODUCTS}/search?q=poster`, performerToken);
    expect(own.data.map((product) => product._id)).toContain(physical._id);
    expect(own.data.map((product) => product._id)).not.toContain(digital._id);
    expect(await data<PerformerProduct>('GET', `${PRODUCTS}/${digital._id}/view`, performerToken)).toMatchObject({ _id: digital._id });
  });

  it('changes a product and its stock, keeps its kind, and deletes it from every list', async () => {
    const product = await newPhysical(2);
    const changed = await sendProduct(
      { title: 'Signed poster A2', type: 'digital', price: '25.5', stock: '9', status: 'inactive' },
      {},
      { id: product._id },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Signed poster A2', type: 'physical', stock: 9, price: 25.5, status: 'inactive' });
    // Inactive: not shown to viewers.
    const listed = await data<{ data: { _id: string }[] }>('GET', `/api/user/performer-assets/products/search?performerId=${performerId}`);
    expect(listed.data.map((item) => item._id)).not.toContain(product._id);

    expect((await call('DELETE', `${PRODUCTS}/${product._id}`, performerToken)).statusCode).toBe(200);
    expect((await call('GET', `${PRODUCTS}/${product._id}/view`, performerToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/performer-assets/products/${product._id}/view`, userToken)).statusCode).toBe(404);
  });

  it('keeps a title and description per language, which readers of that language see', async () => {
    const product = await newDigital();
    const url = `/api/user/performer-assets/products/${product._id}/translations`;
    const translated = await data<PerformerProduct>('POST', url, performerToken, {
      locale: 'ru',
      title: 'Летний дневник',
      description: 'Мой',
    });
    expect(translated.translations).toEqual({ ru: { title: 'Летний дневник', description: 'Мой' } });
    const view = (locale: string) =>
      data<ProductDetails>('GET', `/api/user/performer-assets/products/${product._id}/view?locale=${locale}`);
    expect(await view('ru')).toMatchObject({ title: 'Летний дневник', description: 'Мой' });
    expect((await view('en')).title).toBe('Summer diary');
    // An empty text takes that language's away; another performer cannot touch it.
    expect((await data<PerformerProduct>('POST', url, performerToken, { locale: 'ru', title: '' })).translations).toEqual({});
    expect((await call('POST', url, otherPerformerToken, { locale: 'ru', title: 'x' })).statusCode).toBe(404);
    expect((await call('POST', url, performerToken, { locale: 'xx', title: 'x' })).statusCode).toBe(400);
  });

  it('refuses bad forms and files, and another performer’s product, keeping nothing', async () => {
    const before = await db().select().from(performerProducts);
    const refusals = await Promise.all([
      sendProduct({ title: 'No file', type: 'digital', price: '5' }),
      sendProduct({ title: 'No stock', type: 'physical', price: '5' }),
      sendProduct({ title: 'Odd stock', type: 'physical', price: '5', stock: '1.5' }),
      sendProduct({ title: 'Negative', type: 'physical', price: '-1', stock: '1' }),
      sendProduct({ title: 'Thousandths', type: 'physical', price: '1.005', stock: '1' }),
      sendProduct({ title: 'Kind', type: 'service', price: '1', stock: '1' }),
      sendProduct({ title: '', type: 'physical', price: '1', stock: '1' }),
      // A picture named as a document: its bytes decide.
      sendProduct({ title: 'Disguised', type: 'digital', price: '5' }, { digitalFile: { name: 'book.pdf', data: PNG } }),
      sendProduct(
        { title: 'Program', type: 'digital', price: '5' },
        { digitalFile: { name: 'setup.exe', data: Buffer.from('MZ\x90\x00') } },
      ),
    ]);
    expect(refusals.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(refusals[0].json().message).toBe(PRODUCT_TEXTS.noFile);
    expect(refusals[1].json().message).toBe(PRODUCT_TEXTS.noStock);
    expect(refusals[7].json().message).toBe(MSG.uploadExtension(DIGITAL_PRODUCT_KINDS.join(', ')));
    expect(await db().select().from(performerProducts)).toHaveLength(before.length);

    const mine = await newPhysical(1);
    expect(
      (await sendProduct({ title: 'Mine now', type: 'physical', price: '1', stock: '1' }, {}, { id: mine._id, token: otherPerformerToken }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${PRODUCTS}/${mine._id}`, otherPerformerToken)).statusCode).toBe(404);
    expect((await call('GET', `${PRODUCTS}/${mine._id}/view`, otherPerformerToken)).statusCode).toBe(404);
  });
});

describe('viewers buy a digital product and download it', () => {
  it('sells it once with the product commission, marks it bought and gives its buyer a signed link', async () => {
    const product = await newDigital();
    const buyer = await newFundedUser(t, 'diary-reader', 100);
    const { res } = await expectItemSale(t, {
      type: 'product',
      id: product._id,
      performerId,
      buyerId: buyer.id,
      buy: () => buy(product._id, buyer.token),
    });
    const result: PurchaseResult = res.json().data;
    const [order] = await db().select().from(productOrders).where(eq(productOrders.id, result.orderId!));
    expect(order).toMatchObject({ status: 'delivered', productType: 'digital', buyerId: buyer.id, shippingAddress: null });

    const details = await data<ProductDetails>('GET', `/api/user/performer-assets/products/${product._id}/view`, buyer.token);
    expect(details).toMatchObject({ isBought: true, canDownload: true });
    const link = await data<DownloadLink>('GET', `/api/user/performer-assets/products/${product._id}/download-link`, buyer.token);
    expect(link.fileName).toBe('Summer diary.pdf');
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(t.deps.config.downloadLinkTtlSeconds * 1000);
    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Summer diary.pdf"; filename*=UTF-8''Summer%20diary.pdf`);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // Nobody else gets a link; a link of another time, or changed, opens nothing.
    expect((await call('GET', `/api/user/performer-assets/products/${product._id}/download-link`, userToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/user/performer-assets/products/${product._id}/download-link`)).statusCode).toBe(401);
    expect(
      await data<DownloadLink>('GET', `/api/user/performer-assets/products/${product._id}/download-link`, performerToken),
    ).toMatchObject({
      fileName: 'Summer diary.pdf',
    });
    const key = link.url.slice('/files/'.length, link.url.indexOf('?'));
    const anHourAgo = fileUrlSigner(t.deps.config.tokenSecret, () => Date.now() - 3600_000).url(key, 60);
    const expired = await t.app.inject({ method: 'GET', url: anHourAgo });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This address has expired; please open the page again');
    expect((await t.app.inject({ method: 'GET', url: tamperedSignature(link.url) })).statusCode).toBe(403);
  });

  it('charges once for fifty purchases sent at once by one buyer', async () => {
    const product = await newDigital();
    const buyer = await newFundedUser(t, 'eager-reader', 100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(product._id, buyer.token)));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => res.json().data._id)).size).toBe(1);
    expect(await t.balanceOf(buyer.id)).toBe(80);
    const owned = await db()
      .select()
      .from(purchasedItems)
      .where(and(eq(purchasedItems.itemId, product._id), eq(purchasedItems.buyerId, buyer.id)));
    expect(owned).toHaveLength(1);
    expect(await db().select().from(productOrders).where(eq(productOrders.productId, product._id))).toHaveLength(1);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });
  });

  it('refuses the buyer’s own product, one not for sale, a free one and a short balance, charging nothing', async () => {
    const own = await newDigital();
    expect((await buy(own._id, performerToken)).statusCode).toBe(403);
    const inactive = await newDigital({ status: 'inactive' });
    const notForSale = await newDigital({ isSale: 'false' });
    const free = await newDigital({ price: '0' });
    const expensive = await newDigital({ price: '5000' });
    const poor = await newFundedUser(t, 'poor-reader', 10);
    const answers = await Promise.all([inactive, notForSale, free, expensive].map((product) => buy(product._id, poor.token)));
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [404, PURCHASE_TEXTS.notFound],
      [404, PURCHASE_TEXTS.notFound],
      [400, PURCHASE_TEXTS.free],
      [400, NOT_ENOUGH_TOKENS],
    ]);
    expect(await t.balanceOf(poor.id)).toBe(10);
  });
});

describe('viewers buy a physical product', () => {
  it('asks for the address, makes an order to send and takes one from stock', async () => {
    const product = await newPhysical(3);
    const buyer = await newFundedUser(t, 'poster-fan', 100);
    const noAddress = await buy(product._id, buyer.token);
    expect([noAddress.statusCode, noAddress.json().message]).toEqual([400, PURCHASE_TEXTS.noAddress]);
    const badAddress = await buy(product._id, buyer.token, { shippingAddress: { ...address, country: 'Holland', street: ' ' } });
    expect(badAddress.statusCode).toBe(400);
    expect(await t.balanceOf(buyer.id)).toBe(100);

    const bought = await buy(product._id, buyer.token, { shippingAddress: address });
    expect(bought.statusCode).toBe(200);
    const [order] = await db().select().from(productOrders).where(eq(productOrders.id, bought.json().data.orderId));
    expect(order).toMatchObject({ status: 'created', productType: 'physical', shippingAddress: address, title: 'Signed poster' });
    expect(await stockOf(product._id)).toBe(2);
    expect(await t.balanceOf(buyer.id)).toBe(80);
  });

  it('never sells more than it has, however many buy at once, and out of stock it cannot be bought', async () => {
    const product = await newPhysical(2);
    const buyers = await Promise.all(['rush-1', 'rush-2', 'rush-3', 'rush-4'].map((name) => newFundedUser(t, name, 50)));
    const answers = await Promise.all(buyers.map((buyer) => buy(product._id, buyer.token, { shippingAddress: address })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 400, 400]);
    for (const res of answers.filter((answer) => answer.statusCode === 400)) expect(res.json().message).toBe(PURCHASE_TEXTS.outOfStock);
    expect(await stockOf(product._id)).toBe(0);
    const balances = await Promise.all(buyers.map((buyer) => t.balanceOf(buyer.id)));
    expect(balances.sort()).toEqual([30, 30, 50, 50]);
    expect(await db().select().from(productOrders).where(eq(productOrders.productId, product._id))).toHaveLength(2);
    const card = await data<ProductDetails>('GET', `/api/user/performer-assets/products/${product._id}/view`);
    expect(card.stock).toBe(0);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });
  });

  it('sells the last one once to a buyer who asks twenty times at once, and answers each with that purchase', async () => {
    const product = await newPhysical(1);
    const buyer = await newFundedUser(t, 'double-clicker', 50);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(product._id, buyer.token, { shippingAddress: address })));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => res.json().data.orderId)).size).toBe(1);
    expect(await stockOf(product._id)).toBe(0);
    expect(await t.balanceOf(buyer.id)).toBe(30);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });
  });
});
