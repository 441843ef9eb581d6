/**
 * The pager of a list whose page is in its address (the performer browser): plain
 * links, so that each page can be opened in a new tab, shared and crawled, and the
 * page every visitor opens first carries no pager code (`pageLinks` in src/lib/pager.ts).
 */
import type { ReactNode } from 'react';
import Link, { type LinkProps } from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { pageLinks } from '@/lib/pager';
import styles from './LinkPager.module.css';

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
  const { t } = useTranslation('components');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const step = (to: number, label: string, icon: ReactNode, rel: string) =>
    to >= 1 && to <= pages ? (
      <Link href={hrefOf(to)} className={styles.item} aria-label={label} rel={rel}>
        {icon}
      </Link>
    ) : (
      <span className={`${styles.item} ${styles.disabled}`} aria-hidden>
        {icon}
      </span>
    );
  return (
    <nav className={className} aria-label={t('pager.label')} data-testid="link-pager">
      <ul className={styles.list}>
        <li>{step(page - 1, t('pager.previous'), <Icon icon={LeftOutlined} />, 'prev')}</li>
        {pageLinks(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                className={item === page ? `${styles.item} ${styles.current}` : styles.item}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('pager.next'), <Icon icon={RightOutlined} />, 'next')}</li>
      </ul>
    </nav>
  );
}
