import { render, screen, fireEvent } from '@testing-library/react';
import { ListError } from '@/features/ui/components/ListError';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language: 'en' } }),
}));

type Row = { _id: string; name: string };
const columns: ListColumn<Row>[] = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ _id: `id${i}`, name: `Row ${i}` }));

describe('ListTable', () => {
  it('shows the rows, and the empty text when there are none', () => {
    const { rerender } = render(
      <ListTable<Row> list={{ data: rows(2), requesting: false, error: null }} columns={columns} emptyText="Nothing" data-testid="t" />,
    );
    expect(screen.getByTestId('t')).toHaveTextContent('Row 1');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ListTable<Row> list={{ data: [], requesting: false, error: null }} columns={columns} emptyText="Nothing" data-testid="t" />);
    expect(screen.getByTestId('t')).toHaveTextContent('Nothing');
  });

  it('shows the failed load’s message, spaced from the table in a card', () => {
    render(
      <ListTable<Row> list={{ data: [], requesting: false, error: 'Failed' }} columns={columns} emptyText="" errorGap data-testid="t" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('t:Failed');
    // The gap is ListError.module.css's `gap` (jest sees a CSS module's class names as they are written).
    expect(alert).toHaveClass('gap');
  });

  it('pages by offset when paging is given', () => {
    const onOffset = jest.fn();
    render(
      <ListTable<Row>
        list={{ data: rows(10), requesting: false, error: null }}
        columns={columns}
        emptyText=""
        paging={{ offset: 0, total: 25, pageSize: 10, onOffset }}
        data-testid="t"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onOffset).toHaveBeenCalledWith(10);
  });

  it('shows no pager while the whole list fits on one page', () => {
    render(
      <ListTable<Row>
        list={{ data: rows(3), requesting: false, error: null }}
        columns={columns}
        emptyText=""
        paging={{ offset: 0, total: 3, pageSize: 10, onOffset: jest.fn() }}
        data-testid="t"
      />,
    );
    expect(screen.queryByTestId('offset-pager')).toBeNull();
  });

  it('renders a cell from its row when the column says how, and aligns it', () => {
    render(
      <ListTable<Row>
        list={{ data: rows(1), requesting: false, error: null }}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name', render: (name: string) => name.toUpperCase() },
          { key: 'id', title: 'Id', align: 'right', render: (_: unknown, row, index) => `${row._id}#${index}` },
        ]}
        emptyText=""
        data-testid="t"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveClass('right');
    expect(screen.getByRole('cell', { name: 'ROW 0' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'id0#0' })).toHaveClass('right');
  });

  it('opens a row to show its details, and dims the rows while loading', () => {
    const { container } = render(
      <ListTable<Row>
        list={{ data: rows(1), requesting: false, error: null }}
        columns={columns}
        emptyText=""
        loading
        expandable={{ expandedRowRender: (row) => <p>details of {row.name}</p> }}
        data-testid="t"
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const expand = screen.getByRole('button', { name: 't:table.expand' });
    fireEvent.click(expand);
    expect(screen.getByText('details of Row 0')).toBeInTheDocument();
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(expand);
    expect(screen.queryByText('details of Row 0')).toBeNull();
  });

  it('asks for the next order of a sortable column (ascending, descending, none) and marks the column it is ordered by', () => {
    const onSort = jest.fn();
    const table = (sortOrder: 'ascend' | 'descend' | null) => (
      <ListTable<Row>
        list={{ data: rows(1), requesting: false, error: null }}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name', sorter: true, sortOrder },
          { key: 'id', title: 'Id', dataIndex: '_id' },
        ]}
        emptyText=""
        onSort={onSort}
        data-testid="t"
      />
    );
    const { rerender } = render(table(null));
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Id' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'ascend');

    rerender(table('ascend'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Name' })).toHaveAttribute('title', 't:table.sortDescending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'descend');

    rerender(table('descend'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('cell', { name: 'Row 0' })).toHaveClass('sorted');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', null);
  });
});

describe('ListError', () => {
  it('shows the failed load of a list shown otherwise, and nothing without one', () => {
    const { container, rerender } = render(<ListError error={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ListError error="Failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('t:Failed');
  });
});
