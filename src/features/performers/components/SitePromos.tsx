/** The home page's promotions above the grid: picture cards with a link; nothing when there are none. */
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { SitePromo } from '@/shared/schemas/performers';
import styles from './PerformerBrowser.module.css';

function PromoLink({ href, children }: { href: string; children: ReactNode }) {
  // Our own pages navigate in the app; other sites open beside it.
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link href={href} className={styles.promoLink}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={styles.promoLink} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function PromoCard({ promo }: { promo: SitePromo }) {
  const { t } = useTranslation('components');
  return (
    <article className={styles.promo} data-testid="site-promo">
      {promo.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- promo pictures are admin-set addresses
        <img src={promo.imageUrl} alt="" loading="lazy" />
      )}
      <div className={styles.promoBody}>
        <h2>{promo.title}</h2>
        {promo.text && <p>{promo.text}</p>}
        {promo.link && <PromoLink href={promo.link}>{t('promo.more')}</PromoLink>}
      </div>
    </article>
  );
}

export function SitePromos({ promos }: { promos: SitePromo[] }) {
  const { t } = useTranslation('components');
  if (promos.length === 0) return null;
  return (
    <section className={styles.promos} aria-label={t('promo.title')} data-testid="site-promos">
      {promos.map((promo) => (
        <PromoCard key={promo._id} promo={promo} />
      ))}
    </section>
  );
}
