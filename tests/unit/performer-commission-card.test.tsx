/**
 * The performer's commission card labels each part of a sale by who gets it: the
 * platform's (its commission) and the performer's, and a studio member's studio part, in
 * the page's language ("Platform 40% · you 60%", not "Your commission: 40%").
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { PerformerCommissionCard, saleShares } from '@/features/commission/components/PerformerCommissionCard';
import { performerCommissionLoaded } from '@/features/commission/slice';
import { SALE_TYPES } from '@/shared/constants';
import type { PerformerCommission } from '@/shared/schemas/commission';

jest.mock('@/features/commission/api', () => ({ apiPerformerCommission: () => new Promise<never>(() => {}) }));
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    i18n: { language: 'nl' },
    t: (key: string, values?: Record<string, string>) =>
      values
        ? `${key}(${Object.entries(values)
            .map(([name, value]) => `${name}=${value}`)
            .join(', ')})`
        : key,
  }),
}));

const rates = (tip: number) =>
  Object.fromEntries(SALE_TYPES.map((type) => [type, type === 'tip' ? tip : 20])) as PerformerCommission['rates'];

function shown(commission: Parameters<typeof performerCommissionLoaded>[0]) {
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <PerformerCommissionCard />
    </Provider>,
  );
  act(() => void store.dispatch(performerCommissionLoaded(commission)));
  return screen.getByTestId('performer-commission');
}

it("names the platform's part and the performer's for each kind of sale", () => {
  const card = shown({ rates: rates(40), studio: null });
  expect(card).toHaveTextContent('earnings.saleTypes.tipcommission.shares(platform=40%, yours=60%, studioPart=0%)');
  expect(card).toHaveTextContent('earnings.saleTypes.videocommission.shares(platform=20%, yours=80%, studioPart=0%)');
});

it('splits what the platform leaves a studio member between them and the studio', () => {
  const card = shown({ rates: rates(40), studio: { _id: 's1', name: 'Rose Studio', memberSharePercent: 70 } });
  expect(card).toHaveTextContent('commission.sharesMember(platform=40%, yours=42%, studioPart=18%, studio=Rose Studio)');
  expect(card).toHaveTextContent('commission.memberShare(studio=Rose Studio, percent=70%)');
  expect(saleShares(25, 33)).toEqual({ platform: 25, yours: 24.75, studio: 50.25 });
});
