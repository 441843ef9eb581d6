/** The contact form (plain elements): it asks for each field, starts with the signed-in account's name and address, and sends what was typed, trimmed. */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { sendContact } from '@/features/contact/slice';
import { MSG } from '@/shared/messages';
import { accountLoaded } from '@/features/account/slice';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function view(account?: { name: string; email: string }) {
  const store = makeTestStore();
  if (account) store.dispatch(accountLoaded({ _id: 'u1', role: 'user', balance: 0, ...account } as CurrentAccount));
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <ContactForm />
    </Provider>,
  );
  return dispatched;
}

test('an empty message is not sent; each field says what it needs', () => {
  const dispatched = view();
  fireEvent.change(screen.getByLabelText('contact.email'), { target: { value: 'not an address' } });
  fireEvent.click(screen.getByTestId('contact-submit'));
  expect(screen.getAllByText(MSG.required)).toHaveLength(2);
  expect(screen.getByText(MSG.email)).toBeInTheDocument();
  expect(dispatched.filter((action) => action.type === sendContact.type)).toHaveLength(0);
});

test('what was typed is sent, trimmed, and the count of the message follows it', () => {
  const dispatched = view();
  fireEvent.change(screen.getByLabelText('contact.name'), { target: { value: ' Ann ' } });
  fireEvent.change(screen.getByLabelText('contact.email'), { target: { value: 'ann@example.test' } });
  fireEvent.change(screen.getByLabelText('contact.message'), { target: { value: ' Hello there ' } });
  expect(screen.getByText('13 / 5000')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('contact-submit'));
  expect(dispatched).toContainEqual(sendContact({ name: 'Ann', email: 'ann@example.test', message: 'Hello there' }));
});

test("a signed-in viewer's name and address are filled in", () => {
  view({ name: 'Bea Buyer', email: 'bea@example.test' });
  expect(screen.getByLabelText('contact.name')).toHaveValue('Bea Buyer');
  expect(screen.getByLabelText('contact.email')).toHaveValue('bea@example.test');
});
