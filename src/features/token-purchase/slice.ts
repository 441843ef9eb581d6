/**
 * Buying tokens: the token packages and the payment gateways on offer, the purchase
 * that sends the browser to the chosen gateway, the order watched on the way back
 * (the tokens arrive with the gateway's callback, which may come a little after the
 * browser), and the test-mode gateway's own checkout page.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Gateway,
  PaymentOrder,
  SandboxCheckout,
  SandboxDecision as SandboxDecisionBody,
  TokenPackage,
  TokenPackageList,
} from '@/shared/schemas/money';

/** What the test-mode checkout decides. */
export type SandboxDecision = SandboxDecisionBody['outcome'];

/** The signed link of a test-mode checkout: the key to its order. */
export interface CheckoutLink {
  id: string;
  signature: string;
  /** The reader's locale: the order says what it bought in it. */
  locale?: string;
}

export interface TokenPurchaseState {
  packages: { data: TokenPackage[]; gateways: Gateway[]; loaded: boolean; error: string | null };
  gateway: Gateway | null;
  /** The package being bought, while its order is made. */
  buying: string | null;
  buyError: string | null;
  /** The order the browser came back for, as last read, and whether it stopped asking. */
  order: { data: PaymentOrder | null; gaveUp: boolean };
  checkout: { data: SandboxCheckout | null; error: string | null; deciding: SandboxDecision | null };
}

export const initialTokenPurchaseState: TokenPurchaseState = {
  packages: { data: [], gateways: [], loaded: false, error: null },
  gateway: null,
  buying: null,
  buyError: null,
  order: { data: null, gaveUp: false },
  checkout: { data: null, error: null, deciding: null },
};

const tokenPurchaseSlice = createSlice({
  name: 'tokenPurchase',
  initialState: initialTokenPurchaseState,
  reducers: {
    /** The buy page opened. payload: the language of the packages' names. */
    loadPackages(state, _action: PayloadAction<string>) {
      state.packages.error = null;
      state.buying = null;
      state.buyError = null;
    },
    /** The first gateway is chosen until the viewer picks another. */
    packagesLoaded(state, action: PayloadAction<Pick<TokenPackageList, 'data' | 'gateways'>>) {
      state.packages = { ...action.payload, loaded: true, error: null };
      if (!state.gateway || !action.payload.gateways.includes(state.gateway)) state.gateway = action.payload.gateways[0] ?? null;
    },
    packagesFailed(state, action: PayloadAction<string>) {
      state.packages.error = action.payload;
    },
    gatewayChosen(state, action: PayloadAction<Gateway>) {
      state.gateway = action.payload;
    },
    buyPackage(state, action: PayloadAction<{ packageId: string; gateway: Gateway }>) {
      state.buying = action.payload.packageId;
      state.buyError = null;
    },
    /** payload: the message; the viewer may try again. */
    buyFailed(state, action: PayloadAction<string>) {
      state.buying = null;
      state.buyError = action.payload;
    },
    /** payload: the order id the gateway sent the browser back with. */
    watchOrder(state, _action: PayloadAction<string>) {
      state.order = { data: null, gaveUp: false };
    },
    orderUpdated(state, action: PayloadAction<PaymentOrder>) {
      state.order.data = action.payload;
    },
    orderWatchGaveUp(state) {
      state.order.gaveUp = true;
    },
    /** The page was left: no more asking. */
    stopWatchingOrder() {},
    /** Back from the gateway without paying: the order is closed. */
    cancelOrder(_state, _action: PayloadAction<string>) {},
    loadCheckout(state, _action: PayloadAction<CheckoutLink>) {
      state.checkout = { data: null, error: null, deciding: null };
    },
    checkoutLoaded(state, action: PayloadAction<SandboxCheckout>) {
      state.checkout.data = action.payload;
    },
    checkoutFailed(state, action: PayloadAction<string>) {
      state.checkout.error = action.payload;
      state.checkout.deciding = null;
    },
    decideCheckout(state, action: PayloadAction<CheckoutLink & { outcome: SandboxDecision }>) {
      state.checkout.deciding = action.payload.outcome;
      state.checkout.error = null;
    },
  },
});

export const {
  loadPackages,
  packagesLoaded,
  packagesFailed,
  gatewayChosen,
  buyPackage,
  buyFailed,
  watchOrder,
  orderUpdated,
  orderWatchGaveUp,
  stopWatchingOrder,
  cancelOrder,
  loadCheckout,
  checkoutLoaded,
  checkoutFailed,
  decideCheckout,
} = tokenPurchaseSlice.actions;
export default tokenPurchaseSlice.reducer;

export const selectTokenPurchase = (state: { tokenPurchase: TokenPurchaseState }) => state.tokenPurchase;
