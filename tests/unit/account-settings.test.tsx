/**
 * The account settings' forms of plain elements: the profile sends only what changed and shows
 * what the server stored, keeps a stored choice the lists lack, checks each field as before; the
 * password pair must match; a picture is checked before it is uploaded; a studio's documents tab
 * asks for both files and follows their upload; a hidden tab is not kept.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { ProfileForm } from '@/features/account/components/ProfileForm';
import { PasswordForm } from '@/features/account/components/PasswordForm';
import { AvatarUpload } from '@/features/account/components/AvatarUpload';
import { StudioSettingsView } from '@/features/account/components/StudioSettingsView';
import { Tabs } from '@/features/ui/components/Tabs';
import {
  accountLoaded,
  selectCurrentAccount,
  updatePassword,
  updateProfile,
  updateProfileSuccess,
  uploadAvatar,
  uploadStudioDocuments,
  uploadStudioDocumentsSuccess,
} from '@/features/account/slice';
import { useAppSelector } from '@/store/hooks';
import { showMessage } from '@/lib/toast';
import { MSG } from '@/shared/messages';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/lib/toast', () => ({ showMessage: jest.fn() }));
// The address's query: `?tab=` opens a tab first.
const router: { query: Record<string, string> } = { query: {} };
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => router }));
// The sagas' calls stay unanswered: the tests give the outcomes themselves.
jest.mock('@/features/account/api', () => {
  const pending = () => new Promise(() => {});
  return {
    apiGetMe: pending,
    apiUpdateProfile: pending,
    apiUploadAvatar: pending,
    apiSuspendAccount: pending,
    apiUpdatePassword: pending,
    apiUploadStudioDocuments: pending,
  };
});

const viewer = {
  _id: 'u1',
  role: 'user',
  name: 'Bea Buyer',
  email: 'bea@example.test',
  username: 'bea',
  gender: 'female',
  country: 'NL',
  city: '',
  phone: '',
  timezone: 'Mars/Olympus_Mons',
  balance: 0,
} as unknown as CurrentAccount;

/** The profile of the account in the store, as the settings page shows it. */
function StoredProfile() {
  const account = useAppSelector(selectCurrentAccount);
  return account && <ProfileForm account={account} />;
}

function view(ui: (account: CurrentAccount) => React.ReactNode, account: CurrentAccount = viewer) {
  const store = makeTestStore();
  store.dispatch(accountLoaded(account));
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  const rendered = render(<Provider store={store}>{ui(account)}</Provider>);
  return { store, dispatched, rendered };
}

const sent = (dispatched: { type: string }[], type: string) => dispatched.filter((action) => action.type === type);

beforeEach(() => jest.mocked(showMessage).mockClear());

test('the profile sends only the changed fields, trimmed, and then shows what the server stored', () => {
  const { store, dispatched } = view(() => <StoredProfile />);
  // The stored time zone is kept although the browser does not know it.
  expect(screen.getByLabelText('settings.profile.timezone')).toHaveValue('Mars/Olympus_Mons');
  expect(screen.getByLabelText('settings.profile.gender')).toHaveValue('female');
  fireEvent.change(screen.getByLabelText('settings.profile.name'), { target: { value: ' Ann ' } });
  fireEvent.change(screen.getByLabelText('settings.profile.city'), { target: { value: 'Utrecht' } });
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(sent(dispatched, updateProfile.type)).toEqual([updateProfile({ name: 'Ann', city: 'Utrecht' })]);

  act(() => {
    store.dispatch(updateProfileSuccess({ ...viewer, name: 'Ann', city: 'Utrecht' } as CurrentAccount));
  });
  expect(showMessage).toHaveBeenCalledWith('success', 'settings.profile.saved');
  expect(screen.getByLabelText('settings.profile.name')).toHaveValue('Ann');
  expect(screen.getByTestId('profile-submit')).not.toHaveAttribute('aria-busy');
});

test('the server draws only the stored country and time zone; once hydrated, the browser lists them all', async () => {
  const store = makeTestStore();
  store.dispatch(accountLoaded({ ...viewer, timezone: 'Europe/Amsterdam' } as CurrentAccount));
  const ui = (
    <Provider store={store}>
      <StoredProfile />
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  let root: Root | undefined;
  try {
    const options = (name: string) => container.querySelectorAll(`select[name=${name}] option`).length;
    expect([options('country'), options('timezone')]).toEqual([2, 2]);
    const failures: unknown[] = [];
    await act(async () => void (root = hydrateRoot(container, ui, { onRecoverableError: (error) => failures.push(error) })));
    expect(failures).toEqual([]);
    expect(options('country')).toBeGreaterThan(200);
    expect(options('timezone')).toBeGreaterThan(300);
    // The language of the mails: the site's, as the account chose none.
    expect([...container.querySelectorAll('select')].map((select) => select.value)).toEqual(['female', 'NL', 'Europe/Amsterdam', 'nl']);
  } finally {
    // Left in the page it would stand beside the next test's form.
    act(() => root?.unmount());
    container.remove();
  }
});

test('a profile without changes is not sent, a stored gender the choices lack included', () => {
  const { dispatched } = view((account) => <ProfileForm account={account} />, { ...viewer, gender: 'couple' } as CurrentAccount);
  expect(screen.getByLabelText('settings.profile.gender')).toHaveValue('couple');
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(sent(dispatched, updateProfile.type)).toEqual([]);
  expect(showMessage).toHaveBeenCalledWith('info', 'settings.profile.noChanges');
});

test('each profile field says what is wrong with it, and nothing is sent', () => {
  const { dispatched } = view((account) => <ProfileForm account={account} />);
  fireEvent.change(screen.getByLabelText('settings.profile.name'), { target: { value: '   ' } });
  fireEvent.change(screen.getByLabelText('settings.profile.email'), { target: { value: 'bea@' } });
  fireEvent.change(screen.getByLabelText('settings.profile.username'), { target: { value: 'b e' } });
  fireEvent.change(screen.getByLabelText('settings.profile.phone'), { target: { value: '06-123' } });
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(screen.getByLabelText('settings.profile.name')).toHaveAccessibleDescription(MSG.required);
  expect(screen.getByLabelText('settings.profile.email')).toHaveAccessibleDescription(MSG.email);
  expect(screen.getByLabelText('settings.profile.username')).toHaveAccessibleDescription(MSG.alphanumeric);
  expect(screen.getByLabelText('settings.profile.phone')).toHaveAccessibleDescription(MSG.number);
  expect(sent(dispatched, updateProfile.type)).toEqual([]);
});

test("a performer's username is required and too short a one is refused; a viewer may leave it empty", () => {
  const performer = { ...viewer, role: 'performer', bio: 'Hi' } as unknown as CurrentAccount;
  const { rendered } = view((account) => <ProfileForm account={account} />, performer);
  fireEvent.change(screen.getByLabelText('settings.profile.username'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(screen.getByLabelText('settings.profile.username')).toHaveAccessibleDescription(MSG.required);
  fireEvent.change(screen.getByLabelText('settings.profile.username'), { target: { value: 'ab' } });
  expect(screen.getByLabelText('settings.profile.username')).toHaveAccessibleDescription('Use 3 to 40 characters');
  expect(screen.getByLabelText('settings.profile.bio')).toHaveValue('Hi');
  rendered.unmount();

  const { dispatched } = view((account) => <ProfileForm account={account} />);
  fireEvent.change(screen.getByLabelText('settings.profile.username'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(screen.getByLabelText('settings.profile.username')).not.toHaveAccessibleDescription(MSG.required);
  expect(sent(dispatched, updateProfile.type)).toEqual([]);
});

test('a new password must be confirmed with the same one', () => {
  const { dispatched } = view(() => <PasswordForm />);
  fireEvent.change(screen.getByLabelText('settings.password.current'), { target: { value: 'old-secret' } });
  fireEvent.change(screen.getByLabelText('settings.password.new'), { target: { value: 'new-secret-1' } });
  fireEvent.change(screen.getByLabelText('settings.password.confirm'), { target: { value: 'new-secret-2' } });
  fireEvent.click(screen.getByTestId('password-submit'));
  expect(screen.getByLabelText('settings.password.confirm')).toHaveAccessibleDescription('The passwords do not match');
  expect(sent(dispatched, updatePassword.type)).toEqual([]);

  fireEvent.change(screen.getByLabelText('settings.password.confirm'), { target: { value: 'new-secret-1' } });
  fireEvent.click(screen.getByTestId('password-submit'));
  expect(sent(dispatched, updatePassword.type)).toEqual([updatePassword({ prevPassword: 'old-secret', password: 'new-secret-1' })]);
});

test('a picture of another kind is refused before it is sent; an accepted one is uploaded', () => {
  const { dispatched } = view(() => <AvatarUpload />);
  const input = screen.getByTestId('avatar-upload-input');
  fireEvent.change(input, { target: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
  expect(showMessage).toHaveBeenCalledWith('error', MSG.uploadExtension('.jpg, .jpeg, .png, .webp'));
  expect(sent(dispatched, uploadAvatar.type)).toEqual([]);

  const picture = new File(['x'], 'me.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [picture] } });
  expect(sent(dispatched, uploadAvatar.type)).toEqual([uploadAvatar({ file: picture })]);
});

/** A studio's account, approved or not, with its documents on file or not. */
const studioAccount = (state: { verified: boolean; documentsUploaded: boolean }) =>
  ({
    _id: 's1',
    role: 'studio',
    name: 'Demo Studio',
    email: 'studio@example.test',
    username: 'demo-studio',
    balance: 0,
    ...state,
    stats: { totalPerformer: 2 },
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as CurrentAccount;

test("a studio's documents tab says whether both are on file, asks for both, and shows when they arrived", () => {
  const { store, dispatched } = view(() => <StudioSettingsView />, studioAccount({ verified: true, documentsUploaded: false }));
  fireEvent.click(screen.getByRole('tab', { name: /settings.tab.documents/ }));
  expect(screen.getByTestId('documents-state')).toHaveTextContent('settings.documents.notUploaded');
  expect(screen.getByText('settings.documents.studio.identityText')).toBeInTheDocument();

  // Without its two files the form sends nothing and says what is missing (the files themselves go in the browser test).
  fireEvent.submit(screen.getByTestId('documents-form'));
  expect(sent(dispatched, uploadStudioDocuments.type)).toEqual([]);
  expect(screen.getAllByText(MSG.required)).toHaveLength(2);

  act(() => void store.dispatch(uploadStudioDocuments({ form: new FormData() })));
  act(() => void store.dispatch(uploadStudioDocumentsSuccess(true)));
  expect(showMessage).toHaveBeenCalledWith('success', 'settings.documents.saved');
  expect(screen.getByTestId('documents-state')).toHaveTextContent('settings.documents.uploaded');
});

test('a studio not approved yet, sent to its documents (?tab=documents), reads what is pending and what to do', () => {
  router.query = { tab: 'documents' };
  const { store } = view(() => <StudioSettingsView />, studioAccount({ verified: false, documentsUploaded: false }));
  router.query = {};
  expect(screen.getByRole('tab', { name: /settings.tab.documents/ })).toHaveAttribute('aria-selected', 'true');
  const pending = screen.getByTestId('verification-pending');
  expect(pending).toHaveTextContent('settings.documents.studio.pendingTitle');
  expect(pending).toHaveTextContent('settings.documents.studio.pendingUpload');
  act(() => void store.dispatch(uploadStudioDocuments({ form: new FormData() })));
  act(() => void store.dispatch(uploadStudioDocumentsSuccess(true)));
  expect(screen.getByTestId('verification-pending')).toHaveTextContent('settings.documents.studio.pendingReview');
});

test('an unknown ?tab= opens the first tab, and an approved studio reads no notice', () => {
  router.query = { tab: 'nonsense' };
  view(() => <StudioSettingsView />, studioAccount({ verified: true, documentsUploaded: true }));
  router.query = {};
  expect(screen.getByRole('tab', { name: /settings.tab.profile/ })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('tab', { name: /settings.tab.documents/ }));
  expect(screen.queryByTestId('verification-pending')).not.toBeInTheDocument();
});

test('tabs that destroy their hidden panels draw only the chosen one; the arrow keys move along them', () => {
  render(
    <Tabs
      destroyOnHidden
      items={[
        { key: 'one', label: 'One', children: <input aria-label="first" /> },
        { key: 'two', label: 'Two', children: <input aria-label="second" /> },
      ]}
    />,
  );
  fireEvent.change(screen.getByLabelText('first'), { target: { value: 'typed' } });
  fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByLabelText('first')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'One' }));
  expect(screen.getByLabelText('first')).toHaveValue('');
});
