import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PerformerGrid } from '@/features/performers/components/PerformerGrid';
import { performerEvents } from '@/features/performers/slice';
import { ButtonLink } from '@/features/ui/components/Button';
import { Notice } from '@/features/ui/components/Notice';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { Loading } from '@/features/ui/components/Loading';
import { Spinner } from '@/features/ui/components/Spinner';
import { Stack } from '@/features/ui/components/Stack';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { FAVOURITES_PAGE_SIZE, loadFavourites, selectFavouriteList } from '../slice';

/** The viewer's favourite performers; the heart on a card removes one. */
export function FavouritesView() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectFavouriteList);
  useSocketChannel(performerEvents);
  const show = (offset: number) => dispatch(loadFavourites({ offset, limit: FAVOURITES_PAGE_SIZE }));

  useEffect(() => {
    dispatch(loadFavourites({ offset: 0, limit: FAVOURITES_PAGE_SIZE }));
  }, [dispatch]);

  const empty = (
    <Stack vertical align="center" gap={12}>
      <span>{t('favourites.empty')}</span>
      <ButtonLink type="primary" href="/">
        {t('favourites.browse')}
      </ButtonLink>
    </Stack>
  );

  return (
    <TitledPage title={t('favourites.title')} testId="favourites-page">
      {list.error && <Notice type="error" title={t(list.error, { ns: 'common' })} />}
      {list.loaded ? (
        <Loading busy={list.requesting}>
          <PerformerGrid performers={list.data} empty={empty} testId="favourites-grid" />
        </Loading>
      ) : (
        <Spinner />
      )}
      <OffsetPager className="browse-pagination" offset={list.offset} total={list.total} pageSize={FAVOURITES_PAGE_SIZE} onOffset={show} />
    </TitledPage>
  );
}
