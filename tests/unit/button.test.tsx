/** The site's button: while it works, a press neither repeats its action nor sends its form again. */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/features/ui/components/Button';

test('a loading button does nothing when pressed, its form is not sent again', () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClick = jest.fn();
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <Button htmlType="submit" onClick={onClick}>
        Save
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect([onClick.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 1]);
  rerender(
    <form onSubmit={onSubmit}>
      <Button htmlType="submit" onClick={onClick} loading>
        Save
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect([onClick.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 1]);
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
});
