/**
 * The photos of one gallery as its performer manages them: choose many pictures at
 * once (each goes up with its own bar; a refused one says why and the others go on),
 * move a photo earlier or later, make one the cover, delete one after a confirmation.
 * Each change is saved at once.
 */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Empty, Modal, Popconfirm, Progress, Spin, Tooltip, Upload } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from '@/features/ui/components/Icon';
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

  return (
    <Modal
      open={galleryId !== null}
      title={t('galleries.photosOf', { title: gallery?.title ?? '' })}
      footer={<Button onClick={() => dispatch(closePhotoManager())}>{t('galleries.done')}</Button>}
      onCancel={() => dispatch(closePhotoManager())}
      width={820}
      destroyOnHidden
    >
      <Upload
        accept={PHOTO_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          if (galleryId) dispatch(uploadPhoto({ galleryId, key: file.uid, file }));
          return false;
        }}
      >
        <Button type="primary" icon={<Icon icon={UploadOutlined} />} data-testid="photo-choose">
          {t('galleries.addPhotos')}
        </Button>
      </Upload>
      {manager.uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={t('galleries.uploading')}>
          {manager.uploads.map((upload) => (
            <li key={upload.key} className={styles.upload} data-testid="photo-upload">
              <span className={styles.uploadName}>{upload.name}</span>
              {upload.error ? (
                <Alert type="error" showIcon title={t(upload.error, { ns: 'common' })} data-testid="photo-upload-error" />
              ) : !upload.sending ? (
                <span className={styles.waiting}>{t('galleries.waiting')}</span>
              ) : (
                <Progress percent={Math.round(upload.progress * 100)} size="small" status="active" data-testid="photo-upload-progress" />
              )}
            </li>
          ))}
        </ul>
      )}
      {manager.error && <Alert type="error" showIcon title={t(manager.error, { ns: 'common' })} style={{ marginTop: 12 }} />}
      <Spin spinning={manager.requesting}>
        {manager.photos.length ? (
          <ul className={styles.photos} data-testid="own-photos">
            {manager.photos.map((photo, i) => {
              const isCover = photo._id === coverId;
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
                    <Tooltip title={t('galleries.moveEarlier')}>
                      <Button
                        size="small"
                        icon={<Icon icon={ArrowLeftOutlined} />}
                        disabled={i === 0}
                        aria-label={t('galleries.moveEarlier')}
                        onClick={() => dispatch(movePhoto({ photoId: photo._id, by: -1 }))}
                        data-testid="photo-earlier"
                      />
                    </Tooltip>
                    <Tooltip title={t('galleries.moveLater')}>
                      <Button
                        size="small"
                        icon={<Icon icon={ArrowRightOutlined} />}
                        disabled={i === manager.photos.length - 1}
                        aria-label={t('galleries.moveLater')}
                        onClick={() => dispatch(movePhoto({ photoId: photo._id, by: 1 }))}
                        data-testid="photo-later"
                      />
                    </Tooltip>
                    <Tooltip title={isCover ? t('galleries.isCover') : t('galleries.makeCover')}>
                      <Button
                        size="small"
                        icon={isCover ? <Icon icon={StarFilled} /> : <Icon icon={StarOutlined} />}
                        aria-label={isCover ? t('galleries.isCover') : t('galleries.makeCover')}
                        aria-pressed={isCover}
                        onClick={() => !isCover && dispatch(setGalleryCover(photo._id))}
                        data-testid="photo-cover"
                      />
                    </Tooltip>
                    <Popconfirm
                      title={t('galleries.deletePhotoConfirm')}
                      okText={t('videos.delete')}
                      cancelText={t('videos.cancel')}
                      onConfirm={() => dispatch(deletePhoto(photo._id))}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<Icon icon={DeleteOutlined} />}
                        aria-label={t('videos.delete')}
                        data-testid="photo-delete"
                      />
                    </Popconfirm>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          !manager.requesting && !manager.uploads.length && <Empty description={t('galleries.noPhotos')} />
        )}
      </Spin>
    </Modal>
  );
}
