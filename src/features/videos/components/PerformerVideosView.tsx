/**
 * The performer's videos: filters (status, title), the list with what each sold and
 * earned, the editor for a new video or one of them and its translations; a video is
 * deleted after a confirmation (its buyers keep it).
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDuration, useFormat } from '@/lib/format';
import { ItemListCard, ItemRowActions, itemSalesColumns } from '@/features/ui/components/ItemListCard';
import type { AssetStatus, PerformerVideo } from '@/shared/schemas/assets';
import { deleteVideo, loadOwnVideos, openVideoEditor, OWN_VIDEOS_PAGE_SIZE, selectOwnVideos } from '../slice';
import { VideoEditorModal } from './VideoEditorModal';
import { openItemTranslations } from '@/features/item-translations/slice';
import { ItemTranslationsDialog } from '@/features/item-translations/components/ItemTranslationsDialog';
import styles from './videos.module.css';
import type { ListColumn } from '@/features/ui/components/ListTable';

export function PerformerVideosView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnVideos);

  useEffect(() => {
    dispatch(loadOwnVideos({ offset: 0 }));
  }, [dispatch]);

  const show = (change: { offset?: number; status?: AssetStatus | undefined; q?: string }) =>
    dispatch(loadOwnVideos({ offset: 0, status: list.status, q: list.q, ...change }));

  const [price, ...sales] = itemSalesColumns<PerformerVideo>(t, format);
  const columns: ListColumn<PerformerVideo>[] = [
    {
      key: 'picture',
      width: 96,
      render: (_: unknown, video) =>
        // eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size
        video.thumbnail ? <img src={video.thumbnail} alt="" className={styles.thumbnail} /> : <span className={styles.thumbnail} />,
    },
    {
      key: 'title',
      title: t('videos.videoTitle'),
      render: (_: unknown, video) => <span data-testid="own-video-title">{video.title}</span>,
    },
    { key: 'duration', title: t('videos.duration'), render: (_: unknown, video) => formatDuration(video.duration) },
    price,
    sales[0],
    { key: 'views', title: t('videos.views'), render: (_: unknown, video) => format.count(video.views) },
    ...sales.slice(1),
    {
      key: 'actions',
      render: (_: unknown, video) => (
        <ItemRowActions
          onEdit={() => dispatch(openVideoEditor(video._id))}
          onTranslate={() => dispatch(openItemTranslations({ kind: 'videos', id: video._id }))}
          onDelete={() => dispatch(deleteVideo(video._id))}
          deleteConfirm={t('videos.deleteConfirm')}
          testId="own-video"
        />
      ),
    },
  ];

  return (
    <ItemListCard
      list={list}
      columns={columns}
      pageSize={OWN_VIDEOS_PAGE_SIZE}
      onShow={show}
      addLabel={t('videos.add')}
      onAdd={() => dispatch(openVideoEditor(null))}
      emptyText={t('videos.empty')}
      testId="own-videos"
      addTestId="video-add"
    >
      <VideoEditorModal />
      <ItemTranslationsDialog kind="videos" items={list.data} />
    </ItemListCard>
  );
}
