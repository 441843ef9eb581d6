/** The administrators' questions before a suspension and a balance adjustment: what they check before the action is asked for, and what it is asked with. */
import { fireEvent, render, screen } from '@testing-library/react';
import { BalanceDialog } from '@/features/admin-accounts/components/BalanceDialog';
import { SuspendDialog } from '@/features/admin-accounts/components/SuspendDialog';
import { MSG } from '@/shared/messages';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const problemOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby');

test('a suspension needs its reason, sent without the spaces around it', () => {
  const onSuspend = jest.fn();
  render(<SuspendDialog open running={false} onSuspend={onSuspend} onClose={jest.fn()} />);
  type('suspend-reason', '   ');
  fireEvent.click(screen.getByTestId('suspend-confirm'));
  expect(screen.getByRole('alert')).toHaveTextContent(MSG.required);
  expect(problemOf('admin.accounts.reason')).toBe('reason-error');
  expect(onSuspend).not.toHaveBeenCalled();

  type('suspend-reason', ' Chargebacks ');
  fireEvent.click(screen.getByTestId('suspend-confirm'));
  expect(onSuspend).toHaveBeenCalledWith('Chargebacks');
});

test('an adjustment is a number of tokens above 0 in hundredths, within the most at a time, with a reason; a debit is sent negative', () => {
  const onAdjust = jest.fn();
  render(<BalanceDialog open balance={40} running={false} onAdjust={onAdjust} onClose={jest.fn()} />);
  expect(screen.getByRole('radio', { name: 'admin.accounts.balance.credit' })).toBeChecked();
  fireEvent.click(screen.getByTestId('balance-confirm'));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([MSG.required, MSG.required]);

  for (const [typed, problem] of [
    ['0', 'admin.accounts.balance.amountRule'],
    ['1.234', 'admin.accounts.balance.amountRule'],
    ['1000000.01', 'admin.accounts.balance.amountMax'],
  ]) {
    type('balance-amount', typed);
    fireEvent.click(screen.getByTestId('balance-confirm'));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(problem);
  }
  expect(onAdjust).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('radio', { name: 'admin.accounts.balance.debit' }));
  type('balance-amount', '12.5');
  type('balance-reason', ' Refund of a double charge ');
  fireEvent.click(screen.getByTestId('balance-confirm'));
  expect(onAdjust).toHaveBeenCalledWith(-12.5, 'Refund of a double charge');
});
