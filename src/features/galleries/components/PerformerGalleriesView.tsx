/**
 * The performer's galleries: filters (status, title), the list with each gallery's
 * cover, photos, price and what it sold and earned, the editor of a gallery's details
 * and the manager of its photos; a gallery is deleted after a confirmation (its buyers
 * keep it).
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Card, Flex, Input, Popconfirm, Select, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import { ListTable } from '@/features/ui/components/ListTable';
import { ASSET_STATUSES } from '@/shared/constants';
import type { AssetStatus, PerformerGallery } from '@/shared/schemas/assets';
import {
  deleteGallery,
  loadOwnGalleries,
  openGalleryEditor,
  openPhotoManager,
  OWN_GALLERIES_PAGE_SIZE,
  selectOwnGalleries,
} from '../slice';
import { GalleryEditorModal } from './GalleryEditorModal';
import { PhotoManagerModal } from './PhotoManagerModal';
import styles from './galleries.module.css';

export function PerformerGalleriesView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnGalleries);

  useEffect(() => {
    dispatch(loadOwnGalleries({ offset: 0 }));
  }, [dispatch]);

  const show = (change: { offset?: number; status?: AssetStatus | undefined; q?: string }) =>
    dispatch(loadOwnGalleries({ offset: 0, status: list.status, q: list.q, ...change }));

  const columns: TableColumnsType<PerformerGallery> = [
    {
      key: 'cover',
      width: 72,
      render: (_: unknown, gallery) =>
        // eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size
        gallery.cover ? <img src={gallery.cover} alt="" className={styles.cover} /> : <span className={styles.cover} />,
    },
    {
      key: 'title',
      title: t('galleries.galleryTitle'),
      render: (_: unknown, gallery) => <span data-testid="own-gallery-title">{gallery.title}</span>,
    },
    {
      key: 'photos',
      title: t('galleries.photos'),
      render: (_: unknown, gallery) => <span data-testid="own-gallery-photo-count">{format.count(gallery.photoCount)}</span>,
    },
    {
      key: 'price',
      title: t('videos.price'),
      render: (_: unknown, gallery) => (gallery.price ? format.tokens(gallery.price) : t('videos.free')),
    },
    {
      key: 'status',
      title: t('videos.status'),
      render: (_: unknown, gallery) => (
        <Tag color={gallery.status === 'active' ? 'green' : 'default'}>{t(`videos.statuses.${gallery.status}`)}</Tag>
      ),
    },
    { key: 'sold', title: t('videos.sold'), render: (_: unknown, gallery) => format.count(gallery.sold) },
    { key: 'earned', title: t('videos.earned'), render: (_: unknown, gallery) => format.tokens(gallery.earned) },
    {
      key: 'actions',
      render: (_: unknown, gallery) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            type="primary"
            ghost
            icon={<PictureOutlined />}
            onClick={() => dispatch(openPhotoManager(gallery._id))}
            data-testid="own-gallery-photos"
          >
            {t('galleries.managePhotos')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => dispatch(openGalleryEditor(gallery._id))}
            data-testid="own-gallery-edit"
          >
            {t('videos.edit')}
          </Button>
          <Popconfirm
            title={t('galleries.deleteConfirm')}
            okText={t('videos.delete')}
            cancelText={t('videos.cancel')}
            onConfirm={() => dispatch(deleteGallery(gallery._id))}
          >
            <Button size="small" danger icon={<DeleteOutlined />} data-testid="own-gallery-delete">
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dispatch(openGalleryEditor(null))} data-testid="gallery-add">
          {t('galleries.add')}
        </Button>
      }
    >
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('galleries.empty')}
        paging={{ offset: list.offset, total: list.total, pageSize: OWN_GALLERIES_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        data-testid="own-galleries"
      />
      <GalleryEditorModal />
      <PhotoManagerModal />
    </Card>
  );
}
