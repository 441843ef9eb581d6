import { useEffect } from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { PerformerGrid } from '@/features/performers/components/PerformerGrid';
import { performerEvents } from '@/features/performers/slice';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { FAVOURITES_PAGE_SIZE, loadFavourites, selectFavouriteList } from '../slice';

/** The viewer's favourite performers; the heart on a card removes one. */
export function FavouritesView() {
  const { t } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const siteName = useAppSelector(selectSiteName);
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
    <Flex vertical gap={16} data-testid="favourites-page">
      <Head>
        <title>{siteName ? `${t('favourites.title')} | ${siteName}` : t('favourites.title')}</title>
      </Head>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('favourites.title')}
      </Typography.Title>
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} />}
      <Spin spinning={list.requesting || !list.loaded}>
        {!list.loaded ? (
          <div style={{ minHeight: 240 }} />
        ) : (
          <PerformerGrid performers={list.data} empty={empty} testId="favourites-grid" />
        )}
      </Spin>
      <OffsetPager className="browse-pagination" offset={list.offset} total={list.total} pageSize={FAVOURITES_PAGE_SIZE} onOffset={show} />
    </Flex>
  );
}
