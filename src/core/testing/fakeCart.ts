/*
 * The fake shop's cart: the demo server's cart routes (demo-site/server/routes/account/
 * cartRoutes.ts) over an in-memory list, refusing with the shared core rules exactly as it does.
 */
import type {
  CartItem,
  CartModel,
  Item,
  ItemVariation,
  MessageReply,
  ServerCartRow,
} from '../api/wire';
import { addToCart, type CartMessageKey, incrementQuantity } from '../cart';
import type { Locale } from '../i18n/locale';
import { unitPrice } from '../pricing';
import { type FakeRequest, fieldsOf, refuse, translate, wholeNumber } from './fakeHttp';

/** Most units of one line a request may ask for (as the demo server). */
const MAX_LINE_QUANTITY = 1000;
/** Largest row id the demo server accepts. */
const MAX_ROW_ID = 2_147_483_647;

/** The catalog in one language. */
export type CatalogOf = (language: Locale) => readonly Item[];

/** A cart row as the fake shop sends it: the demo server's. */
export type FakeCartRow = ServerCartRow;

interface StoredLine {
  id: number;
  itemId: number;
  quantity: number;
  /** The chosen variation's type, '' for none. */
  variationType: string;
}

/** A line a story or test starts the cart with. */
export interface FakeCartSeed {
  itemId: number;
  quantity?: number;
  /** The variation type, e.g. 'Small'. */
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

/** The variation type a request names: its entries' types joined by '-', as the core does. */
function requestedType(value: unknown): string {
  if (value === undefined) return '';
  if (!Array.isArray(value))
    return refuse(422, 'variation', '{field} is invalid', { field: 'variation' });
  return value
    .map((entry) => {
      const type = fieldsOf(entry).type;
      return typeof type === 'string'
        ? type
        : refuse(422, 'variation', '{field} is invalid', { field: 'variation' });
    })
    .join('-');
}

function offeredVariation(item: Item, type: string): ItemVariation | null {
  return item.variations?.find((variation) => variation.type === type) ?? null;
}

function resolveVariation(item: Item, type: string): ItemVariation | null {
  const offered = item.variations ?? [];
  if (offered.length === 0) {
    return type === '' ? null : refuse(422, 'variation', 'This variation does not exist');
  }
  if (type === '') return refuse(422, 'variation', 'Choose a variation of this item');
  return offeredVariation(item, type) ?? refuse(422, 'variation', 'This variation does not exist');
}

function assertPurchasable(item: Item): void {
  const today = new Date().toISOString().slice(0, 10);
  if (item.available_date_starts && item.available_date_starts > today) {
    refuse(403, 'item_id', 'This item is not available yet');
  }
}

function asCartItem(item: Item, variation: ItemVariation | null, quantity: number): CartItem {
  return { ...item, selectedOption: variation ? [variation] : [], quantity };
}

/** The core's increment rule applied from one below, as the demo server sets a quantity. */
function quantityRefusal(candidate: CartItem): CartMessageKey | null {
  const oneBelow = { ...candidate, quantity: candidate.quantity - 1 };
  const result = incrementQuantity([oneBelow], oneBelow);
  return result.ok ? null : result.error;
}

/** Creates an empty cart over the catalog; `digits` is the shop's price precision. */
export function createFakeCart(catalog: CatalogOf, digits: () => number): FakeCartBackend {
  let lines: StoredLine[] = [];
  let nextId = 1;

  const itemOf = (itemId: number, language: Locale) =>
    catalog(language).find((item) => item.id === itemId);

  function rowOf(line: StoredLine, item: Item): FakeCartRow {
    const variation = offeredVariation(item, line.variationType);
    const selectedOption = variation ? [variation] : [];
    const model = modelOf(item);
    return {
      id: line.id,
      item_id: item.id,
      item,
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
    const variationType = seed.variation ?? '';
    const quantity = seed.quantity ?? 1;
    const line = lines.find(
      (candidate) => candidate.itemId === item.id && candidate.variationType === variationType,
    );
    if (line) line.quantity = quantity;
    else lines.push({ id: nextId++, itemId: item.id, quantity, variationType });
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
    const variation = resolveVariation(item, requestedType(fields.variation));
    const sameItem = lines
      .filter((line) => line.itemId === item.id)
      .map((line) => asCartItem(item, offeredVariation(item, line.variationType), line.quantity));
    const added = addToCart(sameItem, asCartItem(item, variation, quantity));
    if (!added.ok) cartRefusal(added.error);
    lines.push({ id: nextId++, itemId: item.id, quantity, variationType: variation?.type ?? '' });
    return rows(language);
  }

  function update({ body, language }: FakeRequest): FakeCartRow[] {
    const fields = fieldsOf(body);
    const cartId = rowId(fields.cart_id, 'cart_id');
    const quantity = lineQuantity(fields.quantity);
    const line = lines.find((candidate) => candidate.id === cartId);
    const item = line && itemOf(line.itemId, language);
    if (!line || !item) return cartRefusal('Item_not_in_cart');
    const type = requestedType(fields.variation);
    const variation =
      type === '' ? offeredVariation(item, line.variationType) : resolveVariation(item, type);
    const refusal = quantityRefusal(asCartItem(item, variation, quantity));
    if (refusal) cartRefusal(refusal);
    const variationType = variation?.type ?? '';
    const taken = lines.some(
      (other) =>
        other !== line && other.itemId === line.itemId && other.variationType === variationType,
    );
    if (taken) cartRefusal('Item already in cart');
    line.quantity = quantity;
    line.variationType = variationType;
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
