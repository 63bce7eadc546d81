/*
 * The fake shop's cart: the demo server's cart routes (demo-site/server/routes/account/
 * cartRoutes.ts) over an in-memory list, refusing with the shared core rules exactly as it does.
 * As there, a line keeps its variation's code and is listed in the request's language.
 */
import { FIXED_MODULE } from '../api/requestHeaders';
import type {
  CartItem,
  CartModel,
  Item,
  ItemFlashSale,
  ItemVariation,
  MessageReply,
  ServerCartRow,
} from '../api/wire';
import { addToCart, type CartMessageKey, quantityChangeRefusal } from '../cart';
import { LOCALES, type Locale } from '../i18n/locale';
import { unitPrice } from '../pricing';
import { type FakeRequest, fieldsOf, MAX_ROW_ID, refuse, translate, wholeNumber } from './fakeHttp';

/** Most units of one line a request may ask for (as the demo server). */
const MAX_LINE_QUANTITY = 1000;
/** The catalog in one language. */
export type CatalogOf = (language: Locale) => readonly Item[];

/** The running flash sale an item is priced by in the cart, or null when it is on none. */
export type SaleOf = (itemId: number, language: Locale) => ItemFlashSale | null;

/** A cart row as the fake shop sends it: the demo server's. */
export type FakeCartRow = ServerCartRow;

interface StoredLine {
  id: number;
  itemId: number;
  quantity: number;
  /** The chosen variation's code, the same in every language; '' for none. */
  variationCode: string;
}

/** How a request names a variation: by its code, or by its type in either language. */
interface RequestedVariation {
  /** The entries' codes or types joined by '-', as the core joins them. */
  name: string;
  byCode: boolean;
}

/** A line a story or test starts the cart with. */
export interface FakeCartSeed {
  itemId: number;
  quantity?: number;
  /** The variation's code, e.g. 'Small' (its type for an item that sends no codes). */
  variation?: string;
}

/** The cart as a test or story sees and sets it, skipping the rules. */
export interface FakeShopCart {
  /** The rows the list call would answer with (English names unless told). */
  rows(language?: Locale): FakeCartRow[];
  /** Puts a line straight into the cart, or sets the quantity of the line already there. */
  put(seed: FakeCartSeed): void;
  /** Empties the cart. */
  clear(): void;
}

/** The cart routes' handlers and the test-side view of the same lines. */
export interface FakeCartBackend {
  view: FakeShopCart;
  list(request: FakeRequest): FakeCartRow[];
  add(request: FakeRequest): FakeCartRow[];
  update(request: FakeRequest): FakeCartRow[];
  removeItem(request: FakeRequest): FakeCartRow[];
  clear(request: FakeRequest): MessageReply;
}

const modelOf = (item: Item): CartModel => (item.available_date_starts ? 'ItemCampaign' : 'Item');

/** The demo server's status for each cart rule refusal. */
function cartRefusal(message: CartMessageKey): never {
  switch (message) {
    case 'Item already in cart':
      return refuse(409, 'cart', message);
    case 'Item_not_in_cart':
      return refuse(404, 'cart_id', message);
    case 'Out of stock':
    case 'Out of Stock':
    case 'Out of Limits':
      return refuse(403, 'quantity', message);
    default:
      return message satisfies never;
  }
}

const rowId = (value: unknown, field: string): number => wholeNumber(value, field, 1, MAX_ROW_ID);

const lineQuantity = (value: unknown): number =>
  wholeNumber(value, 'quantity', 1, MAX_LINE_QUANTITY);

const invalidVariation = (): never =>
  refuse(422, 'variation', '{field} is invalid', { field: 'variation' });

/** A variation's identity in every language; a shop that sends no code names it by its type. */
const codeOf = (variation: ItemVariation): string => variation.code ?? variation.type;

function variationEntry(entry: unknown): { type: string; code: string | undefined } {
  const { type, code } = fieldsOf(entry);
  if (typeof type !== 'string') return invalidVariation();
  if (code !== undefined && typeof code !== 'string') return invalidVariation();
  return { type, code };
}

/** The variation a request names, or null when it names none (no list, or an empty one). */
function requestedVariation(value: unknown): RequestedVariation | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return invalidVariation();
  if (value.length === 0) return null;
  const entries = value.map(variationEntry);
  // As on the demo server: by codes when every entry has one, otherwise by types.
  const byCode = entries.every((entry) => entry.code);
  return {
    name: entries.map((entry) => (byCode ? entry.code : entry.type)).join('-'),
    byCode,
  };
}

function offeredVariation(item: Item, code: string): ItemVariation | null {
  return item.variations?.find((variation) => codeOf(variation) === code) ?? null;
}

// 6amMart joins option values with their spaces taken out, so a type is matched without them.
const compact = (text: string) => text.replace(/\s+/g, '');

/** The code of the variation a type names, reading the item in every language (`readings`). */
function codeNamed(readings: readonly Item[], type: string): string | undefined {
  const wanted = compact(type);
  for (const reading of readings) {
    const named = reading.variations?.find(
      (variation) => compact(variation.type) === wanted || compact(codeOf(variation)) === wanted,
    );
    if (named) return codeOf(named);
  }
  return undefined;
}

/**
 * The item's variation a request names, as the item reads in the request's language; `readings`
 * is the item in every language, for a type named in another one.
 */
function resolveVariation(
  item: Item,
  readings: readonly Item[],
  requested: RequestedVariation | null,
): ItemVariation | null {
  const name = requested?.name ?? '';
  const offered = item.variations ?? [];
  if (offered.length === 0) {
    return name === '' ? null : refuse(422, 'variation', 'This variation does not exist');
  }
  if (name === '') return refuse(422, 'variation', 'Choose a variation of this item');
  const code = requested?.byCode ? name : codeNamed(readings, name);
  return (
    (code === undefined ? null : offeredVariation(item, code)) ??
    refuse(422, 'variation', 'This variation does not exist')
  );
}

function assertPurchasable(item: Item): void {
  const today = new Date().toISOString().slice(0, 10);
  if (item.available_date_starts && item.available_date_starts > today) {
    refuse(403, 'item_id', 'This item is not available yet');
  }
}

/**
 * Creates an empty cart over the catalog; `digits` is the shop's price precision, `saleOf` the
 * running flash sale of an item (none by default), whose stock bounds the item's lines.
 */
export function createFakeCart(
  catalog: CatalogOf,
  digits: () => number,
  saleOf: SaleOf = () => null,
): FakeCartBackend {
  let lines: StoredLine[] = [];
  let nextId = 1;

  /** The item as the core cart rules see it, as the demo server's `asCartItem` builds it. */
  const asCartItem = (
    item: Item,
    language: Locale,
    variation: ItemVariation | null,
    quantity: number,
  ): CartItem => ({
    ...item,
    flash_sale: saleOf(item.id, language),
    selectedOption: variation ? [variation] : [],
    quantity,
  });

  /** The cart's lines of one item (every variation) as the core reads them, but `except`. */
  const linesOfItem = (item: Item, language: Locale, except?: StoredLine): CartItem[] =>
    lines
      .filter((line) => line.itemId === item.id && line !== except)
      .map((line) =>
        asCartItem(item, language, offeredVariation(item, line.variationCode), line.quantity),
      );

  const itemOf = (itemId: number, language: Locale) =>
    catalog(language).find((item) => item.id === itemId);

  const readingsOf = (itemId: number): Item[] =>
    LOCALES.flatMap((language) => itemOf(itemId, language) ?? []);

  function rowOf(line: StoredLine, item: Item): FakeCartRow {
    const variation = offeredVariation(item, line.variationCode);
    const selectedOption = variation ? [variation] : [];
    const model = modelOf(item);
    // 6amMart's clients read the item's module as an object, on the row and on its item.
    const module = {
      id: item.module_id ?? FIXED_MODULE.id,
      module_type: item.module_type ?? FIXED_MODULE.module_type,
    };
    return {
      id: line.id,
      item_id: item.id,
      item: { ...item, module_id: module.id, module },
      module,
      quantity: line.quantity,
      price: unitPrice({ ...item, selectedOption }, digits()),
      variation: selectedOption,
      item_type: model,
      model,
    };
  }

  function rows(language: Locale): FakeCartRow[] {
    return lines.flatMap((line) => {
      const item = itemOf(line.itemId, language);
      return item ? [rowOf(line, item)] : [];
    });
  }

  function put(seed: FakeCartSeed): void {
    const item = itemOf(seed.itemId, 'en');
    if (!item) throw new Error(`the fake shop sells no item ${seed.itemId}`);
    const variationCode = seed.variation ?? '';
    const quantity = seed.quantity ?? 1;
    const line = lines.find(
      (candidate) => candidate.itemId === item.id && candidate.variationCode === variationCode,
    );
    if (line) line.quantity = quantity;
    else lines.push({ id: nextId++, itemId: item.id, quantity, variationCode });
  }

  function add({ body, language }: FakeRequest): FakeCartRow[] {
    const fields = fieldsOf(body);
    const itemId = rowId(fields.item_id, 'item_id');
    const quantity = lineQuantity(fields.quantity);
    const item = itemOf(itemId, language) ?? refuse(404, 'item_id', 'Item not found');
    assertPurchasable(item);
    if (fields.model !== undefined && fields.model !== modelOf(item)) {
      refuse(422, 'model', '{field} is invalid', { field: 'model' });
    }
    const variation = resolveVariation(
      item,
      readingsOf(item.id),
      requestedVariation(fields.variation),
    );
    const added = addToCart(
      linesOfItem(item, language),
      asCartItem(item, language, variation, quantity),
    );
    if (!added.ok) cartRefusal(added.error);
    const variationCode = variation ? codeOf(variation) : '';
    lines.push({ id: nextId++, itemId: item.id, quantity, variationCode });
    return rows(language);
  }

  function update({ body, language }: FakeRequest): FakeCartRow[] {
    const fields = fieldsOf(body);
    const cartId = rowId(fields.cart_id, 'cart_id');
    const quantity = lineQuantity(fields.quantity);
    const line = lines.find((candidate) => candidate.id === cartId);
    const item = line && itemOf(line.itemId, language);
    if (!line || !item) return cartRefusal('Item_not_in_cart');
    const requested = requestedVariation(fields.variation);
    // A line keeps its variation unless the update names one.
    const variation =
      requested === null
        ? offeredVariation(item, line.variationCode)
        : resolveVariation(item, readingsOf(item.id), requested);
    // As on the demo server: the item's lines of other variations share its cap and sale stock,
    // and a line that keeps its variation may always come down.
    const held = (variation ? codeOf(variation) : '') === line.variationCode ? line.quantity : 0;
    const refusal = quantityChangeRefusal(
      asCartItem(item, language, variation, held),
      quantity,
      linesOfItem(item, language, line),
    );
    if (refusal) cartRefusal(refusal);
    const variationCode = variation ? codeOf(variation) : '';
    const taken = lines.some(
      (other) =>
        other !== line && other.itemId === line.itemId && other.variationCode === variationCode,
    );
    if (taken) cartRefusal('Item already in cart');
    line.quantity = quantity;
    line.variationCode = variationCode;
    return rows(language);
  }

  function removeItem({ query, language }: FakeRequest): FakeCartRow[] {
    const cartId = rowId(query.cart_id, 'cart_id');
    if (!lines.some((line) => line.id === cartId)) cartRefusal('Item_not_in_cart');
    lines = lines.filter((line) => line.id !== cartId);
    return rows(language);
  }

  function clear({ language }: FakeRequest): MessageReply {
    lines = [];
    return { message: translate(language, 'Cart cleared') };
  }

  return {
    view: {
      rows: (language = 'en') => rows(language),
      put,
      clear: () => {
        lines = [];
      },
    },
    list: ({ language }) => rows(language),
    add,
    update,
    removeItem,
    clear,
  };
}
