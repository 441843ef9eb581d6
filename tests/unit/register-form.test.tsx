import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { RegisterUserForm } from '@/features/registration/components/RegisterUserForm';
import { RegisterWithDocumentsForm } from '@/features/registration/components/RegisterWithDocumentsForm';
import { ForgotPasswordForm } from '@/features/registration/components/ForgotPasswordForm';
import { ResubmitDocumentsForm } from '@/features/registration/components/ResubmitDocumentsForm';
import { registerUserSuccess, registerWithDocuments } from '@/features/registration/slice';
import { ADULT_TEXTS, latestAdultBirthDate } from '@/shared/adult';
import { DOCUMENT_MAX_MB, documentRefusal } from '@/lib/documents';
import type { TFunction } from 'i18next';
import { DOCUMENT_EXTENSIONS } from '@/shared/constants';
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
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
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

describe('RegisterWithDocumentsForm', () => {
  function renderDocumentsForm(kind: 'performer' | 'studio') {
    const store = makeTestStore();
    const dispatched: { type: string; payload?: unknown }[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
    render(
      <Provider store={store}>
        <RegisterWithDocumentsForm kind={kind} />
      </Provider>,
    );
    return dispatched;
  }
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('wants a username, a country, an adult date of birth and both documents of a performer', () => {
    const dispatched = renderDocumentsForm('performer');
    type('register.name', 'Nova');
    type('register.username', 'nova star');
    type('register.email', 'nova@example.test');
    type('register.password', 'secret123');
    type('register.confirmPassword', 'secret123');
    type('register.dateOfBirth', '2015-01-01');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByText(MSG.alphanumeric)).toBeInTheDocument();
    expect(screen.getByText(ADULT_TEXTS.tooYoung)).toBeInTheDocument();
    // The country and both documents (a browser test sends the files themselves).
    expect(screen.getAllByText(MSG.required)).toHaveLength(3);
    expect(document.activeElement).toBe(document.getElementById('username'));
    expect(dispatched.filter((action) => action.type === registerWithDocuments.type)).toHaveLength(0);
  });

  it('offers no date of birth to a studio, and no day on which a performer would be under 18', () => {
    renderDocumentsForm('studio');
    expect(document.getElementById('dateOfBirth')).toBeNull();
    expect(screen.getByLabelText('register.usernameOptional')).toBeInTheDocument();
    cleanup();
    renderDocumentsForm('performer');
    expect(document.getElementById('dateOfBirth')).toHaveAttribute('max', latestAdultBirthDate());
  });

  it('refuses a document of another kind or over the size limit', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(documentRefusal({ name: 'id.exe', size: 10 }, DOCUMENT_EXTENSIONS, t)).toBe(MSG.uploadExtension(DOCUMENT_EXTENSIONS.join(', ')));
    expect(documentRefusal({ name: 'id.png', size: (DOCUMENT_MAX_MB + 1) * 1024 * 1024 }, DOCUMENT_EXTENSIONS, t)).toBe(
      MSG.uploadSize(DOCUMENT_MAX_MB),
    );
    expect(documentRefusal({ name: 'ID.PDF', size: 10 }, DOCUMENT_EXTENSIONS, t)).toBeNull();
  });
});

describe('ForgotPasswordForm', () => {
  it('asks for a link for the account type chosen', () => {
    const store = makeTestStore();
    render(
      <Provider store={store}>
        <ForgotPasswordForm initialType="user" />
      </Provider>,
    );
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText(MSG.required)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('auth.accountType.studio'));
    expect(screen.getByText('auth.backToLogin').closest('a')).toHaveAttribute('href', '/studio/login');
    fireEvent.change(screen.getByLabelText('register.email'), { target: { value: 'studio@example.test' } });
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(store.getState().registration.forgotPassword.requesting).toBe(true);
  });
});

describe('ResubmitDocumentsForm', () => {
  const renderResubmit = (token: string | undefined, kind: 'performer' | 'studio') =>
    render(
      <Provider store={makeTestStore()}>
        <ResubmitDocumentsForm token={token} kind={kind} />
      </Provider>,
    );

  it('without a link’s token, says so and leads to the login that mails a new link', () => {
    renderResubmit(undefined, 'studio');
    expect(screen.getByTestId('resubmit-no-token')).toHaveTextContent(MSG.invalidLink);
    expect(screen.getByText('resubmit.lostLink').closest('a')).toHaveAttribute('href', '/studio/login');
  });

  it('with one, offers the same way on under the form, for a link that has expired', () => {
    renderResubmit('a-token', 'performer');
    expect(screen.getByTestId('resubmit-form')).toBeInTheDocument();
    expect(screen.getByText('resubmit.lostLink').closest('a')).toHaveAttribute('href', '/auth/login/performer');
  });
});
