import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { RegisterUserForm } from '@/features/registration/components/RegisterUserForm';
import { registerUserSuccess } from '@/features/registration/slice';
import { MSG } from '@/shared/messages';

// Translations are keys: the assertions read the verbatim product texts.
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function renderForm() {
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <RegisterUserForm />
    </Provider>,
  );
  return store;
}

describe('RegisterUserForm', () => {
  it('asks for every required field when sent empty', async () => {
    const store = renderForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    // name, e-mail, password and its confirmation
    await waitFor(() => expect(screen.getAllByText(MSG.required)).toHaveLength(4));
    expect(store.getState().registration.registerUser.requesting).toBe(false);
  });

  it('refuses an e-mail address that is not one', async () => {
    const store = renderForm();
    fireEvent.change(screen.getByLabelText('register.name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('register.email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('register.password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('register.confirmPassword'), { target: { value: 'secret124' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(MSG.email)).toBeInTheDocument();
    expect(await screen.findByText('register.passwordMismatch')).toBeInTheDocument();
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
    expect(store.getState().registration.registerUser.requesting).toBe(false);
  });

  it('tells the visitor to check their e-mail once registered', async () => {
    const store = renderForm();
    act(() => void store.dispatch(registerUserSuccess('Your account has been created. Please check your e-mail to confirm your address.')));
    expect(await screen.findByTestId('register-success')).toHaveTextContent('register.success.title');
    expect(screen.getByText('register.goToLogin').closest('a')).toHaveAttribute('href', '/auth/login/user');
  });
});
