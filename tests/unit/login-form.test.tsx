/**
 * The login form (plain elements, no form state: CheckedForm): it checks its fields on submit and says
 * what is wrong below each, sends what the visitor typed, also before the page's scripts
 * ran, and shows the password on request.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { loginFail } from '@/features/auth/slice';
import type { AccountType } from '@/shared/schemas/auth';
import { MSG } from '@/shared/messages';

// Translations are keys: the assertions read the verbatim product texts.
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('next/router', () => {
  const router = { query: { redirect: '/messages' }, asPath: '/auth/login/user', locale: 'en' };
  return { __esModule: true, default: router, useRouter: () => router };
});

function view(kind: AccountType, store = makeTestStore()) {
  return {
    store,
    ui: (
      <Provider store={store}>
        <LoginForm kind={kind} />
      </Provider>
    ),
  };
}

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

test('an empty form asks for both fields, sends nothing and puts the focus on the first', () => {
  const { store, ui } = view('user');
  render(ui);
  submit();
  expect(screen.getAllByText(MSG.required)).toHaveLength(2);
  expect(document.getElementById('username')).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById('username')).toHaveAttribute('aria-describedby', 'username-error');
  expect(document.activeElement).toBe(document.getElementById('username'));
  expect(store.getState().auth.login.requesting).toBe(false);
});

test('a user or studio logs in with an e-mail address; a performer may use a username', () => {
  const user = view('user');
  const { unmount } = render(user.ui);
  type('username', 'not-an-email');
  type('password', 'secret123');
  submit();
  expect(screen.getByText(MSG.email)).toBeInTheDocument();
  expect(user.store.getState().auth.login.requesting).toBe(false);
  // Corrected, the field's message goes as the visitor types.
  type('username', 'ann@example.test');
  expect(screen.queryByText(MSG.email)).not.toBeInTheDocument();
  unmount();

  const performer = view('performer');
  render(performer.ui);
  type('username', 'luna');
  type('password', 'secret123');
  submit();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(performer.store.getState().auth.login.requesting).toBe(true);
});

test('what was typed before the scripts ran is sent, trimmed, with the page to come back to', async () => {
  const { store, ui } = view('user');
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: unknown) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  (container.querySelector('#username') as HTMLInputElement).value = ' ann@example.test ';
  (container.querySelector('#password') as HTMLInputElement).value = 'secret123';
  await act(async () => void hydrateRoot(container, ui));
  await act(async () => (container.querySelector('[data-testid="login-submit"]') as HTMLButtonElement).click());
  expect(dispatched).toContainEqual({
    type: 'auth/login',
    payload: { kind: 'user', username: 'ann@example.test', password: 'secret123', redirect: '/messages' },
  });
  container.remove();
});

test('the password is shown and hidden again on request, and a refusal says why', () => {
  const { store, ui } = view('studio');
  render(ui);
  const password = document.getElementById('password')!;
  expect(password).toHaveAttribute('type', 'password');
  fireEvent.click(screen.getByRole('button', { name: 'form.showPassword' }));
  expect(password).toHaveAttribute('type', 'text');
  fireEvent.click(screen.getByRole('button', { name: 'form.hidePassword' }));
  expect(password).toHaveAttribute('type', 'password');
  act(() => void store.dispatch(loginFail('Your password is not correct')));
  expect(screen.getByTestId('login-error')).toHaveTextContent('Your password is not correct');
});
