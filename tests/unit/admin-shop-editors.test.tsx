/**
 * The shop's editors send what the API takes: a package's numbers as numbers, a promo's
 * dates typed in Amsterdam's time as instants (empty: no start or no end), a voucher's
 * expiry the same way; the checks say what is wrong before anything is sent.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { AdminPackagesView } from '@/features/admin-shop/components/AdminPackagesView';
import { AdminPromosView } from '@/features/admin-shop/components/AdminPromosView';
import { VoucherCreateCard } from '@/features/admin-shop/components/VoucherCreateCard';
import { createVoucher, deleteShopItem, openShopEditor, savePackage, savePromo, shopListLoaded } from '@/features/admin-shop/slice';
import type { AdminSitePromo } from '@/shared/schemas/promos';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
// What is sent is the test's; the sagas that would send it stay out.
jest.mock('@/features/admin-shop/sagas', () => ({ __esModule: true, default: function* noSagas() {} }));

type Sent = { type: string; payload?: unknown };

function view(element: React.ReactElement) {
  const store = makeTestStore();
  const sent: Sent[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Sent) => (sent.push(action), dispatch(action as never))) as typeof store.dispatch;
  render(<Provider store={store}>{element}</Provider>);
  return { store, sent };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const PROMO: AdminSitePromo = {
  _id: 'p1',
  title: 'Summer',
  text: null,
  imageUrl: null,
  link: '/user/buy-tokens',
  audience: 'everyone',
  startAt: '2026-07-01T10:00:00.000Z',
  endAt: null,
  ordering: 2,
  status: 'active',
  showing: true,
  createdAt: '2026-06-01T10:00:00.000Z',
};

test('a new package starts in euros, first in the list and on sale, and is sent with its numbers', () => {
  const { store, sent } = view(<AdminPackagesView />);
  act(() => void store.dispatch(openShopEditor({ kind: 'package', id: null })));
  const dialog = screen.getByRole('dialog', { name: 'admin.packages.new' });
  fireEvent.click(within(dialog).getByTestId('package-save'));
  expect(
    within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual(['This field is required!', 'This field is required!', 'This field is required!']);

  type('admin.packages.name', 'Starter');
  type('admin.packages.tokens', '100');
  type('admin.packages.price', '9.999');
  fireEvent.click(within(dialog).getByTestId('package-save'));
  expect(screen.getByLabelText('admin.packages.price')).toHaveAccessibleDescription('Not a validate number!');

  type('admin.packages.price', '9.99');
  type('admin.packages.name (Русский)', 'Стартовый');
  type('admin.packages.description (Русский)', 'Хватит на несколько чаевых');
  fireEvent.click(within(dialog).getByTestId('package-save'));
  expect(sent).toContainEqual(
    savePackage({
      id: null,
      body: {
        name: 'Starter',
        nameTranslations: { ru: 'Стартовый' },
        description: null,
        descriptionTranslations: { ru: 'Хватит на несколько чаевых' },
        tokens: 100,
        price: 9.99,
        currency: 'EUR',
        ordering: 0,
        status: 'active',
      },
    }),
  );
});

test('a package is deleted only once the dialog that asks is confirmed', () => {
  const { store, sent } = view(<AdminPackagesView />);
  const pack = {
    _id: 'k1',
    name: 'Starter',
    nameTranslations: {},
    description: null,
    descriptionTranslations: {},
    tokens: 100,
    price: 9.99,
    currency: 'EUR',
    status: 'active',
    ordering: 0,
  };
  act(() => void store.dispatch(shopListLoaded({ list: 'packages', page: { data: [pack], total: 1 } })));
  fireEvent.click(screen.getByTestId('package-delete'));
  const dialog = screen.getByRole('dialog', { name: 'admin.shop.delete' });
  expect(dialog).toHaveTextContent('admin.packages.deleteConfirm');
  fireEvent.click(within(dialog).getByRole('button', { name: 'admin.shop.cancel' }));
  expect(sent.some((action) => action.type === deleteShopItem.type)).toBe(false);
  fireEvent.click(screen.getByTestId('package-delete'));
  fireEvent.click(screen.getByTestId('package-delete-confirm'));
  expect(sent).toContainEqual(deleteShopItem({ kind: 'package', id: 'k1' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a promo's dates are Amsterdam's time: shown as such, sent as instants, the end after the start", () => {
  const { store, sent } = view(<AdminPromosView />);
  act(() => {
    store.dispatch(shopListLoaded({ list: 'promos', page: { data: [PROMO], total: 1 } }));
    store.dispatch(openShopEditor({ kind: 'promo', id: 'p1' }));
  });
  const dialog = screen.getByRole('dialog', { name: 'admin.promos.editTitle' });
  expect(screen.getByLabelText('admin.promos.startAt')).toHaveValue('2026-07-01T12:00');
  expect(screen.getByLabelText('admin.promos.endAt')).toHaveValue('');

  type('admin.promos.endAt', '2026-07-01T11:00');
  fireEvent.click(within(dialog).getByTestId('promo-save'));
  expect(screen.getByLabelText('admin.promos.endAt')).toHaveAccessibleDescription('The end date must be after the start date');

  type('admin.promos.endAt', '2026-12-31T23:30');
  expect(screen.getByLabelText('admin.promos.audience')).toHaveValue('everyone');
  type('admin.promos.audience', 'visitors');
  fireEvent.click(within(screen.getByLabelText('admin.promos.startAt').parentElement!).getByRole('button', { name: 'form.clear' }));
  expect(screen.getByLabelText('admin.promos.startAt')).toHaveValue('');
  fireEvent.click(within(dialog).getByTestId('promo-save'));
  const saved = sent.find((action) => action.type === savePromo.type)?.payload as { id: string; form: FormData };
  expect(saved.id).toBe('p1');
  expect(Object.fromEntries(saved.form.entries())).toEqual({
    title: 'Summer',
    text: '',
    link: '/user/buy-tokens',
    startAt: '',
    endAt: '2026-12-31T22:30:00.000Z',
    ordering: '2',
    status: 'active',
    audience: 'visitors',
  });
});

test('a voucher is sent with its expiry as an instant, and the form starts afresh', () => {
  const { sent } = view(<VoucherCreateCard />);
  type('admin.vouchers.codeOptional', ' GIFT-1 ');
  type('admin.vouchers.tokensPerRedemption', '50');
  type('admin.vouchers.redemptions', '2');
  type('admin.vouchers.expires', '2027-01-15T09:00');
  fireEvent.click(screen.getByTestId('voucher-create'));
  expect(sent).toContainEqual(
    createVoucher({ code: 'GIFT-1', tokensPerRedemption: 50, redemptions: 2, expiresAt: '2027-01-15T08:00:00.000Z' }),
  );
  expect(screen.getByLabelText('admin.vouchers.codeOptional')).toHaveValue('');
  expect(screen.getByLabelText('admin.vouchers.expires')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'form.clear' })).toBeNull();
});
