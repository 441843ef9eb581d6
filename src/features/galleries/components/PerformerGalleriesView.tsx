/**
 * The performer's galleries: filters (status, title), the list with each gallery's
 * cover, photos, price and what it sold and earned, the editor of a gallery's details
 * and the manager of its photos; a gallery is deleted after a confirmation (its buyers
 * keep it).
 */
import { useTranslation } from 'next-i18next/pages';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useOwnItems } from '@/features/content-items/hooks/useOwnItems';
import { useFormat } from '@/lib/format';
import { ItemTitle } from '@/features/ui/components/ItemTitle';
import { ItemListCard, ItemRowActions, itemSalesColumns } from '@/features/ui/components/ItemListCard';
import type { PerformerGallery } from '@/shared/schemas/assets';
import {
  deleteGallery,
  loadOwnGalleries,
  openGalleryEditor,
  openPhotoManager,
  OWN_GALLERIES_PAGE_SIZE,
  selectOwnGalleries,
} from '../slice';
import { openItemTranslations } from '@/features/item-translations/slice';
import { ItemTranslationsDialog } from '@/features/item-translations/components/ItemTranslationsDialog';
import { GalleryEditorModal } from './GalleryEditorModal';
import { PhotoManagerModal } from './PhotoManagerModal';
import styles from './galleries.module.css';
import type { ListColumn } from '@/features/ui/components/ListTable';

export function PerformerGalleriesView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnGalleries);

  const show = useOwnItems(list, loadOwnGalleries);

  const columns: ListColumn<PerformerGallery>[] = [
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
      render: (_: unknown, gallery) => <ItemTitle item={gallery} testId="own-gallery-title" />,
    },
    {
      key: 'photos',
      title: t('galleries.photos'),
      render: (_: unknown, gallery) => <span data-testid="own-gallery-photo-count">{format.count(gallery.photoCount)}</span>,
    },
    ...itemSalesColumns<PerformerGallery>(t, format),
    {
      key: 'actions',
      render: (_: unknown, gallery) => (
        <ItemRowActions
          onEdit={() => dispatch(openGalleryEditor(gallery._id))}
          onTranslate={() => dispatch(openItemTranslations({ kind: 'galleries', id: gallery._id }))}
          onDelete={() => dispatch(deleteGallery(gallery._id))}
          deleteConfirm={t('galleries.deleteConfirm')}
          testId="own-gallery"
        >
          <Button
            size="small"
            className={styles.ghost}
            icon={<Icon icon={PictureOutlined} />}
            onClick={() => dispatch(openPhotoManager(gallery._id))}
            data-testid="own-gallery-photos"
          >
            {t('galleries.managePhotos')}
          </Button>
        </ItemRowActions>
      ),
    },
  ];

  return (
    <ItemListCard
      list={list}
      columns={columns}
      pageSize={OWN_GALLERIES_PAGE_SIZE}
      onShow={show}
      addLabel={t('galleries.add')}
      onAdd={() => dispatch(openGalleryEditor(null))}
      emptyText={t('galleries.empty')}
      testId="own-galleries"
      addTestId="gallery-add"
    >
      <GalleryEditorModal />
      <PhotoManagerModal />
      <ItemTranslationsDialog kind="galleries" items={list.data} />
    </ItemListCard>
  );
}
