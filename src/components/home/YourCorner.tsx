/**
 * The home page's corner for a signed-in account: a welcome, and the account's own pages
 * (those of its menus: a viewer's favourites and purchases, a performer's "Go live" and
 * own public page, a studio's dashboard, the administration), in place of the invitations
 * to sign up that visitors get. A script of its own, which visitors never load.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { accountPageItems } from '../header/account-links';
import styles from './YourCorner.module.css';

/** How many of the account's pages it shows (the menus have them all). */
const SHOWN = 6;

export function YourCorner({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation('pages');
  const { t: nav } = useTranslation('navigation');
  const pages = accountPageItems(account.role, nav)
    .filter((item) => item.name !== 'settings')
    .slice(0, SHOWN);
  const ownPage = account.role === 'performer' && account.username ? `/profile/${encodeURIComponent(account.username)}` : null;
  return (
    <nav className={styles.corner} aria-label={t('home.yours')} data-testid="your-corner">
      <h2 className={styles.welcome}>{t('home.welcomeBack', { name: account.name })}</h2>
      <ul className={styles.links}>
        {ownPage && (
          <li>
            <Link href={ownPage} data-testid="your-corner-own-page">
              {t('home.yourPage')}
            </Link>
          </li>
        )}
        {pages.map((item) => (
          <li key={item.name}>
            <Link href={item.path}>
              {item.icon}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
