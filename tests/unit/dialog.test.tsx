/** The site's dialog: its content only while open, "OK" and "cancel" (and the close button) tell the page, which decides. */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '@/features/ui/components/Dialog';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

function Asking({ onOk }: { onOk: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>ask</button>
      <Dialog open={open} title="Approve?" okText="Approve" okTestId="ok" onOk={onOk} onCancel={() => setOpen(false)}>
        <p>Pay Luna 50 tokens</p>
      </Dialog>
    </>
  );
}

test('the question shows once asked, and cancelling or closing puts it away', () => {
  render(<Asking onOk={jest.fn()} />);
  expect(screen.queryByText('Pay Luna 50 tokens')).toBeNull();
  fireEvent.click(screen.getByText('ask'));
  expect(screen.getByRole('dialog', { name: 'Approve?' })).toHaveTextContent('Pay Luna 50 tokens');
  fireEvent.click(screen.getByRole('button', { name: 'dialog.cancel' }));
  expect(screen.queryByText('Pay Luna 50 tokens')).toBeNull();
  fireEvent.click(screen.getByText('ask'));
  fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
  expect(screen.queryByText('Pay Luna 50 tokens')).toBeNull();
});

test('OK tells the page, which closes it or not', () => {
  const onOk = jest.fn();
  render(<Asking onOk={onOk} />);
  fireEvent.click(screen.getByText('ask'));
  fireEvent.click(screen.getByTestId('ok'));
  expect(onOk).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Pay Luna 50 tokens')).toBeInTheDocument();
});

test('a press beside the box cancels; a selection dragged out of the box does not', () => {
  render(<Asking onOk={jest.fn()} />);
  fireEvent.click(screen.getByText('ask'));
  const dialog = screen.getByRole('dialog');
  fireEvent.mouseDown(screen.getByText('Pay Luna 50 tokens'));
  fireEvent.click(dialog);
  expect(screen.getByText('Pay Luna 50 tokens')).toBeInTheDocument();
  fireEvent.mouseDown(dialog);
  fireEvent.click(dialog);
  expect(screen.queryByText('Pay Luna 50 tokens')).toBeNull();
});

test('Tab and Shift+Tab go round the controls inside, never out to the page behind', () => {
  render(<Asking onOk={jest.fn()} />);
  fireEvent.click(screen.getByText('ask'));
  const [close, cancel, ok] = [
    screen.getByRole('button', { name: 'dialog.close' }),
    screen.getByRole('button', { name: 'dialog.cancel' }),
    screen.getByTestId('ok'),
  ];
  ok.focus();
  fireEvent.keyDown(ok, { key: 'Tab' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(ok).toHaveFocus();
  // Between the two ends the browser moves on by itself.
  cancel.focus();
  expect(fireEvent.keyDown(cancel, { key: 'Tab' })).toBe(true);
  expect(cancel).toHaveFocus();
});

test('gives the focus back to what opened it on closing, also when the page stops drawing it', () => {
  function Profile() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Bea</button>
        {open && (
          <Dialog open title="Bea" footer={null} onCancel={() => setOpen(false)}>
            <button>Block</button>
          </Dialog>
        )}
      </>
    );
  }
  render(<Asking onOk={jest.fn()} />);
  const ask = screen.getByText('ask');
  ask.focus();
  fireEvent.click(ask);
  screen.getByRole('button', { name: 'dialog.cancel' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'dialog.cancel' }));
  expect(ask).toHaveFocus();

  render(<Profile />);
  const name = screen.getByRole('button', { name: 'Bea' });
  name.focus();
  fireEvent.click(name);
  screen.getByRole('button', { name: 'Block' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
  expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  expect(name).toHaveFocus();
});
