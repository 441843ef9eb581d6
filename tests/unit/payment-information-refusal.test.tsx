/** A refusal of one field of the payment information (an account number that is not one) is shown at that field, not under the form. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { PaymentInformationView } from '@/features/payouts/components/PaymentInformationView';
import { paymentInformationLoaded, savePaymentInformation, savePaymentInformationFailed } from '@/features/payouts/slice';
import { ApiError, fieldErrorsOf } from '@/lib/http';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const IBAN = 'Please enter a valid IBAN or account number';

test('a refusal names its fields, without the leading slash of a JSON pointer', () => {
  const refusal = new ApiError(400, {
    statusCode: 400,
    error: 'Bad Request',
    message: [{ property: '/accountNumber', constraints: { matches: IBAN } }],
  });
  expect(fieldErrorsOf(refusal)).toEqual({ accountNumber: IBAN });
  expect(fieldErrorsOf(new ApiError(409, { statusCode: 409, message: 'Taken' }))).toEqual({});
  expect(fieldErrorsOf(new Error('offline'))).toEqual({});
});

test('the server’s refusal of the account number shows at its field, and the form’s own error line stays empty', () => {
  const store = makeTestStore();
  const sent: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    if (action.type === savePaymentInformation.type) sent.push(action.payload);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <PaymentInformationView role="performer" />
    </Provider>,
  );
  act(() => {
    store.dispatch(paymentInformationLoaded([]));
  });
  const form = screen.getByTestId('payment-form-bank_transfer');
  const type = (field: string, value: string) =>
    fireEvent.change(screen.getByTestId(`payment-bank_transfer-${field}`), { target: { value } });
  type('accountHolder', 'Luna Demo');
  type('accountNumber', 'NL91-ABNA');
  type('bankName', 'ABN AMRO');
  type('swift', 'ABNANL2A');
  fireEvent.change(form.querySelector('select[name="country"]')!, { target: { value: 'NL' } });
  fireEvent.submit(form);
  expect(sent).toHaveLength(1);

  act(() => {
    store.dispatch(savePaymentInformationFailed({ error: IBAN, fields: { accountNumber: IBAN } }));
  });
  const accountNumber = screen.getByTestId('payment-bank_transfer-accountNumber');
  expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
  const described = document.getElementById(accountNumber.getAttribute('aria-describedby')!.split(' ')[0]);
  expect(described).toHaveTextContent(IBAN);
  expect(screen.queryByTestId('payment-save-error')).not.toBeInTheDocument();

  // A refusal that names no field of the form is said under it, as before.
  fireEvent.submit(form);
  act(() => {
    store.dispatch(savePaymentInformationFailed({ error: 'Something went wrong', fields: {} }));
  });
  expect(screen.getByTestId('payment-save-error')).toHaveTextContent('Something went wrong');
});
