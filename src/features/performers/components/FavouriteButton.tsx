/**
 * The favourite heart. A viewer toggles it (optimistic, see `toggleFavouriteSaga`); a
 * visitor gets a prompt to log in; performers and studios do not see it.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button, Popover, Space, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectIsFavouritePending, toggleFavourite } from '../slice';
import type { PerformerCard } from '@/shared/schemas/performers';

const FAVOURITE_RED = '#f5222d';

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
  const button = (
    <Button
      className={className}
      shape={variant === 'icon' ? 'circle' : 'default'}
      icon={isFavorite ? <HeartFilled style={{ color: FAVOURITE_RED }} /> : <HeartOutlined />}
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      disabled={pending}
      data-testid="favourite-toggle"
      onClick={account ? () => dispatch(toggleFavourite({ id: performer._id, favourite: !isFavorite })) : undefined}
    >
      {variant === 'text' ? t(isFavorite ? 'favourite.saved' : 'favourite.add') : null}
    </Button>
  );
  if (account) return button;

  const loginHref = `/auth/login/user?redirect=${encodeURIComponent(router.asPath)}`;
  return (
    <Popover
      trigger="click"
      content={
        <Space orientation="vertical" size={8} style={{ maxWidth: 240 }} data-testid="favourite-login-prompt">
          <Typography.Text>{t('favourite.loginPrompt')}</Typography.Text>
          <Link href={loginHref}>
            <Button type="primary" size="small">
              {t('favourite.login')}
            </Button>
          </Link>
        </Space>
      }
    >
      {button}
    </Popover>
  );
}
