/**
 * A gallery's page: its title, performer, number of photos and description, and either
 * its photos (for whoever may see them: a grid of small squares, each opening the
 * picture full size, the others a key press away) or a blurred teaser of its cover and
 * the way to buy it. Once bought, the
 * page is read again and the photos come.
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import { selectRole } from '@/features/account/slice';
import { BuyPanel } from '@/features/ui/components/BuyPanel';
import { Chip } from '@/features/ui/components/Chip';
import { ListError } from '@/features/ui/components/ListError';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { Spinner } from '@/features/ui/components/Spinner';
import { StatusResult } from '@/features/ui/components/StatusResult';
import page from '@/features/ui/components/ContentPage.module.css';
import { buyGallery, loadGallery, selectGallery, selectGalleryBuying, selectGalleryPhotos } from '../slice';
import { galleryPagePath } from './GalleryCards';
import styles from './GalleryView.module.css';

const PhotoViewer = dynamic(() => import('./PhotoViewer').then((module) => module.PhotoViewer), { ssr: false });

export function GalleryView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { data: gallery, requesting, error } = useAppSelector(selectGallery);
  const photos = useAppSelector(selectGalleryPhotos);
  const buying = useAppSelector(selectGalleryBuying);
  const role = useAppSelector(selectRole);
  // The photo open full size; the viewer's script loads with the first one.
  const [shown, setShown] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);

  useEffect(() => {
    dispatch(loadGallery({ id, locale: i18n.language }));
  }, [dispatch, id, i18n.language]);

  if (error) return <StatusResult status="404" text={t(error, { ns: 'common' })} testId="gallery-missing" />;
  if (!gallery || gallery._id !== id) return <Spinner spinning={requesting} />;
  const price = format.tokens(gallery.price);
  const count = t('gallery.photos', { count: gallery.photoCount, value: format.count(gallery.photoCount) });
  return (
    <article className={page.page} data-testid="gallery-page">
      <PageTitle title={gallery.title} />
      <div className={page.about}>
        <h1 className={page.title}>{gallery.title}</h1>
        <p className={page.facts}>
          <Link href={`/profile/${encodeURIComponent(gallery.performer.username ?? '')}`}>{gallery.performer.name}</Link>
          <span>{count}</span>
          {gallery.isBought && <Chip tone="orange">{t('gallery.bought')}</Chip>}
        </p>
        {!gallery.canView && gallery.isSale && gallery.price > 0 && (
          <BuyPanel
            role={role}
            texts={{
              buy: t('gallery.buy', { price }),
              confirm: t('gallery.buyConfirm', { price }),
              ok: t('video.buyOk'),
              cancel: t('video.cancel'),
              usersOnly: t('gallery.usersOnly'),
              loginToBuy: t('gallery.loginToBuy', { price }),
              login: t('video.login'),
            }}
            path={galleryPagePath(gallery._id)}
            buying={buying}
            onBuy={() => dispatch(buyGallery({ id: gallery._id, locale: i18n.language }))}
            testId="gallery"
          />
        )}
        {gallery.description?.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {gallery.tags.length > 0 && (
          <p className={page.tags}>
            {gallery.tags.map((tag) => (
              <Chip key={tag}>#{tag}</Chip>
            ))}
          </p>
        )}
      </div>
      {gallery.canView ? (
        <>
          <ListError error={photos.error} gap />
          <ul className={styles.photos} data-testid="gallery-photos">
            {photos.data.map((photo, i) => (
              <li key={photo._id}>
                <button
                  type="button"
                  className={styles.photo}
                  onClick={() => {
                    setViewerUsed(true);
                    setShown(i);
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
                  <img
                    src={photo.preview}
                    alt={photo.title || t('gallery.photoAlt', { number: i + 1, title: gallery.title })}
                    data-testid="gallery-photo"
                  />
                </button>
              </li>
            ))}
          </ul>
          {viewerUsed && (
            <PhotoViewer
              title={gallery.title}
              photos={photos.data.map((photo, i) => ({
                src: photo.url,
                alt: photo.title || t('gallery.photoAlt', { number: i + 1, title: gallery.title }),
              }))}
              current={shown}
              onChange={setShown}
              onClose={() => setShown(null)}
            />
          )}
        </>
      ) : (
        <div className={styles.locked} data-testid="gallery-locked">
          {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
          {gallery.cover && <img src={gallery.cover} alt="" />}
          <p>
            <Icon icon={LockOutlined} /> {t('gallery.locked', { count: gallery.photoCount, value: format.count(gallery.photoCount) })}
          </p>
        </div>
      )}
    </article>
  );
}
