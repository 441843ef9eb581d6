/**
 * The pagers of the site's lists, as plain elements in the look of antd's pagination:
 * `LinkPager` for a list whose page is in its address (the performer browser), with plain
 * links, so that each page can be opened in a new tab, shared and crawled; `PagerNav`
 * draws the pages (`pageLinks` in src/lib/pager.ts) for it and for `OffsetPager`'s buttons.
 */
import type { ReactNode } from 'react';
import Link, { type LinkProps } from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { pageLinks } from '@/lib/pager';
import styles from './LinkPager.module.css';

/** What a page's item carries, whatever element draws it. */
export interface PagerItem {
  className: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  rel?: string;
}

interface NavProps {
  /** The page shown (from 1). */
  page: number;
  /** How many pages there are (more than one). */
  pages: number;
  /** The element that opens `to`: a link or a button. */
  itemOf: (to: number, content: ReactNode, item: PagerItem) => ReactNode;
  /** Only the previous and next steps around "page / pages", for a narrow place. */
  simple?: boolean;
  className?: string;
  testId?: string;
}

export function PagerNav({ page, pages, itemOf, simple = false, className, testId }: NavProps) {
  const { t } = useTranslation('components');
  const step = (to: number, label: string, icon: ReactNode, rel: string) =>
    to >= 1 && to <= pages ? (
      itemOf(to, icon, { className: styles.item, 'aria-label': label, rel })
    ) : (
      <span className={`${styles.item} ${styles.disabled}`} aria-hidden>
        {icon}
      </span>
    );
  const numbers = simple ? (
    <li className={styles.gap}>
      {page} / {pages}
    </li>
  ) : (
    pageLinks(page, pages).map((item, index) =>
      item === 'gap' ? (
        <li key={`gap-${index}`} className={styles.gap} aria-hidden>
          …
        </li>
      ) : (
        <li key={item}>
          {itemOf(item, item, {
            className: item === page ? `${styles.item} ${styles.current}` : styles.item,
            'aria-current': item === page ? 'page' : undefined,
          })}
        </li>
      ),
    )
  );
  return (
    <nav className={className} aria-label={t('pager.label')} data-testid={testId}>
      <ul className={styles.list}>
        <li>{step(page - 1, t('pager.previous'), <Icon icon={LeftOutlined} />, 'prev')}</li>
        {numbers}
        <li>{step(page + 1, t('pager.next'), <Icon icon={RightOutlined} />, 'next')}</li>
      </ul>
    </nav>
  );
}

interface Props {
  /** The page shown (from 1). */
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page. */
  hrefOf: (page: number) => LinkProps['href'];
  className?: string;
}

/** Nothing while the whole list fits on one page. */
export function LinkPager({ page, total, pageSize, hrefOf, className }: Props) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <PagerNav
      page={page}
      pages={pages}
      className={className}
      testId="link-pager"
      itemOf={(to, content, item) => (
        <Link href={hrefOf(to)} {...item}>
          {content}
        </Link>
      )}
    />
  );
}
