/** A settings group's form: checked with the server's schema before it sends, the server's refusal on its field, values sent as the schema has them. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { SettingsGroupForm } from '@/features/admin-settings/components/SettingsGroupForm';
import { adminSettingsLoaded, adminSettingsSaveFailed, saveAdminSettings } from '@/features/admin-settings/slice';
import type { PublicSiteSettings, SiteSettings } from '@/shared/schemas/admin-settings';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const site: SiteSettings = {
  siteName: 'Camlive',
  logoUrl: null,
  bannerUrl: '/banner.jpg',
  footerContent: '',
  placeholderAvatarUrl: '/no-avatar.png',
  currencySymbol: '€',
  singularTextModel: 'Performer',
  pluralTextModel: 'Performers',
  primaryColor: '#fa8c16',
  successColor: '#52c41a',
};

function view(group: 'site' | 'public') {
  const store = makeTestStore();
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <SettingsGroupForm group={group} />
    </Provider>,
  );
  return { store, saves: () => dispatched.filter((action) => action.type === saveAdminSettings.type) };
}

test('nothing can be changed before the group is loaded; then each field shows its value', () => {
  const { store } = view('site');
  expect(screen.getByLabelText('admin.settings.siteName')).toBeDisabled();
  act(() => void store.dispatch(adminSettingsLoaded({ group: 'site', values: site })));
  expect(screen.getByLabelText('admin.settings.siteName')).toHaveValue('Camlive');
  expect(screen.getByLabelText('admin.settings.logoUrl')).toHaveValue('');
  expect(screen.getByLabelText('admin.settings.primaryColor')).toHaveValue('#fa8c16');
});

test("a value the server's schema refuses is said at its field and nothing is sent", () => {
  const { store, saves } = view('site');
  act(() => void store.dispatch(adminSettingsLoaded({ group: 'site', values: site })));
  fireEvent.change(screen.getByLabelText('admin.settings.siteName'), { target: { value: '  ' } });
  fireEvent.change(screen.getByLabelText('admin.settings.bannerUrl'), { target: { value: 'ftp://banner' } });
  fireEvent.click(screen.getByTestId('settings-save-site'));
  expect(saves()).toEqual([]);
  expect(screen.getByLabelText('admin.settings.siteName')).toHaveAccessibleDescription('Must be 1 to 100 characters');
  expect(screen.getByLabelText('admin.settings.bannerUrl')).toHaveAccessibleDescription('Must be an https address or a path on this site');
});

test('the values are sent as the schema has them: trimmed, an emptied address null', () => {
  const { store, saves } = view('site');
  act(() => void store.dispatch(adminSettingsLoaded({ group: 'site', values: site })));
  fireEvent.change(screen.getByLabelText('admin.settings.siteName'), { target: { value: ' Camlive NL ' } });
  fireEvent.change(screen.getByLabelText('admin.settings.bannerUrl'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('settings-save-site'));
  expect(saves()[0].payload).toEqual({ group: 'site', values: { ...site, siteName: 'Camlive NL', bannerUrl: null } });
});

test("the server's refusal shows on the field it names", () => {
  const { store } = view('site');
  act(() => void store.dispatch(adminSettingsLoaded({ group: 'site', values: site })));
  act(() => void store.dispatch(adminSettingsSaveFailed({ group: 'site', errors: { currencySymbol: 'Must be 1 to 8 characters' } })));
  expect(screen.getByLabelText('admin.settings.currencySymbol')).toHaveAccessibleDescription('Must be 1 to 8 characters');
});

test('switches and numbers are sent as booleans and numbers', () => {
  const values: PublicSiteSettings = {
    maintenanceMode: false,
    popup18Enabled: true,
    popup18ContentId: null,
    popupContent18Plus: '',
    tipSound: null,
    gaCode: null,
    enableTokenPerMessage: false,
    tokenPerMessage: 1,
    verotelEnabled: false,
    yoursafeEnabled: false,
    sandboxPaymentEnabled: true,
  };
  const { store, saves } = view('public');
  act(() => void store.dispatch(adminSettingsLoaded({ group: 'public', values })));
  fireEvent.click(screen.getByRole('switch', { name: 'admin.settings.maintenanceMode' }));
  fireEvent.change(screen.getByLabelText('admin.settings.tokenPerMessage'), { target: { value: '5' } });
  fireEvent.click(screen.getByTestId('settings-save-public'));
  expect(saves()[0].payload).toEqual({ group: 'public', values: { ...values, maintenanceMode: true, tokenPerMessage: 5 } });
});
