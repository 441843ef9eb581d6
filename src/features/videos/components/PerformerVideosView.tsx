/**
 * The performer's videos: filters (status, title), the list with where each upload is
 * (processing, ready or failed, kept current by the socket's `video/processed`), what each
 * sold and earned, the editor for a new video or one of them and its translations; a video is
 * deleted after a confirmation (its buyers keep it).
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useOwnItems } from '@/features/content-items/hooks/useOwnItems';
import { useSocketChannel } from '@/lib/socket';
import { formatDuration, useFormat } from '@/lib/format';
import { ItemTitle } from '@/features/ui/components/ItemTitle';
import { ItemListCard, ItemRowActions, itemSalesColumns } from '@/features/ui/components/ItemListCard';
import type { PerformerVideo } from '@/shared/schemas/assets';
import { deleteVideo, loadOwnVideos, openVideoEditor, OWN_VIDEOS_PAGE_SIZE, selectOwnVideos, videoEvents } from '../slice';
import { VideoEditorModal } from './VideoEditorModal';
import { openItemTranslations } from '@/features/item-translations/slice';
import { ItemTranslationsDialog } from '@/features/item-translations/components/ItemTranslationsDialog';
import styles from './videos.module.css';
import type { ListColumn } from '@/features/ui/components/ListTable';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { Muted } from '@/features/ui/components/Muted';
import type { VideoState } from '@/shared/constants';

const STATE_TONES: Record<VideoState, ChipTone> = { processing: 'blue', ready: 'success', failed: 'red' };

/** Where an upload is: a chip, and what it means for viewers or why it failed. */
function VideoProcessing({ video }: { video: PerformerVideo }) {
  const { t } = useTranslation('account');
  const why = video.processing === 'failed' ? t(`videos.failures.${video.processingFailure ?? 'unreadable'}`) : null;
  return (
    <span className={styles.state} data-testid="own-video-processing" data-state={video.processing}>
      <Chip tone={STATE_TONES[video.processing]}>{t(`videos.states.${video.processing}`)}</Chip>
      {video.processing === 'processing' && <Muted>{t('videos.processingHint')}</Muted>}
      {why && <Muted>{why}</Muted>}
    </span>
  );
}

export function PerformerVideosView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnVideos);
  useSocketChannel(videoEvents);

  const show = useOwnItems(list, loadOwnVideos);

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
      render: (_: unknown, video) => <ItemTitle item={video} testId="own-video-title" />,
    },
    { key: 'processing', title: t('videos.state'), render: (_: unknown, video) => <VideoProcessing video={video} /> },
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
