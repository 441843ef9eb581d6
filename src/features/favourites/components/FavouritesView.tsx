import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Flex, Spin } from 'antd';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PerformerGrid } from '@/features/performers/components/PerformerGrid';
import { performerEvents } from '@/features/performers/slice';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
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
    <Flex vertical align="center" gap={12}>
      <span>{t('favourites.empty')}</span>
      <Link href="/">
        <Button type="primary">{t('favourites.browse')}</Button>
      </Link>
    </Flex>
  );

  return (
    <TitledPage title={t('favourites.title')} testId="favourites-page">
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} />}
      <Spin spinning={list.requesting || !list.loaded}>
        {!list.loaded ? (
          <div style={{ minHeight: 240 }} />
        ) : (
          <PerformerGrid performers={list.data} empty={empty} testId="favourites-grid" />
        )}
      </Spin>
      <OffsetPager className="browse-pagination" offset={list.offset} total={list.total} pageSize={FAVOURITES_PAGE_SIZE} onOffset={show} />
    </TitledPage>
  );
}
