/*
 * The cart as the widgets use it (spec §4 "Cart", §5): every action checks the shared cart rules
 * locally first, then asks the server, and the local cart follows the server's reply only once it
 * succeeded. A failed call leaves the cart exactly as it was.
 */
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/createApiClient';
import type { CartItem, ServerCartRow } from '../api/wire';
import type { Translate } from '../session/deps';
import type { SouqStore } from '../store/createStore';
import type { ToastSink } from '../toast/toast';
import { type CartLineRef, cartLineKey, isSameLine } from './cartLine';
import { cartItemPayload } from './cartPayload';
import { cartItemFromRow } from './cartRow';
import {
  addToCart,
  type Cart,
  type CartResult,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
} from './cartRules';
import { createInFlight, settleCall } from './cartServiceCall';

/** The cart calls of the API client the service makes. */
export type CartApi = Pick<
  ApiClient,
  'getCart' | 'addToCart' | 'updateCartItem' | 'removeCartItem' | 'clearCart'
>;

/** What the cart service needs; the same store, client, toasts and `t` the session uses. */
export interface CartServiceDeps {
  store: SouqStore;
  api: CartApi;
  toasts: ToastSink;
  t: Translate;
  /**
   * Resolves once the server can tell whose cart it is (a token, or a guest id asked for if need
   * be). The server refuses a guest's cart call without one, and a widget can be pressed before
   * the first load has it; none by default (the store already names the shopper).
   */
  identify?: () => Promise<unknown>;
}

/** The shopper's cart: its lines as signals and the actions that change them. */
export interface CartService {
  /** The cart lines (store.cart.cartList). */
  lines: ReadonlySignal<readonly CartItem[]>;
  /** How many lines the cart holds. */
  count: ReadonlySignal<number>;
  /** The `cartLineKey` of every line with a call in flight; actions on them are ignored. */
  pending: ReadonlySignal<ReadonlySet<string>>;
  /** Replaces the local cart with the server's; true once the server's cart was read. */
  refresh(): Promise<boolean>;
  /** Adds an item as a new line; true once the server has it. */
  add(item: CartItem): Promise<boolean>;
  /** Adds one to a line's quantity; true once the server has it. */
  increment(line: CartLineRef): Promise<boolean>;
  /** Takes one off a line's quantity, removing the line at quantity 1; true once the server has it. */
  decrement(line: CartLineRef): Promise<boolean>;
  /** Removes a line; true once the server removed it. */
  remove(line: CartLineRef): Promise<boolean>;
  /** Empties the cart; true once the server emptied it. */
  clear(): Promise<boolean>;
}

/** A line that passed a rule, with its server id and the cart the rule produced. */
interface CheckedLine {
  line: CartItem;
  cartItemId: number;
  next: Cart;
}

type LineRule = (cart: Cart, line: CartLineRef) => CartResult;

/** Whether two carts hold the same lines, field for field (lines are plain data). */
const sameLines = (a: Cart, b: Cart) =>
  a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

const removeRule: LineRule = (cart, line) =>
  cart.some((candidate) => isSameLine(candidate, line))
    ? { ok: true, cart: removeFromCart(cart, line) }
    : { ok: false, error: 'Item_not_in_cart' };

/** Creates the cart service over the store's cart slice. */
export function createCartService({
  store,
  api,
  toasts,
  t,
  identify,
}: CartServiceDeps): CartService {
  const lines = computed<readonly CartItem[]>(() => store.cart.value.cartList);
  const { pending, exclusive } = createInFlight<string>();

  /** One server call, once the server can tell whose cart it is. */
  async function call<T>(request: () => Promise<T>) {
    await identify?.();
    // A guest still without an id (the shop asked the kit to wait) has no cart to ask for yet.
    if (identify && store.token.value === null && store.guestId.value === null) {
      return { ok: false } as const;
    }
    return settleCall(store, request);
  }

  // Counts the server replies applied, so a read that set out before a newer reply landed (a
  // slow first load finishing after an add) cannot put the older cart back.
  let applied = 0;
  const setLines = (cart: Cart) => {
    applied += 1;
    // The same lines again (an empty cart read on every first load) change nothing on screen:
    // setting them would re-render every cart button of the page for nothing.
    if (sameLines(store.cart.value.cartList, cart)) return;
    store.cart.value = { ...store.cart.value, cartList: [...cart] };
  };

  // The server's rows when it sent them; spec §7 leaves the update and delete replies open, so a
  // backend that answers otherwise gets the cart the local rule produced.
  const cartAfter = (reply: ServerCartRow[], ruled: Cart): Cart =>
    Array.isArray(reply) ? reply.map(cartItemFromRow) : ruled;

  async function read(): Promise<boolean> {
    const before = applied;
    const settled = await call(() => api.getCart());
    if (settled.ok && applied === before) setLines(cartAfter(settled.reply, lines.value));
    return settled.ok;
  }

  // A read asked for while another is on its way shares it (the page's first read and the
  // checkout's, on the same load), as its reply would be the same.
  let reading: Promise<boolean> | null = null;
  function load(): Promise<boolean> {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  }

  function judge(ref: CartLineRef, rule: LineRule): Omit<CheckedLine, 'cartItemId'> | null {
    const result = rule(lines.value, ref);
    if (!result.ok) {
      toasts.error(t(result.error));
      return null;
    }
    const line = lines.value.find((candidate) => isSameLine(candidate, ref));
    return line ? { line, next: result.cart } : null;
  }

  /** The line after the rule allowed the action, synced with the server when it has no id yet. */
  async function checkedLine(ref: CartLineRef, rule: LineRule): Promise<CheckedLine | null> {
    let judged = judge(ref, rule);
    // A line kept from an earlier visit or added by an older client has no server id: the
    // server's cart says which line it is (or that it is gone).
    if (judged && judged.line.cartItemId === undefined) {
      judged = (await load()) ? judge(ref, rule) : null;
    }
    const cartItemId = judged?.line.cartItemId;
    return judged && cartItemId !== undefined ? { ...judged, cartItemId } : null;
  }

  async function update(
    { line, cartItemId, next }: CheckedLine,
    quantity: number,
  ): Promise<boolean> {
    const { price, variation } = cartItemPayload(line);
    const settled = await call(() =>
      api.updateCartItem({ cart_id: cartItemId, price, quantity, variation }),
    );
    if (settled.ok) setLines(cartAfter(settled.reply, next));
    return settled.ok;
  }

  async function removeLine({ cartItemId, next }: CheckedLine): Promise<boolean> {
    const settled = await call(() => api.removeCartItem(cartItemId));
    if (!settled.ok) return false;
    setLines(cartAfter(settled.reply, next));
    toasts.success(t('item_removed_from_cart'));
    return true;
  }

  return {
    lines,
    count: computed(() => lines.value.length),
    pending,
    refresh: () => load(),
    add: (item) =>
      exclusive(cartLineKey(item), async () => {
        const result = addToCart(lines.value, item);
        if (!result.ok) {
          toasts.error(t(result.error));
          return false;
        }
        const added = result.cart.at(-1) ?? item;
        const settled = await call(() => api.addToCart(cartItemPayload(added)));
        if (!settled.ok) return false;
        setLines(cartAfter(settled.reply, result.cart));
        toasts.success(t('Item added to cart'));
        return true;
      }),
    increment: (ref) =>
      exclusive(cartLineKey(ref), async () => {
        const checked = await checkedLine(ref, incrementQuantity);
        return checked ? update(checked, checked.line.quantity + 1) : false;
      }),
    decrement: (ref) =>
      exclusive(cartLineKey(ref), async () => {
        const checked = await checkedLine(ref, decrementQuantity);
        if (!checked) return false;
        return checked.line.quantity <= 1
          ? removeLine(checked)
          : update(checked, checked.line.quantity - 1);
      }),
    remove: (ref) =>
      exclusive(cartLineKey(ref), async () => {
        const checked = await checkedLine(ref, removeRule);
        return checked ? removeLine(checked) : false;
      }),
    clear: async () => {
      const settled = await call(() => api.clearCart());
      if (settled.ok) setLines([]);
      return settled.ok;
    },
  };
}
