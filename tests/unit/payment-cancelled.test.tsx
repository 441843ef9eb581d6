/** Back from the gateway without paying: the page's component closes the order once, through the token-purchase saga. */
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { PaymentCancelled } from '@/features/token-purchase/components/PaymentCancelled';
import { apiCancelOrder } from '@/features/token-purchase/api';
import { cancelOrder } from '@/features/token-purchase/slice';

jest.mock('@/features/token-purchase/api');
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function renderCancelled(orderId: string) {
  const store = makeTestStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = render(
    <Provider store={store}>
      <PaymentCancelled orderId={orderId} />
    </Provider>,
  );
  const again = () =>
    view.rerender(
      <Provider store={store}>
        <PaymentCancelled orderId={orderId} />
      </Provider>,
    );
  return { dispatch, again };
}

const cancels = (dispatch: jest.SpyInstance) => dispatch.mock.calls.filter(([action]) => cancelOrder.match(action));

beforeEach(() =>
  jest
    .mocked(apiCancelOrder)
    .mockReset()
    .mockResolvedValue({} as never),
);

describe('PaymentCancelled', () => {
  it('closes the order once and says nothing was charged', async () => {
    const { dispatch, again } = renderCancelled('o1');
    expect(screen.getByText('paymentResult.notCharged')).toBeInTheDocument();
    expect(screen.getByText('paymentResult.tryAgain').closest('a')).toHaveAttribute('href', '/user/buy-tokens');
    await waitFor(() => expect(apiCancelOrder).toHaveBeenCalledWith('o1'));
    again();
    expect(cancels(dispatch)).toEqual([[cancelOrder('o1')]]);
    expect(apiCancelOrder).toHaveBeenCalledTimes(1);
  });

  it('closes nothing without an order id', () => {
    const { dispatch } = renderCancelled('');
    expect(screen.getByText('paymentResult.cancelled')).toBeInTheDocument();
    expect(cancels(dispatch)).toEqual([]);
  });
});
