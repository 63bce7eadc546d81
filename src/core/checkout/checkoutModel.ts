/*
 * The checkout as views use it: the persisted draft and the offline payment's steps as read-only
 * signals, and the actions that change them, place the order and send an offline payment's
 * details. Placing goes through one attempt key (the request's Idempotency-Key): it is made when
 * an attempt starts, kept in storage while no definitive answer has come, and reused by the
 * retry, so a lost reply or a reload mid-attempt never places a second order.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiError, isApiError } from '../api/ApiError';
import type { ApiClient } from '../api/createApiClient';
import type { OrderEndpoints } from '../api/orderEndpoints';
import type { OrderPlacedReply } from '../api/wire';
import type { CartService } from '../cart/cartService';
import type { QueryCache } from '../query';
import { loadCustomerProfile } from '../session/customerProfile';
import { PROFILE_QUERY_KEY } from '../session/deps';
import type { SouqStore } from '../store/createStore';
import { offlinePaymentDefaults } from '../store/slices';
import { type CheckoutDraft, checkoutDefaults } from './checkoutDraft';
import { type CheckoutSettings, checkoutSettings } from './checkoutSettings';
import { EMPTY_DELIVERY_DRAFT } from './deliveryDraft';
import { type PlaceOrderInput, placeOrderBody } from './placeOrderBody';

/** What a view may change of the draft. */
export type CheckoutEdit = Partial<
  Pick<
    CheckoutDraft,
    | 'delivery'
    | 'savedAddressId'
    | 'storeId'
    | 'note'
    | 'cutlery'
    | 'unavailableItem'
    | 'tip'
    | 'couponText'
    | 'coupon'
    | 'paymentMethod'
    | 'useWallet'
  >
>;

/** The offline payment's state (spec §3): the method chosen, the details typed, the step. */
export interface OfflinePaymentDraft {
  methodId: number | null;
  /** The method's fields as the shopper filled them, by `customer_input` name. */
  info: Readonly<Record<string, string>>;
  /** 0: choose the method; 1: fill in its details; 2: details filled in. */
  step: OfflineStep;
}

/** The details' entry for the shopper's note, sent as `customer_note` beside the method's fields. */
export const OFFLINE_NOTE_FIELD = 'customer_note';

/** The steps of an offline payment, in order. */
export const OFFLINE_STEPS = { chooseMethod: 0, fillDetails: 1, done: 2 } as const;

/** One step of an offline payment. */
export type OfflineStep = (typeof OFFLINE_STEPS)[keyof typeof OFFLINE_STEPS];

/** How placing an order ended. */
export type PlaceOutcome =
  /** Placed (or placed by an earlier try of the same attempt, which the server answers again). */
  | { kind: 'placed'; reply: OrderPlacedReply }
  /** The total is no longer the one shown (409): nothing placed; review and confirm again. */
  | { kind: 'total-changed'; error: ApiError }
  /** The server said no (a 4xx): nothing placed; the attempt is over. */
  | { kind: 'refused'; error: ApiError }
  /** No answer, or a server fault: the order may or may not exist; retry the same attempt. */
  | { kind: 'failed'; error: ApiError }
  /** No payment method is chosen yet: nothing was sent. */
  | { kind: 'incomplete' };

/** How sending an offline payment's details ended. */
export type OfflineOutcome = { kind: 'sent' } | { kind: 'failed'; error: ApiError };

/** The checkout model. */
export interface CheckoutModel {
  draft: ReadonlySignal<CheckoutDraft>;
  offline: ReadonlySignal<OfflinePaymentDraft>;
  /** The configuration values checkout decides with. */
  settings: ReadonlySignal<CheckoutSettings>;
  /** True while an attempt holds its key: one is under way, or the last one got no answer. */
  attemptOpen: ReadonlySignal<boolean>;
  /** True while an order is being placed. */
  placing: ReadonlySignal<boolean>;
  /** Changes what the shopper chose or typed; a change of store drops the store's coupon. */
  edit(changes: CheckoutEdit): void;
  /** Step 0 → 1: picks an offline method; the details typed for another method are cleared. */
  chooseOfflineMethod(methodId: number): void;
  /** Keeps the details as they are typed, the step unchanged (a reload loses nothing). */
  typeOfflineInfo(info: Readonly<Record<string, string>>): void;
  /** Step 1 → 2: keeps the details typed. */
  saveOfflineInfo(info: Readonly<Record<string, string>>): void;
  /** Back to step 1 with the details kept, to change them. */
  editOfflineInfo(): void;
  /** Back to step 0, the method and its details kept until another method is chosen. */
  backToOfflineMethods(): void;
  /** Clears the details typed, back to step 1 of the same method. */
  clearOfflineInfo(): void;
  /** Places the order from the draft; see `PlaceOutcome`. A second call while one runs joins it. */
  place(request: Omit<PlaceOrderInput, 'draft'>): Promise<PlaceOutcome>;
  /** Sends the offline payment's details of the order placed with them. */
  sendOfflinePayment(): Promise<OfflineOutcome>;
  /** Reads the customer's profile again, for the wallet balance as it is now. */
  readWallet(): Promise<void>;
}

/** What the model works with. */
export interface CheckoutModelDeps {
  store: SouqStore;
  api: Pick<ApiClient, 'getCustomerInfo'>;
  orders: Pick<OrderEndpoints, 'placeOrder' | 'submitOfflinePayment'>;
  cart: Pick<CartService, 'refresh'>;
  cache: QueryCache;
  /** Makes an attempt key; `crypto.randomUUID` by default. */
  newKey?: () => string;
}

const CONFLICT = 409;

/** How a failed placement ends the attempt: only an answer that placed nothing may end it. */
function outcomeOf(error: ApiError): Exclude<PlaceOutcome, { kind: 'placed' | 'incomplete' }> {
  if (error.status === CONFLICT) return { kind: 'total-changed', error };
  if (error.status >= 400 && error.status < 500) return { kind: 'refused', error };
  return { kind: 'failed', error };
}

const textEntries = (info: Record<string, unknown> | null): Record<string, string> =>
  Object.fromEntries(
    Object.entries(info ?? {}).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );

/** Creates the checkout model over the store's checkout and offline payment slices. */
export function createCheckoutModel({
  store,
  api,
  orders,
  cart,
  cache,
  newKey = () => crypto.randomUUID(),
}: CheckoutModelDeps): CheckoutModel {
  const slice = store.checkout;
  const offlineSlice = store.offlinePayment;
  const signedIn = () => store.token.value !== null;
  // The placement under way, which a second press joins instead of starting another.
  const inFlight = signal<Promise<PlaceOutcome> | null>(null);

  const offline = computed<OfflinePaymentDraft>(() => {
    const { method, info, step } = offlineSlice.value;
    const methodId = typeof method?.id === 'number' ? method.id : null;
    const known = step === 1 || step === 2 ? step : 0;
    return { methodId, info: textEntries(info), step: methodId === null ? 0 : known };
  });

  const setOffline = (changes: Partial<typeof offlinePaymentDefaults>) => {
    offlineSlice.value = { ...offlineSlice.value, ...changes };
  };

  /** What stays after an order: a guest's contact and a customer's address choice. */
  const afterOrder = (draft: CheckoutDraft, reply: OrderPlacedReply, offlinePending: boolean) => ({
    ...checkoutDefaults,
    delivery: signedIn()
      ? EMPTY_DELIVERY_DRAFT
      : {
          ...EMPTY_DELIVERY_DRAFT,
          contactName: draft.delivery.contactName,
          contactPhone: draft.delivery.contactPhone,
        },
    savedAddressId: draft.savedAddressId,
    offlineOrderId: offlinePending ? reply.order_id : null,
    placed: {
      orderId: reply.order_id,
      total: reply.total_ammount,
      paymentMethod: reply.payment_method,
      guest: !signedIn(),
    },
  });

  async function placeOnce(request: Omit<PlaceOrderInput, 'draft'>): Promise<PlaceOutcome> {
    const draft = slice.value;
    const body = placeOrderBody({ ...request, draft });
    if (body === null) return { kind: 'incomplete' };
    const key = draft.attempt?.key ?? newKey();
    slice.value = { ...draft, attempt: { key } };
    try {
      const reply = await orders.placeOrder(body, key, { silent: true });
      const offlinePending =
        body.payment_method === 'offline_payment' && reply.payment_method !== 'wallet';
      batch(() => {
        slice.value = afterOrder(slice.value, reply, offlinePending);
        if (!offlinePending) offlineSlice.value = offlinePaymentDefaults;
      });
      // The server emptied the lines it ordered; the cart follows without holding the page up.
      void cart.refresh();
      if (body.payment_method === 'wallet' || body.partial_payment === 1) {
        cache.invalidate(PROFILE_QUERY_KEY);
      }
      return { kind: 'placed', reply };
    } catch (error) {
      if (!isApiError(error)) throw error;
      const outcome = outcomeOf(error);
      if (outcome.kind === 'refused') slice.value = { ...slice.value, attempt: null };
      return outcome;
    }
  }

  return {
    draft: slice,
    offline,
    settings: computed(() => checkoutSettings(store.config.value.configData)),
    attemptOpen: computed(() => slice.value.attempt !== null),
    placing: computed(() => inFlight.value !== null),
    edit: (changes) => {
      const draft = slice.value;
      const storeChanged = changes.storeId !== undefined && changes.storeId !== draft.storeId;
      slice.value = { ...draft, ...changes, ...(storeChanged ? { coupon: null } : {}) };
    },
    chooseOfflineMethod: (methodId) => {
      const same = offline.value.methodId === methodId;
      setOffline({
        method: { id: methodId },
        info: same ? offlineSlice.value.info : null,
        step: OFFLINE_STEPS.fillDetails,
      });
    },
    typeOfflineInfo: (info) => setOffline({ info: { ...info } }),
    saveOfflineInfo: (info) => setOffline({ info: { ...info }, step: OFFLINE_STEPS.done }),
    editOfflineInfo: () => setOffline({ step: OFFLINE_STEPS.fillDetails }),
    backToOfflineMethods: () => setOffline({ step: OFFLINE_STEPS.chooseMethod }),
    clearOfflineInfo: () => setOffline({ info: null, step: OFFLINE_STEPS.fillDetails }),
    place: (request) => {
      const running = inFlight.value;
      if (running) return running;
      const started = placeOnce(request).finally(() => {
        inFlight.value = null;
      });
      inFlight.value = started;
      return started;
    },
    sendOfflinePayment: async () => {
      const orderId = slice.value.offlineOrderId;
      const { methodId, info } = offline.value;
      if (orderId === null || methodId === null) return { kind: 'sent' };
      const { [OFFLINE_NOTE_FIELD]: note, ...fields } = info;
      try {
        await orders.submitOfflinePayment(
          { orderId, methodId, fields, ...(note ? { note } : {}) },
          { silent: true },
        );
      } catch (error) {
        if (!isApiError(error)) throw error;
        return { kind: 'failed', error };
      }
      batch(() => {
        slice.value = { ...slice.value, offlineOrderId: null };
        offlineSlice.value = offlinePaymentDefaults;
      });
      return { kind: 'sent' };
    },
    readWallet: async () => {
      cache.invalidate(PROFILE_QUERY_KEY);
      await loadCustomerProfile({ cache, api, store });
    },
  };
}
