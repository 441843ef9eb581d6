import { fireEvent, render } from '@testing-library/react';
import { offsetOf, offsetPagination, pageAt, pageLinks, pagePagination } from '@/lib/pager';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { LinkPager } from '@/features/ui/components/LinkPager';

jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('offset paging', () => {
  it('turns an offset into the page that shows it, and a page back into its first row', () => {
    expect(pageAt(0, 20)).toBe(1);
    expect(pageAt(20, 20)).toBe(2);
    expect(pageAt(39, 20)).toBe(2);
    expect(pageAt(100, 25)).toBe(5);
    expect(offsetOf(1, 20)).toBe(0);
    expect(offsetOf(3, 20)).toBe(40);
    for (const page of [1, 2, 7, 50]) expect(pageAt(offsetOf(page, 15), 15)).toBe(page);
  });

  it("gives antd's config: the current page, no size changer, hidden on a single page", () => {
    const config = offsetPagination({ offset: 40, total: 130, pageSize: 20 });
    expect(config).toEqual({ current: 3, pageSize: 20, total: 130, showSizeChanger: false, hideOnSinglePage: true });
    expect(offsetPagination({ offset: 0, total: 5, pageSize: 10, size: 'small' }).size).toBe('small');
  });

  it('calls onOffset with the offset of the page picked', () => {
    const onOffset = jest.fn();
    const { onChange } = offsetPagination({ offset: 0, total: 130, pageSize: 20, onOffset });
    onChange?.(4, 20);
    onChange?.(1, 20);
    expect(onOffset.mock.calls).toEqual([[60], [0]]);
  });

  it('pages a list kept by page number (a page in the URL) with the same pager, handing over the page picked', () => {
    const onPage = jest.fn();
    const config = pagePagination({ page: 3, total: 130, pageSize: 20, onPage });
    expect(config).toEqual({ ...offsetPagination({ offset: 40, total: 130, pageSize: 20 }), onChange: expect.any(Function) });
    config.onChange?.(5, 20);
    expect(onPage.mock.calls).toEqual([[5]]);
    expect(pagePagination({ page: 1, total: 5, pageSize: 20 })).not.toHaveProperty('onChange');
  });

  it('leaves paging to the table when there is no onOffset', () => {
    expect(offsetPagination({ offset: 20, total: 60, pageSize: 20 })).not.toHaveProperty('onChange');
  });
});

describe('OffsetPager', () => {
  it('shows nothing while the list fits on one page', () => {
    const { container } = render(<OffsetPager offset={0} total={20} pageSize={20} onOffset={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and hands the offset of a picked page to onOffset', () => {
    const onOffset = jest.fn();
    const { container, getByRole } = render(
      <OffsetPager className="browse-pagination" offset={40} total={130} pageSize={20} onOffset={onOffset} />,
    );
    expect(container.querySelector('nav.browse-pagination')).not.toBeNull();
    expect(getByRole('button', { current: 'page' })).toHaveTextContent('3');
    fireEvent.click(getByRole('button', { name: '4' }));
    fireEvent.click(getByRole('button', { name: 'pager.next' }));
    fireEvent.click(getByRole('button', { name: '7' }));
    expect(onOffset.mock.calls).toEqual([[60], [60], [120]]);
  });

  it('shows only the steps around "page / pages" when simple, none past the ends', () => {
    const onOffset = jest.fn();
    const { getByRole, queryByRole, getByText } = render(<OffsetPager simple offset={0} total={50} pageSize={20} onOffset={onOffset} />);
    expect(getByText('1 / 3')).toBeInTheDocument();
    expect(queryByRole('button', { name: 'pager.previous' })).toBeNull();
    fireEvent.click(getByRole('button', { name: 'pager.next' }));
    expect(onOffset).toHaveBeenCalledWith(20);
  });
});

describe('pageLinks', () => {
  it('shows the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of one page shows that page instead.
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('LinkPager', () => {
  const hrefOf = (page: number) => `/?page=${page}`;

  it('shows nothing while the list fits on one page', () => {
    const { container } = render(<LinkPager page={1} total={24} pageSize={24} hrefOf={hrefOf} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links every page it shows, marks the current one, and links the previous and next pages', () => {
    const { getByRole, getAllByRole } = render(<LinkPager page={2} total={24 * 5} pageSize={24} hrefOf={hrefOf} />);
    expect(getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/?page=1',
      '/?page=1',
      '/?page=2',
      '/?page=3',
      '/?page=4',
      '/?page=5',
      '/?page=3',
    ]);
    expect(getByRole('link', { current: 'page' })).toHaveTextContent('2');
    expect(getByRole('link', { name: 'pager.previous' })).toHaveAttribute('rel', 'prev');
    expect(getByRole('link', { name: 'pager.next' })).toHaveAttribute('href', '/?page=3');
  });

  it('has no previous link on the first page nor a next link on the last', () => {
    const first = render(<LinkPager page={1} total={50} pageSize={24} hrefOf={hrefOf} />);
    expect(first.queryByRole('link', { name: 'pager.previous' })).toBeNull();
    first.unmount();
    const last = render(<LinkPager page={3} total={50} pageSize={24} hrefOf={hrefOf} />);
    expect(last.queryByRole('link', { name: 'pager.next' })).toBeNull();
  });
});
