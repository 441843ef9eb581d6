/**
 * Short messages (src/lib/toast.ts): antd's message code loads with the first one, and
 * each message shows its text translated in the language of the moment it was asked for.
 */
import { screen } from '@testing-library/react';
import { toast } from '@/lib/toast';

jest.mock('next-i18next/pages', () => ({
  i18n: {
    t: (key: string, options: { defaultValue: string; name?: string }) =>
      key === 'greeting' ? `Hallo ${options.name}` : options.defaultValue,
  },
}));

it('shows a message once antd’s message code has loaded, translated with its values', async () => {
  toast.success('Saved');
  toast.info('greeting', { name: 'Luna' });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(await screen.findByText('Hallo Luna')).toBeInTheDocument();
  toast.error('Something went wrong');
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
});
