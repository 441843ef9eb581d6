/**
 * The performer's prices: the own price per message is optional (empty: the site's), a
 * whole number from 0; a wrong one is refused in the form and nothing is sent.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeTestStore } from '../support/store';
import { PricesForm } from '@/features/performer-profile/components/PricesForm';
import { savePrices, type PerformerWithProfile } from '@/features/performer-profile/slice';
import { MSG } from '@/shared/messages';

jest.mock('@/features/performer-profile/api', () => ({ apiUpdateDefaultPrice: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function view(messagePrice: number | null) {
  const store = makeTestStore();
  const sent: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action: UnknownAction) => {
    sent.push(action);
    return dispatch(action);
  });
  const performer = { privateCallPrice: 60, groupCallPrice: 10, messagePrice } as PerformerWithProfile;
  render(
    <Provider store={store}>
      <PricesForm performer={performer} />
    </Provider>,
  );
  const submit = () => fireEvent.submit(screen.getByTestId('prices-form'));
  const saved = () => sent.filter((action) => action.type === savePrices.type);
  return { submit, saved };
}

test('shows an empty field when the site’s price applies, and sends that as null', () => {
  const { submit, saved } = view(null);
  const field = screen.getByTestId('price-message');
  expect(field).toHaveValue(null);
  expect(field).toHaveAttribute('placeholder', 'settings.prices.messagePlaceholder');
  submit();
  expect(saved()).toEqual([savePrices({ privateCallPrice: 60, groupCallPrice: 10, messagePrice: null })]);
});

test('sends 0 for free messages', () => {
  const { submit, saved } = view(5);
  fireEvent.change(screen.getByTestId('price-message'), { target: { value: '0' } });
  submit();
  expect(saved()).toEqual([savePrices({ privateCallPrice: 60, groupCallPrice: 10, messagePrice: 0 })]);
});

test('refuses a negative or broken price and sends nothing', () => {
  const { submit, saved } = view(5);
  const field = screen.getByTestId('price-message');
  expect(field).toHaveValue(5);
  fireEvent.change(field, { target: { value: '-1' } });
  submit();
  expect(screen.getByText(MSG.between)).toBeVisible();
  fireEvent.change(field, { target: { value: '1.5' } });
  submit();
  expect(screen.getByText(MSG.number)).toBeVisible();
  expect(saved()).toEqual([]);
});
