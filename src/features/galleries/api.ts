/** Typed calls of performers' photo galleries, their photos and buying them (docs/domain.md#galleries). */
import { get, post, put, del, uploadWithProgress } from '@/lib/http';
import type {
  BoughtItemQuery,
  GalleryChanges,
  GalleryDetails,
  GalleryFields,
  GalleryList,
  GalleryQuery,
  PerformerGallery,
  PerformerGalleryList,
  PerformerGalleryQuery,
  PerformerPhoto,
  PerformerPhotoList,
  PhotoList,
  PurchaseResult,
} from '@/shared/schemas/assets';
import type { Success } from '@/shared/schemas/common';

const galleryPath = (id: string) => `/performer/performer-assets/galleries/${encodeURIComponent(id)}`;

export const apiOwnGalleries = (query: PerformerGalleryQuery) =>
  get<PerformerGalleryList>('/performer/performer-assets/galleries/search', query);

export const apiOwnGallery = (id: string) => get<PerformerGallery>(`${galleryPath(id)}/view`);

/** POST a new gallery, or PUT the changes of `id` (any of its fields, its cover, the order of its photos). */
export const apiSaveGallery = (id: string | null, changes: GalleryFields | GalleryChanges) =>
  id ? put<PerformerGallery>(galleryPath(id), changes) : post<PerformerGallery>('/performer/performer-assets/galleries', changes);

export const apiDeleteGallery = (id: string) => del<Success>(galleryPath(id));

export const apiOwnPhotos = (galleryId: string) =>
  get<PerformerPhotoList>('/performer/performer-assets/photos/search', { galleryId, limit: 1000 });

/** One picture into a gallery; `onProgress` hears how much of it has gone (0 to 1). */
export function apiUploadPhoto(galleryId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('galleryId', galleryId);
  form.append('photo', file, file.name);
  return uploadWithProgress<PerformerPhoto>('/performer/performer-assets/photos/upload', form, { onProgress, signal });
}

export const apiDeletePhoto = (id: string) => del<Success>(`/performer/performer-assets/photos/${encodeURIComponent(id)}`);

export const apiGalleries = (query: GalleryQuery) => get<GalleryList>('/user/performer-assets/galleries/search', query);

export const apiGallery = (id: string, locale?: string) =>
  get<GalleryDetails>(`/user/performer-assets/galleries/${encodeURIComponent(id)}/view`, { locale });

export const apiGalleryPhotos = (galleryId: string) =>
  get<PhotoList>(`/user/performer-assets/photos/${encodeURIComponent(galleryId)}/search`, { limit: 1000 });

export const apiBuyGallery = (id: string) => post<PurchaseResult>(`/purchase-items/gallery/${encodeURIComponent(id)}`);

export const apiPurchasedGalleries = (query: BoughtItemQuery) => get<GalleryList>('/purchased-items/user/galleries', query);
