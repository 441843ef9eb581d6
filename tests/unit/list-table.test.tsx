import { render, screen, fireEvent } from '@testing-library/react';
import { ListError } from '@/features/ui/components/ListError';
import { ListTable } from '@/features/ui/components/ListTable';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language: 'en' } }),
}));

type Row = { _id: string; name: string };
const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
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
    fireEvent.click(screen.getByTitle('2'));
    expect(onOffset).toHaveBeenCalledWith(10);
  });

  it("passes antd's other table props on: rows that open, and its own loading", () => {
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
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    fireEvent.click(container.querySelector('.ant-table-row-expand-icon')!);
    expect(screen.getByText('details of Row 0')).toBeInTheDocument();
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
