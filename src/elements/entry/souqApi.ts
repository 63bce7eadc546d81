/*
 * The functions a page calls on `window.Souq` (the loader puts them there): open the cart, add to
 * it, read it, switch the language, listen to the kit's events. They act on the page's one
 * runtime, started on first use, so the page's widgets follow at once.
 */

import type { CartItem, Item } from '../../core/api/wire';
import { hasChoices, pickedVariation } from '../../core/cart';
import { isItemId, loadItem } from '../../core/catalog';
import { cartSnapshotOf, lineSnapshot, shopDigits } from '../../core/events/cartSnapshot';
import {
  type CartSnapshot,
  dispatchSouqEvent,
  type SouqEventMap,
  type SouqEventName,
} from '../../core/events/souqEvents';
import { isLocale, type Locale } from '../../core/i18n/locale';
import { souqRuntime } from '../host/runtime';

/** The page API: `window.Souq` besides `configure`. */
export interface SouqPageApi {
  /** Opens the page's first `<souq-cart-drawer>` (sets its `open` attribute). */
  openCart(): void;
  /**
   * Adds an item to the cart as the add-to-cart button does; `variation` names one option per
   * choice group, in order, for an item that has them. True once the server has the line.
   */
  addToCart(itemId: number, quantity?: number, variation?: string[]): Promise<boolean>;
  /** The cart now, as plain data. */
  getCart(): CartSnapshot;
  /** Switches every widget on the page to `locale`. */
  setLocale(locale: Locale): Promise<void>;
  /** Listens to a `souq:*` event on `document`; returns what stops listening. */
  on<Name extends SouqEventName>(
    name: Name,
    handler: (event: SouqEventMap[Name]) => void,
  ): () => void;
}

const CART_DRAWER_TAG = 'souq-cart-drawer';

function warn(message: string): void {
  console.warn(`souq: ${message}`);
}

/** The cart line `addToCart` asks for, or why there is none. */
function lineFor(
  item: Item,
  quantity: number,
  variation: readonly string[],
): CartItem | { refusal: string } {
  if (!hasChoices(item)) {
    if (variation.length > 0) return { refusal: `item ${item.id} has no variations to choose` };
    return { ...item, quantity, selectedOption: [] };
  }
  const chosen = pickedVariation(item, variation);
  if (!chosen) {
    const groups = (item.choice_options ?? []).map((choice) => choice.title).join(', ');
    return { refusal: `item ${item.id} needs one existing option of each of: ${groups}` };
  }
  return { ...item, quantity, selectedOption: [chosen] };
}

async function addToCart(
  itemId: number,
  quantity = 1,
  variation: readonly string[] = [],
): Promise<boolean> {
  if (!isItemId(itemId)) {
    warn(`addToCart needs an item id (a whole number above 0), not ${String(itemId)}.`);
    return false;
  }
  if (!Number.isInteger(quantity) || quantity < 1) {
    warn(`addToCart needs a quantity of 1 or more, not ${String(quantity)}.`);
    return false;
  }
  const { core, ready } = souqRuntime();
  // The cart rules compare with the server's cart, so it must have loaded first.
  await ready;
  let item: Item;
  try {
    item = await loadItem(core, itemId, core.store.language.value);
  } catch (error) {
    warn(`item ${itemId} could not be loaded: ${String(error)}`);
    return false;
  }
  const line = lineFor(item, quantity, variation);
  if ('refusal' in line) {
    warn(`addToCart: ${line.refusal}.`);
    return false;
  }
  // A refusal (out of stock, already in the cart) is toasted by the cart, as for the button.
  const added = await core.cart.add(line);
  if (added) dispatchSouqEvent(document, 'souq:item-add', lineSnapshot(line, shopDigits(core)));
  return added;
}

/** Creates the page API over the page's one runtime. */
export function createSouqApi(): SouqPageApi {
  return {
    openCart() {
      const drawer = document.querySelector(CART_DRAWER_TAG);
      if (drawer) drawer.setAttribute('open', '');
      else warn(`openCart() found no <${CART_DRAWER_TAG}> on the page; add one to show the cart.`);
    },
    addToCart,
    getCart: () => cartSnapshotOf(souqRuntime().core),
    async setLocale(locale) {
      if (!isLocale(locale)) {
        warn(`setLocale takes 'ar' or 'en', not ${String(locale)}.`);
        return;
      }
      await souqRuntime().core.locale.change(locale);
    },
    on(name, handler) {
      // The map of `document` events includes every `souq:*` event (declared in ./events).
      const listener = handler as EventListener;
      document.addEventListener(name, listener);
      return () => document.removeEventListener(name, listener);
    },
  };
}
