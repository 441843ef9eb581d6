/**
 * Performers' products: the performer's own list and its editor (an upload of a picture
 * and a digital file that reports how far it has gone), a performer's products as viewers
 * see them on the performer's page, the site's products page, one product's page, buying
 * it (a physical one with the address to send it to) and downloading a bought digital one.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { itemListReducers, uploadEditorReducers } from '@/features/content-items/reducers';
import { ITEM_CARDS_PAGE_SIZE, idleRequest, initialUploadItems, type UploadItemsState } from '@/features/content-items/state';
import type { PurchaseResult } from '@/shared/schemas/assets';
import type { PerformerProduct, ProductCard, ProductDetails, ShippingAddress } from '@/shared/schemas/products';
import { productBrowse, type ProductBrowseFilters } from './browse';

export const OWN_PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_CARDS_PAGE_SIZE = ITEM_CARDS_PAGE_SIZE;

/**
 * The lists kept as videos and galleries keep theirs (`own`, `performer`: one performer's
 * products, for their page, `browse`: the site's products page, `buying`, `purchased`),
 * the editor, one product's page and its download.
 */
export interface ProductsState extends UploadItemsState<PerformerProduct, ProductCard> {
  product: { data: ProductDetails | null; requesting: boolean; error: string | null };
  /** The download link of the product shown, asked for and followed. */
  download: { requesting: boolean; error: string | null };
}

export const initialProductsState: ProductsState = {
  ...initialUploadItems,
  product: { data: null, requesting: false, error: null },
  download: idleRequest,
};

type BuyPayload = { id: string; locale?: string; shippingAddress?: ShippingAddress };
const { own, performer, browse, buying, purchased } = itemListReducers<PerformerProduct, ProductCard, ProductBrowseFilters, BuyPayload>(
  productBrowse.key,
);
const editor = uploadEditorReducers<PerformerProduct>();

const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {
    /** payload: the page (offset) and filters of the performer's own list. */
    loadOwnProducts: own.load,
    /** payload: the page read. */
    ownProductsLoaded: own.loaded,
    /** payload: why the load failed. */
    ownProductsFail: own.fail,
    /** payload: the product to edit, or null for a new one. */
    openProductEditor: editor.open,
    closeProductEditor: editor.close,
    /** payload: the form (not kept in the state) of a new product or of the one edited. */
    saveProduct: editor.save,
    /** payload: how much of the form has gone, 0 to 1. */
    saveProductProgress: editor.progress,
    /** payload: the product as saved; the editor closes. */
    productSaved: editor.saved,
    /** payload: why the save was refused; the editor stays. */
    saveProductFail: editor.fail,
    /** payload: the product's id. */
    deleteProduct: own.delete,
    /** payload: the id of the product deleted. */
    productDeleted: own.deleted,
    /** payload: why the delete failed. */
    deleteProductFail: own.deleteFail,
    /** payload: whose products, which page, in which language. */
    loadPerformerProducts: performer.load,
    performerProductsLoaded: performer.loaded,
    performerProductsFail: performer.fail,
    /** payload: the filters of the site's products page (from its URL) and the reader's language. */
    loadProductBrowse: browse.load,
    productBrowseLoaded: browse.loaded,
    productBrowseFail: browse.fail,
    /** payload: the product and the reader's language. */
    loadProduct(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.product.requesting = true;
      state.product.error = null;
      state.buying = idleRequest;
      state.download = idleRequest;
    },
    productLoaded(state, action: PayloadAction<ProductDetails>) {
      state.product = { data: action.payload, requesting: false, error: null };
    },
    loadProductFail(state, action: PayloadAction<string>) {
      state.product = { data: null, requesting: false, error: action.payload };
    },
    /** payload: the product shown, the reader's language, and where to send a physical one. */
    buyProduct: buying.buy,
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
    /** payload: why the purchase was refused. */
    buyProductFail: buying.fail,
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
    loadPurchasedProducts: purchased.load,
    purchasedProductsLoaded: purchased.loaded,
    purchasedProductsFail: purchased.fail,
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

/** The performer's own list. */
export type OwnProducts = ProductsState['own'];
/** The editor: closed, a new product, or the product of `id`; while saving, how much of the form has gone. */
export type ProductEditor = ProductsState['editor'];

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
