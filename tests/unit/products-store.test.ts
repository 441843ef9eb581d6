/**
 * Products through the store (src/features/products): an upload reports how far it has
 * gone and closes the editor when saved (a new product reloads the first page); a refused
 * upload keeps the editor open with the reason; buying passes the new balance on and shows
 * the product bought at once (a digital one downloadable, a physical one's address sent);
 * a short balance says the server's reason; a download asks for the link and follows it.
 */
import reducer, {
  buyProduct,
  buyProductFail,
  downloadProduct,
  downloadProductFail,
  initialProductsState,
  loadOwnProducts,
  openProductEditor,
  productBought,
  productDownloadStarted,
  productLoaded,
  productSaved,
  saveProduct,
  saveProductFail,
  saveProductProgress,
  type ProductsState,
} from '@/features/products/slice';
import * as productSagas from '@/features/products/sagas';
import * as productsApi from '@/features/products/api';
import { balanceChanged } from '@/features/account/slice';
import { ApiError } from '@/lib/http';
import { followAddress } from '@/lib/navigation';
import type { PurchaseResult } from '@/shared/schemas/assets';
import type { ProductDetails, ShippingAddress } from '@/shared/schemas/products';
import { runWithReducer } from '../support/saga-with-reducer';
import { performerProduct } from '../support/products';

jest.mock('@/features/products/api');
jest.mock('@/lib/navigation');

const api = {
  save: jest.mocked(productsApi.apiSaveProduct),
  buy: jest.mocked(productsApi.apiBuyProduct),
  product: jest.mocked(productsApi.apiProduct),
  link: jest.mocked(productsApi.apiProductDownloadLink),
};

const details = (extra: Partial<ProductDetails> = {}): ProductDetails => ({
  _id: 'p1',
  title: 'Signed photo book',
  tags: [],
  price: 8,
  isSale: true,
  type: 'digital',
  stock: null,
  image: null,
  isBought: false,
  performer: { _id: 'perf1', name: 'Anna', username: 'anna', avatar: '/avatar.png' },
  createdAt: '2026-11-28T10:00:00.000Z',
  description: 'A book',
  canDownload: false,
  ...extra,
});

const purchase: PurchaseResult = {
  _id: 'b1',
  itemType: 'product',
  itemId: 'p1',
  price: 8,
  balance: 92,
  createdAt: '2026-11-28T10:00:00.000Z',
};

const refused = (message: string) => new ApiError(400, { statusCode: 400, error: 'Bad Request', message });
const editorOpen = (id: string | null): ProductsState => reducer(initialProductsState, openProductEditor(id));
const shown = (product: ProductDetails) => reducer(initialProductsState, productLoaded(product));

beforeEach(() => jest.clearAllMocks());

describe('saving a product', () => {
  it('shows how far the upload has gone, closes the editor and reloads the first page for a new product', async () => {
    api.save.mockImplementation(async (_id, _form, onProgress) => {
      onProgress(0.3);
      onProgress(0.9);
      return performerProduct();
    });
    const form = new FormData();
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      editorOpen(null),
      productSagas.saveProductSaga,
      saveProduct({ form }),
    );
    expect(api.save).toHaveBeenCalledWith(null, form, expect.any(Function), expect.any(AbortSignal));
    expect(dispatched).toEqual([
      saveProductProgress(0.3),
      saveProductProgress(0.9),
      productSaved(performerProduct()),
      loadOwnProducts({ offset: 0 }),
    ]);
    expect(state.editor).toMatchObject({ open: false, saving: false, progress: null, error: null, done: 1 });
  });

  it('replaces the edited product in the list without reloading it', async () => {
    const listed = { ...editorOpen('p1'), own: { ...initialProductsState.own, data: [performerProduct()], total: 1 } };
    api.save.mockResolvedValue(performerProduct({ title: 'Poster', type: 'physical', stock: 4, fileName: null }));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      listed,
      productSagas.saveProductSaga,
      saveProduct({ form: new FormData() }),
    );
    expect(api.save.mock.calls[0][0]).toBe('p1');
    expect(dispatched).toHaveLength(1);
    expect(state.own.data[0]).toMatchObject({ title: 'Poster', stock: 4 });
  });

  it('keeps the editor open with the reason of a refusal', async () => {
    api.save.mockRejectedValue(refused('Please choose the file your buyers will download'));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      editorOpen(null),
      productSagas.saveProductSaga,
      saveProduct({ form: new FormData() }),
    );
    expect(dispatched).toEqual([saveProductFail('Please choose the file your buyers will download')]);
    expect(state.editor).toMatchObject({
      open: true,
      saving: false,
      progress: null,
      error: 'Please choose the file your buyers will download',
    });
  });
});

describe('buying a product', () => {
  it('passes the new balance on and shows a digital product bought and downloadable at once', async () => {
    api.buy.mockResolvedValue(purchase);
    api.product.mockRejectedValue(new Error('offline'));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      shown(details()),
      productSagas.buyProductSaga,
      buyProduct({ id: 'p1', locale: 'nl' }),
    );
    expect(api.buy).toHaveBeenCalledWith('p1', {});
    expect(dispatched).toEqual([balanceChanged(92), productBought(purchase)]);
    expect(state.product.data).toMatchObject({ isBought: true, canDownload: true });
    expect(state.buying).toEqual({ requesting: false, error: null });
  });

  it("sends a physical product's address, lowers the stock shown, and takes the page as read again", async () => {
    const address: ShippingAddress = { name: 'Jan Jansen', street: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL' };
    api.buy.mockResolvedValue(purchase);
    const again = details({ type: 'physical', stock: 2, isBought: true });
    api.product.mockResolvedValue(again);
    const physical = shown(details({ type: 'physical', stock: 3 }));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      physical,
      productSagas.buyProductSaga,
      buyProduct({ id: 'p1', locale: 'en', shippingAddress: address }),
    );
    expect(api.buy).toHaveBeenCalledWith('p1', { shippingAddress: address });
    expect(dispatched).toEqual([balanceChanged(92), productBought(purchase), productLoaded(again)]);
    expect(reducer(physical, productBought(purchase)).product.data).toMatchObject({ isBought: true, canDownload: false, stock: 2 });
    expect(state.product.data).toEqual(again);
  });

  it("says the server's reason when the balance is short, and keeps the page as it was", async () => {
    api.buy.mockRejectedValue(refused('You do not have enough tokens, please buy more'));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      shown(details()),
      productSagas.buyProductSaga,
      buyProduct({ id: 'p1' }),
    );
    expect(dispatched).toEqual([buyProductFail('You do not have enough tokens, please buy more')]);
    expect(api.product).not.toHaveBeenCalled();
    expect(state.product.data).toEqual(details());
    expect(state.buying).toEqual({ requesting: false, error: 'You do not have enough tokens, please buy more' });
  });
});

describe('downloading a product', () => {
  const assign = jest.mocked(followAddress);

  it('asks for the signed link and follows it', async () => {
    const url = '/files/private/products/x.pdf?expires=1&signature=s&download=book.pdf';
    api.link.mockResolvedValue({ url, fileName: 'book.pdf', expiresAt: '2026-11-28T10:05:00.000Z' });
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      shown(details({ canDownload: true })),
      productSagas.downloadProductSaga,
      downloadProduct('p1'),
    );
    expect(api.link).toHaveBeenCalledWith('p1');
    expect(assign).toHaveBeenCalledWith(url);
    expect(dispatched).toEqual([productDownloadStarted()]);
    expect(state.download).toEqual({ requesting: false, error: null });
  });

  it('says why when the link is refused, and goes nowhere', async () => {
    api.link.mockRejectedValue(new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'Buy this product to download it' }));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'products',
      shown(details()),
      productSagas.downloadProductSaga,
      downloadProduct('p1'),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(dispatched).toEqual([downloadProductFail('Buy this product to download it')]);
    expect(state.download.error).toBe('Buy this product to download it');
  });
});
