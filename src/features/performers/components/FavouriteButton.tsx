/**
 * The favourite heart. A viewer toggles it (optimistic, see `toggleFavouriteSaga`); a
 * visitor gets a short prompt to log in below it (`Disclosure`); performers and studios
 * do not see it. Over a card it is a plain round button (`FavouriteButton.module.css`):
 * a grid has two dozen of them, and antd's button, icon and popover made most of a
 * card's markup, render time and the home page's script.
 */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Disclosure, type DisclosureTriggerProps } from '@/features/ui/components/Disclosure';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
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
  const icon = (
    <span className={isFavorite ? styles.favourite : undefined}>
      <HeartIcon filled={isFavorite} />
    </span>
  );
  /** The heart: it toggles for a viewer and opens the login prompt for a visitor (`opens`). */
  const heart = (buttonClass: string | undefined, opens?: DisclosureTriggerProps) => {
    const toggle = {
      // The heart alone needs a name; the button with its text is named by it.
      'aria-label': variant === 'icon' ? label : undefined,
      'aria-pressed': isFavorite,
      title: label,
      disabled: pending,
      'data-testid': 'favourite-toggle',
      onClick: () => dispatch(toggleFavourite({ id: performer._id, favourite: !isFavorite })),
      ...opens,
    };
    return variant === 'icon' ? (
      <button type="button" className={[styles.round, buttonClass].filter(Boolean).join(' ')} {...toggle}>
        {icon}
      </button>
    ) : (
      <Button className={buttonClass} icon={icon} {...toggle}>
        {t(isFavorite ? 'favourite.saved' : 'favourite.add')}
      </Button>
    );
  };
  if (account) return heart(className);

  const loginHref = `/auth/login/user?redirect=${encodeURIComponent(router.asPath)}`;
  // A class from the caller places the heart, and so anchors the prompt.
  return (
    <Disclosure
      className={className}
      align={variant === 'icon' ? 'end' : 'start'}
      trigger={(opens) => heart(undefined, opens)}
      testId="favourite-login-prompt"
    >
      <LoginFirst reason={t('favourite.loginPrompt')} login={t('favourite.login')} href={loginHref} />
    </Disclosure>
  );
}
