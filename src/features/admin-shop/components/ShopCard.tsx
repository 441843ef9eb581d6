/** A card of the shop's pages (antd's small card): its title, a button beside it, and what it holds said under it. */
import type { ReactNode } from 'react';
import { Card } from '@/features/ui/components/Card';
import styles from './ShopCard.module.css';

export function ShopCard({
  title,
  extra,
  explain,
  children,
}: {
  title: string;
  /** Beside the title: the button that adds an item. */
  extra?: ReactNode;
  /** Under the title: what the card is for. */
  explain?: string;
  children: ReactNode;
}) {
  return (
    <Card small title={title} extra={extra}>
      {explain && <p className={styles.explain}>{explain}</p>}
      {children}
    </Card>
  );
}
