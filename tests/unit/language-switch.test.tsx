/**
 * The header's language switch: its name for assistive technology is in the page's own
 * language, and choosing another language keeps the page and remembers the choice.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import dutch from '../../locales/nl/navigation.json';
import { LanguageSwitch } from '@/components/header/LanguageSwitch';

const push = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'nl', pathname: '/contact', query: {}, asPath: '/contact', push }),
}));
// Dutch texts, interpolated as i18next does.
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: keyof typeof dutch, values: Record<string, string> = {}) =>
      dutch[key].replace(/\{\{(\w+)\}\}/g, (_match: string, name: string) => values[name]),
  }),
}));

it('is named in the page language and switches to the chosen one', () => {
  render(<LanguageSwitch />);
  const button = screen.getByTestId('language-switch');
  expect(button).toHaveAccessibleName('Taal: Nederlands');
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
  expect(push).toHaveBeenCalledWith({ pathname: '/contact', query: {} }, '/contact', { locale: 'en' });
  expect(document.cookie).toContain('en');
});
