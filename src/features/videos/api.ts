/** Typed calls of performers' videos and buying them (docs/domain.md#videos). */
import { get, post, del, uploadWithProgress } from '@/lib/http';
import type {
  BoughtItemQuery,
  PerformerVideo,
  PerformerVideoList,
  PerformerVideoQuery,
  PurchaseResult,
  VideoDetails,
  VideoList,
  VideoQuery,
} from '@/shared/schemas/assets';
import type { Success } from '@/shared/schemas/common';
import type { ViewCount } from '@/shared/schemas/performers';

export const apiOwnVideos = (query: PerformerVideoQuery) => get<PerformerVideoList>('/performer/performer-assets/videos/search', query);

/** POST a new video, or PUT the changes of `id`; `onProgress` hears how much of the form has gone (0 to 1). */
export const apiSaveVideo = (id: string | null, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<PerformerVideo>(
    id ? `/performer/performer-assets/videos/${encodeURIComponent(id)}` : '/performer/performer-assets/videos',
    form,
    {
      method: id ? 'PUT' : 'POST',
      onProgress,
      signal,
    },
  );

export const apiDeleteVideo = (id: string) => del<Success>(`/performer/performer-assets/videos/${encodeURIComponent(id)}`);

export const apiVideos = (query: VideoQuery) => get<VideoList>('/user/performer-assets/videos/search', query);

export const apiVideo = (id: string, locale?: string) =>
  get<VideoDetails>(`/user/performer-assets/videos/${encodeURIComponent(id)}`, { locale });

export const apiCountVideoView = (id: string) => post<ViewCount>(`/user/performer-assets/videos/${encodeURIComponent(id)}/inc-view`);

export const apiBuyVideo = (id: string) => post<PurchaseResult>(`/purchase-items/video/${encodeURIComponent(id)}`);

export const apiPurchasedVideos = (query: BoughtItemQuery) => get<VideoList>('/purchased-items/user/videos', query);
