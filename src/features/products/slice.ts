/**
 * Performers' products: the performer's own list and its editor (an upload of a picture
 * and a digital file that reports how far it has gone), a performer's products as viewers
 * see them on the performer's page, the site's products page, one product's page, buying
 * it (a physical one with the address to send it to) and downloading a bought digital one.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { AssetStatus, PurchaseResult } from '@/shared/schemas/assets';
import type {
  PerformerProduct,
  PerformerProductList,
  ProductCard,
  ProductDetails,
  ProductList,
  ShippingAddress,
} from '@/shared/schemas/products';
import { productBrowse, type ProductBrowseFilters } from './browse';

export const OWN_PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_CARDS_PAGE_SIZE = 12;

export interface OwnProducts extends LoadedPage<PerformerProduct> {
  status?: AssetStatus;
  q?: string;
}

/** The editor: closed, a new product, or the product of `id`; while saving, how much of the form has gone. */
export interface ProductEditor {
  open: boolean;
  id: string | null;
  saving: boolean;
  /** 0 to 1 while the form is sent; null otherwise. */
  progress: number | null;
  error: string | null;
  /** Successful saves, so the editor can close after each. */
  done: number;
}

export interface ProductsState {
  own: OwnProducts;
  editor: ProductEditor;
  /** One performer's products, for their page. */
  performer: LoadedPage<ProductCard> & { performerId: string | null };
  /** The site's products page: which filters, in which language, the list holds (null before the first load). */
  browse: LoadedPage<ProductCard> & { key: string | null };
  product: { data: ProductDetails | null; requesting: boolean; error: string | null };
  buying: { requesting: boolean; error: string | null };
  /** The download link of the product shown, asked for and followed. */
  download: { requesting: boolean; error: string | null };
  purchased: LoadedPage<ProductCard>;
}

const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };

export const initialProductsState: ProductsState = {
  own: emptyPage,
  editor: { open: false, id: null, saving: false, progress: null, error: null, done: 0 },
  performer: { ...emptyPage, performerId: null },
  browse: { ...emptyPage, key: null },
  product: { data: null, requesting: false, error: null },
  buying: { requesting: false, error: null },
  download: { requesting: false, error: null },
  purchased: emptyPage,
};

const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
    /** payload: the page (offset) and filters of the performer's own list. */
    loadOwnProducts(state, action: PayloadAction<{ offset: number; status?: AssetStatus; q?: string }>) {
      state.own = { ...state.own, ...action.payload, requesting: true, error: null };
    },
    ownProductsLoaded(state, action: PayloadAction<PerformerProductList>) {
      state.own = { ...state.own, ...action.payload, requesting: false };
    },
    ownProductsFail(state, action: PayloadAction<string>) {
      state.own.requesting = false;
      state.own.error = action.payload;
    },
    /** payload: the product to edit, or null for a new one. */
    openProductEditor(state, action: PayloadAction<string | null>) {
      state.editor = { ...state.editor, open: true, id: action.payload, error: null, progress: null };
    },
    closeProductEditor(state) {
      if (!state.editor.saving) state.editor.open = false;
    },
    /** payload: the form (not kept in the state) of a new product or of the one edited. */
    saveProduct(state, _action: PayloadAction<{ form: FormData }>) {
      state.editor.saving = true;
      state.editor.progress = 0;
      state.editor.error = null;
    },
    /** payload: how much of the form has gone, 0 to 1. */
    saveProductProgress(state, action: PayloadAction<number>) {
      state.editor.progress = action.payload;
    },
    productSaved(state, action: PayloadAction<PerformerProduct>) {
      state.editor = { ...state.editor, open: false, saving: false, progress: null, done: state.editor.done + 1 };
      const at = state.own.data.findIndex((product) => product._id === action.payload._id);
      if (at >= 0) state.own.data[at] = action.payload;
    },
    saveProductFail(state, action: PayloadAction<string>) {
      state.editor.saving = false;
      state.editor.progress = null;
      state.editor.error = action.payload;
    },
    /** payload: the product's id. */
    deleteProduct(state, _action: PayloadAction<string>) {
      state.own.error = null;
    },
    productDeleted(state, action: PayloadAction<string>) {
      state.own.data = state.own.data.filter((product) => product._id !== action.payload);
      state.own.total = Math.max(0, state.own.total - 1);
    },
    deleteProductFail(state, action: PayloadAction<string>) {
      state.own.error = action.payload;
    },
    /** payload: whose products, which page, in which language. */
    loadPerformerProducts(state, action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
      const { performerId, offset } = action.payload;
      state.performer = { ...state.performer, ...(performerId === state.performer.performerId ? {} : emptyPage), performerId, offset };
      state.performer.requesting = true;
      state.performer.error = null;
    },
    performerProductsLoaded(state, action: PayloadAction<ProductList>) {
      state.performer = { ...state.performer, ...action.payload, requesting: false };
    },
    performerProductsFail(state, action: PayloadAction<string>) {
      state.performer.requesting = false;
      state.performer.error = action.payload;
    },
    /** payload: the filters of the site's products page (from its URL) and the reader's language. */
    loadProductBrowse(state, action: PayloadAction<{ filters: ProductBrowseFilters; locale?: string }>) {
      state.browse = {
        ...state.browse,
        key: productBrowseKey(action.payload.filters, action.payload.locale),
        requesting: true,
        error: null,
      };
    },
    productBrowseLoaded(state, action: PayloadAction<ProductList>) {
      state.browse = { ...state.browse, ...action.payload, requesting: false };
    },
    productBrowseFail(state, action: PayloadAction<string>) {
      state.browse.requesting = false;
      state.browse.error = action.payload;
    },
    /** payload: the product and the reader's language. */
    loadProduct(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.product.requesting = true;
      state.product.error = null;
      state.buying = { requesting: false, error: null };
      state.download = { requesting: false, error: null };
    },
    productLoaded(state, action: PayloadAction<ProductDetails>) {
      state.product = { data: action.payload, requesting: false, error: null };
    },
    loadProductFail(state, action: PayloadAction<string>) {
      state.product = { data: null, requesting: false, error: action.payload };
    },
    /** payload: the product shown, the reader's language, and where to send a physical one. */
    buyProduct(state, _action: PayloadAction<{ id: string; locale?: string; shippingAddress?: ShippingAddress }>) {
      state.buying = { requesting: true, error: null };
    },
    /** Bought: the page shows it at once (a digital one can be downloaded); it is read again after. */
    productBought(state, action: PayloadAction<PurchaseResult>) {
      state.buying.requesting = false;
      const product = state.product.data;
      if (product && product._id === action.payload.itemId) {
        product.isBought = true;
        product.canDownload = product.type === 'digital';
        if (product.stock !== null) product.stock = Math.max(0, product.stock - 1);
      }
    },
    buyProductFail(state, action: PayloadAction<string>) {
      state.buying = { requesting: false, error: action.payload };
    },
    /** payload: the product whose file to download (its link is asked for and followed). */
    downloadProduct(state, _action: PayloadAction<string>) {
      state.download = { requesting: true, error: null };
    },
    productDownloadStarted(state) {
      state.download.requesting = false;
    },
    downloadProductFail(state, action: PayloadAction<string>) {
      state.download = { requesting: false, error: action.payload };
    },
    /** payload: the page of the viewer's bought products. */
    loadPurchasedProducts(state, action: PayloadAction<{ offset: number; locale?: string }>) {
      state.purchased = { ...state.purchased, offset: action.payload.offset, requesting: true, error: null };
    },
    purchasedProductsLoaded(state, action: PayloadAction<ProductList>) {
      state.purchased = { ...state.purchased, ...action.payload, requesting: false };
    },
    purchasedProductsFail(state, action: PayloadAction<string>) {
      state.purchased.requesting = false;
      state.purchased.error = action.payload;
    },
  },
});

export const {
  loadOwnProducts,
  ownProductsLoaded,
  ownProductsFail,
  openProductEditor,
  closeProductEditor,
  saveProduct,
  saveProductProgress,
  productSaved,
  saveProductFail,
  deleteProduct,
  productDeleted,
  deleteProductFail,
  loadPerformerProducts,
  performerProductsLoaded,
  performerProductsFail,
  loadProductBrowse,
  productBrowseLoaded,
  productBrowseFail,
  loadProduct,
  productLoaded,
  loadProductFail,
  buyProduct,
  productBought,
  buyProductFail,
  downloadProduct,
  productDownloadStarted,
  downloadProductFail,
  loadPurchasedProducts,
  purchasedProductsLoaded,
  purchasedProductsFail,
} = productsSlice.actions;
export default productsSlice.reducer;

type State = { products: ProductsState };
export const selectOwnProducts = (state: State) => state.products.own;
export const selectProductEditor = (state: State) => state.products.editor;
export const selectPerformerProducts = (state: State) => state.products.performer;
export const selectProductBrowse = (state: State) => state.products.browse;
export const selectProduct = (state: State) => state.products.product;
export const selectProductBuying = (state: State) => state.products.buying;
export const selectProductDownload = (state: State) => state.products.download;
export const selectPurchasedProducts = (state: State) => state.products.purchased;

/** Names one list of the site's products page: its filters and language. */
export const productBrowseKey = productBrowse.key;
