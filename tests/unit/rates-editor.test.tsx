/** The administrators' rates editor: each default shown in its empty field, a whole percentage from 0 to 100 or empty, sent by the dialog's OK. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { RatesEditorModal } from '@/features/admin-commission/components/RatesEditorModal';
import { openRatesEditor, performerRatesLoaded, savePerformerRates } from '@/features/admin-commission/slice';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const rates = {
  tip: 25,
  private: null,
  group: null,
  product: null,
  video: null,
  gallery: null,
  photo: null,
  message: null,
  direct_payment: null,
};

function view() {
  const store = makeTestStore();
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <RatesEditorModal />
    </Provider>,
  );
  act(() => {
    store.dispatch(
      performerRatesLoaded({
        data: [{ _id: 'p1', name: 'Robin Sky', username: 'robin-sky', studioName: null, rates, defaultPercent: 40 }],
        total: 1,
      }),
    );
    store.dispatch(openRatesEditor({ kind: 'performer', id: 'p1' }));
  });
  return () => dispatched.filter((action) => action.type === savePerformerRates.type);
}

test('an own rate shows as it is, a default in its empty field', () => {
  view();
  expect(screen.getByLabelText('earnings.saleTypes.tip')).toHaveValue(25);
  expect(screen.getByLabelText('earnings.saleTypes.video')).toHaveValue(null);
  expect(screen.getByLabelText('earnings.saleTypes.video')).toHaveAttribute('placeholder', '40');
});

test('a percentage beyond 100 is refused with the server’s text and nothing is sent', () => {
  const saves = view();
  fireEvent.change(screen.getByLabelText('earnings.saleTypes.video'), { target: { value: '150' } });
  fireEvent.click(screen.getByTestId('rates-editor-save'));
  expect(saves()).toEqual([]);
  expect(screen.getByLabelText('earnings.saleTypes.video')).toHaveAccessibleDescription('Must be between 0 and 100');
});

test('OK sends every sale type: an emptied field goes back to the default (null)', () => {
  const saves = view();
  fireEvent.change(screen.getByLabelText('earnings.saleTypes.tip'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('earnings.saleTypes.photo'), { target: { value: '30' } });
  fireEvent.click(screen.getByTestId('rates-editor-save'));
  expect(saves()[0].payload).toEqual({ performerId: 'p1', rates: { ...rates, tip: null, photo: 30 } });
});
