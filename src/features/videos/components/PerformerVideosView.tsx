/**
 * The performer's videos: filters (status, title), the list with what each sold and
 * earned, and the editor for a new video or one of them; a video is deleted after a
 * confirmation (its buyers keep it).
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Card, Flex, Input, Popconfirm, Select, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDuration, useFormat } from '@/lib/format';
import { ListTable } from '@/features/ui/components/ListTable';
import { ASSET_STATUSES } from '@/shared/constants';
import type { AssetStatus, PerformerVideo } from '@/shared/schemas/assets';
import { deleteVideo, loadOwnVideos, openVideoEditor, OWN_VIDEOS_PAGE_SIZE, selectOwnVideos } from '../slice';
import { VideoEditorModal } from './VideoEditorModal';
import styles from './videos.module.css';

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

  const columns: TableColumnsType<PerformerVideo> = [
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
    {
      key: 'price',
      title: t('videos.price'),
      render: (_: unknown, video) => (video.price ? format.tokens(video.price) : t('videos.free')),
    },
    {
      key: 'status',
      title: t('videos.status'),
      render: (_: unknown, video) => (
        <Tag color={video.status === 'active' ? 'green' : 'default'}>{t(`videos.statuses.${video.status}`)}</Tag>
      ),
    },
    { key: 'views', title: t('videos.views'), render: (_: unknown, video) => format.count(video.views) },
    { key: 'sold', title: t('videos.sold'), render: (_: unknown, video) => format.count(video.sold) },
    { key: 'earned', title: t('videos.earned'), render: (_: unknown, video) => format.tokens(video.earned) },
    {
      key: 'actions',
      render: (_: unknown, video) => (
        <Flex gap={8}>
          <Button size="small" icon={<EditOutlined />} onClick={() => dispatch(openVideoEditor(video._id))} data-testid="own-video-edit">
            {t('videos.edit')}
          </Button>
          <Popconfirm
            title={t('videos.deleteConfirm')}
            okText={t('videos.delete')}
            cancelText={t('videos.cancel')}
            onConfirm={() => dispatch(deleteVideo(video._id))}
          >
            <Button size="small" danger icon={<DeleteOutlined />} data-testid="own-video-delete">
              {t('videos.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} wrap className={styles.filters}>
          <Select
            allowClear
            placeholder={t('videos.allStatuses')}
            value={list.status}
            onChange={(status?: AssetStatus) => show({ status })}
            options={ASSET_STATUSES.map((status) => ({ value: status, label: t(`videos.statuses.${status}`) }))}
            style={{ width: 150 }}
          />
          <Input.Search allowClear placeholder={t('videos.search')} onSearch={(q) => show({ q })} style={{ width: 220 }} />
        </Flex>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dispatch(openVideoEditor(null))} data-testid="video-add">
          {t('videos.add')}
        </Button>
      }
    >
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('videos.empty')}
        paging={{ offset: list.offset, total: list.total, pageSize: OWN_VIDEOS_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        data-testid="own-videos"
      />
      <VideoEditorModal />
    </Card>
  );
}
