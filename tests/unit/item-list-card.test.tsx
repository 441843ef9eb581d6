/**
 * A performer's list of what they sell: the status filter and the title search show the
 * list anew, and an item is deleted only once the question is answered.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ItemListCard, ItemRowActions } from '@/features/ui/components/ItemListCard';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const list = {
  data: [{ _id: 'v1', title: 'Beach day' }],
  total: 1,
  offset: 0,
  requesting: false,
  error: null,
};

function Card({ onShow = jest.fn(), onDelete = jest.fn() }: { onShow?: jest.Mock; onDelete?: jest.Mock }) {
  return (
    <ItemListCard
      list={list}
      columns={[
        { key: 'title', title: 'Title', render: (_: unknown, item) => item.title },
        {
          key: 'actions',
          render: () => <ItemRowActions onEdit={jest.fn()} onDelete={onDelete} deleteConfirm="Delete it?" testId="own-video" />,
        },
      ]}
      pageSize={20}
      onShow={onShow}
      addLabel="Upload a video"
      onAdd={jest.fn()}
      emptyText="None yet"
      testId="own-videos"
      addTestId="video-add"
    />
  );
}

test('the status filter and the search show the list anew', () => {
  const onShow = jest.fn();
  render(<Card onShow={onShow} />);
  const status = screen.getByRole('combobox', { name: 'videos.status' });
  expect(status).toHaveValue('');
  fireEvent.change(status, { target: { value: 'inactive' } });
  expect(onShow).toHaveBeenLastCalledWith({ status: 'inactive' });
  fireEvent.change(status, { target: { value: '' } });
  expect(onShow).toHaveBeenLastCalledWith({ status: undefined });
  fireEvent.change(screen.getByRole('searchbox', { name: 'videos.search' }), { target: { value: ' beach ' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(onShow).toHaveBeenLastCalledWith({ q: 'beach' });
});

test('an item is deleted only once the question is answered', () => {
  const onDelete = jest.fn();
  render(<Card onDelete={onDelete} />);
  fireEvent.click(screen.getByTestId('own-video-delete'));
  const question = screen.getByRole('alertdialog', { name: 'Delete it?' });
  expect(onDelete).not.toHaveBeenCalled();
  fireEvent.click(within(question).getByRole('button', { name: 'videos.delete' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
});
