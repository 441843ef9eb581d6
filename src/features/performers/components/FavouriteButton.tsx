/**
 * The favourite heart. A viewer toggles it (optimistic, see `toggleFavouriteSaga`); a
 * visitor gets a prompt to log in; performers and studios do not see it. Over a card it
 * is a plain round button (`FavouriteButton.module.css`): a grid has two dozen of them,
 * and antd's button and icon made most of a card's markup and render time.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button, Popover } from 'antd';
import { HeartIcon } from './HeartIcon';
import styles from './FavouriteButton.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectIsFavouritePending, toggleFavourite } from '../slice';
import type { PerformerCard } from '@/shared/schemas/performers';

interface Props {
  performer: Pick<PerformerCard, '_id' | 'name' | 'isFavorite'>;
  /** `icon`: a round heart over a card; `text`: a button with its label (performer page). */
  variant?: 'icon' | 'text';
  className?: string;
}

export function FavouriteButton({ performer, variant = 'icon', className }: Props) {
  const { t } = useTranslation('components');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const pending = useAppSelector(selectIsFavouritePending(performer._id));
  if (account && account.role !== 'user') return null;

  const { isFavorite } = performer;
  const label = t(isFavorite ? 'favourite.removeNamed' : 'favourite.addNamed', { name: performer.name });
  const toggle = {
    'aria-label': label,
    'aria-pressed': isFavorite,
    title: label,
    disabled: pending,
    'data-testid': 'favourite-toggle',
    onClick: account ? () => dispatch(toggleFavourite({ id: performer._id, favourite: !isFavorite })) : undefined,
  };
  const icon = (
    <span className={isFavorite ? styles.favourite : undefined}>
      <HeartIcon filled={isFavorite} />
    </span>
  );
  const button =
    variant === 'icon' ? (
      <button type="button" className={[styles.round, className].filter(Boolean).join(' ')} {...toggle}>
        {icon}
      </button>
    ) : (
      <Button className={className} icon={icon} {...toggle}>
        {t(isFavorite ? 'favourite.saved' : 'favourite.add')}
      </Button>
    );
  if (account) return button;

  const loginHref = `/auth/login/user?redirect=${encodeURIComponent(router.asPath)}`;
  return (
    <Popover
      trigger="click"
      content={
        <div className={styles.loginPrompt} data-testid="favourite-login-prompt">
          <span>{t('favourite.loginPrompt')}</span>
          <Link href={loginHref}>
            <Button type="primary" size="small">
              {t('favourite.login')}
            </Button>
          </Link>
        </div>
      }
    >
      {button}
    </Popover>
  );
}
