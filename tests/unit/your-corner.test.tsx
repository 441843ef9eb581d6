/**
 * The home page's corner of a signed-in account: a welcome and the account's own pages,
 * a performer's public page and "Go live" first, never its settings.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { YourCorner } from '@/components/home/YourCorner';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string, values?: { name?: string }) => (values?.name ? `${key}:${values.name}` : key) }),
}));

const account = (role: CurrentAccount['role'], username: string | null = 'luna') =>
  ({ _id: 'a1', name: 'Luna', username, role, balance: 0 }) as unknown as CurrentAccount;

function corner(of: CurrentAccount) {
  render(
    <Provider store={makeTestStore()}>
      <YourCorner account={of} />
    </Provider>,
  );
  return screen.getByTestId('your-corner');
}

it('welcomes a performer and links their public page and their live page first', () => {
  const links = within(corner(account('performer'))).getAllByRole('link');
  expect(screen.getByRole('heading')).toHaveTextContent('home.welcomeBack:Luna');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/profile/luna',
    '/live',
    '/performer/videos',
    '/performer/galleries',
    '/performer/products',
    '/performer/orders',
    '/messages',
  ]);
});

it("links a viewer's own pages, and no account's settings", () => {
  const hrefs = within(corner(account('user')))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toContain('/user/favourites');
  expect(hrefs).not.toContain('/user/account-settings');
  expect(hrefs).not.toContain('/profile/luna');
  cleanup();
  expect(within(corner(account('admin'))).getAllByRole('link')[0]).toHaveAttribute('href', '/admin');
});
