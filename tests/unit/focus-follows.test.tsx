/**
 * useFocusFollows (src/features/ui/hooks): a control pressed and replaced by another (a
 * request by its "Cancel") hands the keyboard's focus to the control in its place, only
 * while the focus was in the box.
 */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFocusFollows } from '@/features/ui/hooks/useFocusFollows';

function Request() {
  const [waiting, setWaiting] = useState(false);
  const follows = useFocusFollows<HTMLDivElement>(waiting ? 'waiting' : 'ask');
  return (
    <>
      <div {...follows}>
        {waiting ? <button onClick={() => setWaiting(false)}>Cancel</button> : <button onClick={() => setWaiting(true)}>Ask</button>}
      </div>
      <button onClick={() => setWaiting(!waiting)}>Elsewhere</button>
    </>
  );
}

it('moves the focus to the control that took the place of the one pressed, and back', () => {
  render(<Request />);
  const ask = screen.getByRole('button', { name: 'Ask' });
  ask.focus();
  fireEvent.click(ask);
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
});

it('leaves the focus alone when it is elsewhere', () => {
  render(<Request />);
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  elsewhere.focus();
  fireEvent.click(elsewhere);
  expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveFocus();
  expect(elsewhere).toHaveFocus();
});
