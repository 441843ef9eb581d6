/** The site's tabs: a panel is drawn once chosen and kept, or with destroyOnHidden drawn anew each time its tab is chosen. */
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/features/ui/components/Tabs';

const items = [
  { key: 'one', label: 'One', children: <input aria-label="First" /> },
  { key: 'two', label: 'Two', children: <input aria-label="Second" /> },
];

test('a chosen panel is kept, hidden, with what was typed in it', () => {
  render(<Tabs items={items} />);
  fireEvent.change(screen.getByLabelText('First'), { target: { value: 'typed' } });
  fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.getByLabelText('Second')).toBeVisible();
  fireEvent.click(screen.getByRole('tab', { name: 'One' }));
  expect(screen.getByLabelText('First')).toHaveValue('typed');
});

test('with destroyOnHidden only the chosen panel is drawn, anew each time', () => {
  render(<Tabs items={items} destroyOnHidden />);
  fireEvent.change(screen.getByLabelText('First'), { target: { value: 'typed' } });
  fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.queryByLabelText('First')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'One' }));
  expect(screen.getByLabelText('First')).toHaveValue('');
  expect(screen.queryByLabelText('Second')).toBeNull();
});
