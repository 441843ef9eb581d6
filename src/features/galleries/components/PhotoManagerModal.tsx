/**
 * The photos of one gallery as its performer manages them: choose many pictures at
 * once (each goes up with its own bar; a refused one says why and the others go on),
 * move a photo earlier or later, make one the cover, delete one after a confirmation.
 * Each change is saved at once.
 */
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Button, buttonClasses } from '@/features/ui/components/Button';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Dialog } from '@/features/ui/components/Dialog';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { Icon } from '@/features/ui/components/Icon';
import { Loading } from '@/features/ui/components/Loading';
import { Notice } from '@/features/ui/components/Notice';
import { Progress } from '@/features/ui/components/Progress';
import { Spinner } from '@/features/ui/components/Spinner';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closePhotoManager, deletePhoto, movePhoto, selectOwnGalleries, selectPhotoManager, setGalleryCover, uploadPhoto } from '../slice';
import styles from './galleries.module.css';

const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/*';

export function PhotoManagerModal() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const manager = useAppSelector(selectPhotoManager);
  const gallery = useAppSelector(selectOwnGalleries).data.find((item) => item._id === manager.galleryId);
  const galleryId = manager.galleryId;
  const coverId = gallery?.coverPhotoId ?? manager.photos[0]?._id;
  // Each picked file's key in the list of uploads, unique for the page's life.
  const picked = useRef(0);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Emptied, so that the same pictures can be chosen again.
    event.currentTarget.value = '';
    if (!galleryId) return;
    for (const file of files) dispatch(uploadPhoto({ galleryId, key: `photo-${(picked.current += 1)}`, file }));
  };

  const close = () => dispatch(closePhotoManager());
  return (
    <Dialog
      open={galleryId !== null}
      title={t('galleries.photosOf', { title: gallery?.title ?? '' })}
      footer={<Button onClick={close}>{t('galleries.done')}</Button>}
      onCancel={close}
      wide
    >
      <label className={`${buttonClasses({ type: 'primary' })} ${styles.picker}`}>
        <input type="file" accept={PHOTO_ACCEPT} multiple className={styles.pickerInput} onChange={pick} data-testid="photo-choose" />
        <Icon icon={UploadOutlined} />
        {t('galleries.addPhotos')}
      </label>
      {manager.uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={t('galleries.uploading')}>
          {manager.uploads.map((upload) => (
            <li key={upload.key} className={styles.upload} data-testid="photo-upload">
              <span className={styles.uploadName}>{upload.name}</span>
              {upload.error ? (
                <Notice type="error" title={t(upload.error, { ns: 'common' })} data-testid="photo-upload-error" />
              ) : !upload.sending ? (
                <span className={styles.waiting}>{t('galleries.waiting')}</span>
              ) : (
                <Progress percent={upload.progress * 100} label={upload.name} data-testid="photo-upload-progress" />
              )}
            </li>
          ))}
        </ul>
      )}
      {manager.error && <Notice type="error" title={t(manager.error, { ns: 'common' })} className={styles.managerError} />}
      {manager.photos.length ? (
        <Loading busy={manager.requesting}>
          <ul className={styles.photos} data-testid="own-photos">
            {manager.photos.map((photo, i) => {
              const isCover = photo._id === coverId;
              const coverText = isCover ? t('galleries.isCover') : t('galleries.makeCover');
              return (
                <li
                  key={photo._id}
                  className={`${styles.photo} ${isCover ? styles.isCover : ''}`}
                  data-testid="own-photo"
                  data-cover={isCover}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
                  <img src={photo.preview} alt={photo.title || t('galleries.photoNumber', { number: i + 1 })} />
                  <div className={styles.photoActions}>
                    <Button
                      size="small"
                      icon={<Icon icon={ArrowLeftOutlined} />}
                      disabled={i === 0}
                      aria-label={t('galleries.moveEarlier')}
                      title={t('galleries.moveEarlier')}
                      onClick={() => dispatch(movePhoto({ photoId: photo._id, by: -1 }))}
                      data-testid="photo-earlier"
                    />
                    <Button
                      size="small"
                      icon={<Icon icon={ArrowRightOutlined} />}
                      disabled={i === manager.photos.length - 1}
                      aria-label={t('galleries.moveLater')}
                      title={t('galleries.moveLater')}
                      onClick={() => dispatch(movePhoto({ photoId: photo._id, by: 1 }))}
                      data-testid="photo-later"
                    />
                    <Button
                      size="small"
                      icon={<Icon icon={isCover ? StarFilled : StarOutlined} />}
                      aria-label={coverText}
                      title={coverText}
                      aria-pressed={isCover}
                      onClick={() => !isCover && dispatch(setGalleryCover(photo._id))}
                      data-testid="photo-cover"
                    />
                    <ConfirmButton
                      size="small"
                      danger
                      icon={<Icon icon={DeleteOutlined} />}
                      aria-label={t('videos.delete')}
                      title={t('videos.delete')}
                      question={t('galleries.deletePhotoConfirm')}
                      ok={t('videos.delete')}
                      cancel={t('videos.cancel')}
                      onConfirm={() => dispatch(deletePhoto(photo._id))}
                      floating
                      data-testid="photo-delete"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </Loading>
      ) : manager.requesting ? (
        <Spinner />
      ) : (
        !manager.uploads.length && <EmptyState text={t('galleries.noPhotos')} />
      )}
    </Dialog>
  );
}
