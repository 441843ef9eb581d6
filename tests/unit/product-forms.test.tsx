/**
 * The store's forms: the product editor asks for a digital product's file and a physical
 * one's stock, each said at its field, and sends the product's fields as the server reads
 * them (a stock only for a physical product); buying a physical product asks where to send
 * it, every line of the address required and the phone, when given, a phone number.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { performerProduct } from '../support/products';
import { ProductEditorModal } from '@/features/products/components/ProductEditorModal';
import { ShippingBuyDialog } from '@/features/products/components/ShippingBuyDialog';
import { openProductEditor, ownProductsLoaded, productSaved } from '@/features/products/slice';
import type { PerformerProduct, ShippingAddress } from '@/shared/schemas/products';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/features/products/api', () => ({
  ...jest.requireActual('@/features/products/api'),
  apiSaveProduct: () => new Promise(() => {}),
}));

const POSTER = performerProduct({
  title: 'Poster',
  price: 15,
  type: 'physical',
  stock: 3,
  fileName: null,
  sold: 1,
  earned: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function editor() {
  const store = makeTestStore();
  const sent: FormData[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: { form?: FormData } }) => {
    if (action.type === 'products/saveProduct' && action.payload?.form) sent.push(action.payload.form);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <ProductEditorModal />
    </Provider>,
  );
  return { store, sent };
}

test('a new digital product needs its file, a physical one its stock, and nothing is sent without', () => {
  const { store, sent } = editor();
  act(() => void store.dispatch(openProductEditor(null)));
  fireEvent.change(screen.getByTestId('product-title'), { target: { value: 'Photo pack' } });
  fireEvent.click(screen.getByTestId('product-save'));
  expect(sent).toHaveLength(0);
  expect(screen.getByLabelText('products.file')).toHaveAccessibleDescription('products.fileMissing');

  fireEvent.change(screen.getByTestId('product-type'), { target: { value: 'physical' } });
  fireEvent.click(screen.getByTestId('product-save'));
  expect(sent).toHaveLength(0);
  expect(screen.getByTestId('product-stock')).toHaveAccessibleDescription('This field is required!');

  fireEvent.change(screen.getByTestId('product-stock'), { target: { value: '7' } });
  fireEvent.change(screen.getByTestId('product-price'), { target: { value: '9' } });
  fireEvent.click(screen.getByTestId('product-save'));
  expect(sent).toHaveLength(1);
  expect(Object.fromEntries(['title', 'type', 'stock', 'price', 'status', 'isSale'].map((name) => [name, sent[0].get(name)]))).toEqual({
    title: 'Photo pack',
    type: 'physical',
    stock: '7',
    price: '9',
    status: 'active',
    isSale: 'true',
  });
  expect(sent[0].get('digitalFile')).toBeNull();
});

test('a product edited keeps its kind, starts from its stock, and a digital one needs no new file nor sends a stock', () => {
  const { store, sent } = editor();
  const pack: PerformerProduct = { ...POSTER, _id: 'p2', title: 'Pack', type: 'digital', stock: null, fileName: 'pack.zip' };
  act(() => {
    store.dispatch(ownProductsLoaded({ data: [POSTER, pack], total: 2 }));
    store.dispatch(openProductEditor('p1'));
  });
  expect(screen.queryByTestId('product-type')).toBeNull();
  expect(screen.getByTestId('product-type-fixed')).toHaveTextContent('products.types.physical');
  expect(screen.getByTestId('product-stock')).toHaveValue(3);
  fireEvent.change(screen.getByTestId('product-stock'), { target: { value: '5' } });
  fireEvent.click(screen.getByTestId('product-save'));
  expect(sent).toHaveLength(1);
  expect([sent[0].get('type'), sent[0].get('stock')]).toEqual(['physical', '5']);

  act(() => {
    store.dispatch(productSaved({ ...POSTER, stock: 5 }));
    store.dispatch(openProductEditor('p2'));
  });
  expect(screen.getByLabelText('products.file')).toHaveAccessibleDescription('products.fileReplace');
  fireEvent.click(screen.getByTestId('product-save'));
  expect(sent).toHaveLength(2);
  expect([sent[1].get('type'), sent[1].get('stock'), sent[1].get('digitalFile')]).toEqual(['digital', null, null]);
});

test('buying a physical product asks for the whole address, and sends it once given', () => {
  const bought: ShippingAddress[] = [];
  render(<ShippingBuyDialog buyText="product.buy" buying={{ requesting: false, error: null }} onBuy={(address) => bought.push(address)} />);
  fireEvent.click(screen.getByTestId('product-buy'));
  fireEvent.change(screen.getByTestId('shipping-phone'), { target: { value: 'call me' } });
  fireEvent.click(screen.getByTestId('product-shipping-buy'));
  expect(bought).toEqual([]);
  for (const id of ['shipping-name', 'shipping-street', 'shipping-postal-code', 'shipping-city', 'shipping-country'])
    expect(screen.getByTestId(id)).toHaveAccessibleDescription('This field is required!');
  expect(screen.getByTestId('shipping-phone')).toHaveAccessibleDescription('product.shipping.phoneInvalid');

  fireEvent.change(screen.getByTestId('shipping-name'), { target: { value: ' Jan Jansen ' } });
  fireEvent.change(screen.getByTestId('shipping-street'), { target: { value: 'Damrak 1' } });
  fireEvent.change(screen.getByTestId('shipping-postal-code'), { target: { value: '1012 LG' } });
  fireEvent.change(screen.getByTestId('shipping-city'), { target: { value: 'Amsterdam' } });
  fireEvent.change(screen.getByTestId('shipping-country'), { target: { value: 'NL' } });
  fireEvent.change(screen.getByTestId('shipping-phone'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('product-shipping-buy'));
  expect(bought).toEqual([{ name: 'Jan Jansen', street: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL' }]);
});
