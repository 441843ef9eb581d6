/**
 * The Disclosure (src/features/ui): a button that opens a panel below it, controlled or
 * not, and keeps the panel inside the window.
 */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Disclosure } from '@/features/ui/components/Disclosure';

function Uncontrolled() {
  return (
    <Disclosure title="Title" trigger={(opens) => <button {...opens}>Open</button>} testId="panel">
      <a href="/somewhere">Inside</a>
    </Disclosure>
  );
}

it('opens on a click, with its title, and closes on a second click', () => {
  render(<Uncontrolled />);
  const button = screen.getByRole('button', { name: 'Open' });
  fireEvent.click(button);
  expect(screen.getByTestId('panel')).toHaveTextContent('Title');
  expect(screen.getByRole('link', { name: 'Inside' })).toHaveFocus();
  fireEvent.click(button);
  expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
});

it('follows its owner when controlled, and tells it what the visitor did', () => {
  const changes: boolean[] = [];
  function Controlled() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Disclosure
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
          trigger={(opens) => <button {...opens}>Open</button>}
          testId="panel"
        >
          <button>Inside</button>
        </Disclosure>
        <button onClick={() => setOpen(false)}>Done</button>
      </>
    );
  }
  render(<Controlled />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByTestId('panel')).toBeInTheDocument();
  // The owner closes it (a tip went through): no change is reported for that.
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  fireEvent.keyDown(screen.getByTestId('panel'), { key: 'Escape' });
  expect(changes).toEqual([true, true, false]);
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('moves the panel back inside the window when it would cross an edge', () => {
  const width = jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(390);
  const box = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  try {
    box.mockReturnValue({ left: 190, right: 470 } as DOMRect);
    const { unmount } = render(<Uncontrolled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // 470 → 382: 8 px from the right edge.
    expect(screen.getByTestId('panel').style.translate).toBe('-88px 0');
    unmount();
    box.mockReturnValue({ left: 20, right: 200 } as DOMRect);
    render(<Uncontrolled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('panel').style.translate).toBe('');
  } finally {
    width.mockRestore();
    box.mockRestore();
  }
});

it('gives the focus back to its button when it closes itself with the focus in it (a tip sent)', () => {
  function ClosesItself() {
    const [open, setOpen] = useState(false);
    return (
      <Disclosure open={open} onOpenChange={setOpen} trigger={(opens) => <button {...opens}>Tip</button>} testId="panel">
        <button onClick={() => setOpen(false)}>Send 20</button>
      </Disclosure>
    );
  }
  render(<ClosesItself />);
  fireEvent.click(screen.getByRole('button', { name: 'Tip' }));
  expect(screen.getByRole('button', { name: 'Send 20' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Send 20' }));
  expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tip' })).toHaveFocus();
});

it('leaves the focus where the visitor put it when it closes after the focus went elsewhere', () => {
  function ClosesLater() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Disclosure open={open} onOpenChange={setOpen} trigger={(opens) => <button {...opens}>Tip</button>} testId="panel">
          <button>Send 20</button>
        </Disclosure>
        <button onClick={() => setOpen(false)}>Elsewhere</button>
      </>
    );
  }
  render(<ClosesLater />);
  fireEvent.click(screen.getByRole('button', { name: 'Tip' }));
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  elsewhere.focus();
  fireEvent.click(elsewhere);
  expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
  expect(elsewhere).toHaveFocus();
});
