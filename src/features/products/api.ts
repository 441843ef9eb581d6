/** Typed calls of performers' products, buying them and downloading a digital one (docs/domain.md). */
import { get, post, del, uploadWithProgress } from '@/lib/http';
import type { BoughtItemQuery, PurchaseResult } from '@/shared/schemas/assets';
import type { Success } from '@/shared/schemas/common';
import type {
  DownloadLink,
  PerformerProduct,
  PerformerProductList,
  PerformerProductQuery,
  ProductDetails,
  ProductList,
  ProductPurchaseBody,
  ProductQuery,
} from '@/shared/schemas/products';

export const apiOwnProducts = (query: PerformerProductQuery) =>
  get<PerformerProductList>('/performer/performer-assets/products/search', query);

/** POST a new product, or PUT the changes of `id`; `onProgress` hears how much of the form has gone (0 to 1). */
export const apiSaveProduct = (id: string | null, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<PerformerProduct>(
    id ? `/performer/performer-assets/products/${encodeURIComponent(id)}` : '/performer/performer-assets/products',
    form,
    { method: id ? 'PUT' : 'POST', onProgress, signal },
  );

export const apiDeleteProduct = (id: string) => del<Success>(`/performer/performer-assets/products/${encodeURIComponent(id)}`);

export const apiProducts = (query: ProductQuery) => get<ProductList>('/user/performer-assets/products/search', query);

export const apiProduct = (id: string, locale?: string) =>
  get<ProductDetails>(`/user/performer-assets/products/${encodeURIComponent(id)}/view`, { locale });

export const apiBuyProduct = (id: string, body: ProductPurchaseBody) =>
  post<PurchaseResult>(`/purchase-items/product/${encodeURIComponent(id)}`, body);

export const apiProductDownloadLink = (id: string) =>
  get<DownloadLink>(`/user/performer-assets/products/${encodeURIComponent(id)}/download-link`);

export const apiPurchasedProducts = (query: BoughtItemQuery) => get<ProductList>('/purchased-items/user/products', query);
