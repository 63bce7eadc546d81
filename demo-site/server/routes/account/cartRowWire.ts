import type { CartModel, ItemVariation, ServerCartRow } from '../../../../src/core/api/wire';
import type { Locale } from '../../../../src/core/i18n';
import { unitPrice } from '../../../../src/core/pricing';
import type { StoredVariation } from '../../db/schema';
import { type ItemWire, type ItemWithStore, itemWire, pricedItem } from '../../serializers/item';
import { variationWire } from '../../serializers/variation';
import type { CartLineRow } from './cartLines';
import type { ModuleTypes } from './moduleTypes';

/** A cart row as the API sends it: spec §7's add-to-cart reply, with the server's unit price. */
export interface CartRowWire extends ServerCartRow {
  item: ItemWire;
  variation: ItemVariation[];
  item_type: CartModel;
  model: CartModel;
}

/**
 * The variation a line holds as the item offers it now (its price and stock may have changed
 * since it was added); the stored copy stands in if the item no longer offers it.
 */
export function currentVariation(
  item: Pick<ItemWithStore, 'variations'>,
  line: { variationKey: string; variation: StoredVariation[] },
): StoredVariation[] {
  if (line.variationKey === '') return [];
  const offered = item.variations.find((variation) => variation.type === line.variationKey);
  return offered ? [offered] : line.variation;
}

const servedItems = new WeakMap<ItemWithStore, Partial<Record<Locale, ItemWire>>>();

/**
 * The item of a row as sent, made once per item row and language: every line of every cart that
 * holds an item kept in memory shares it.
 */
function itemWireOnce(item: ItemWithStore, language: Locale): ItemWire {
  const made = servedItems.get(item) ?? {};
  const wire = made[language] ?? itemWire(item, language);
  made[language] = wire;
  servedItems.set(item, made);
  return wire;
}

/**
 * Serialises a line; its price is the unit price after discounts (a running flash sale's terms
 * when the item is on one, as the item's own fields say), priced by the shared core.
 */
export function cartRowWire(
  { line, item }: { line: CartLineRow; item: ItemWithStore },
  language: Locale,
  types: Pick<ModuleTypes, 'moduleOf'>,
): CartRowWire {
  const variation = currentVariation(item, line);
  // 6amMart's clients read the item's module as an object (`module.module_type`), on the row
  // and on its item.
  const module = types.moduleOf(item.moduleId);
  return {
    id: line.id,
    item_id: line.itemId,
    item: { ...itemWireOnce(item, language), module },
    module,
    quantity: line.quantity,
    price: unitPrice({ ...pricedItem(item), selectedOption: variation }),
    // Read in the language the cart is listed in, whichever it was added in.
    variation: variation.map((chosen) => variationWire(chosen, item.choiceOptions, language)),
    item_type: line.model,
    model: line.model,
  };
}

/** A row as JSON (UTF-8), by the line it serialises, while that line holds the same item row. */
const writtenRows = new WeakMap<
  CartLineRow,
  { item: ItemWithStore; json: Partial<Record<Locale, Buffer>> }
>();

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A cart reply as JSON in UTF-8, the same text as `JSON.stringify` of its rows. Each row is
 * written once per language and kept with its line, for as long as the line and its item are the
 * ones kept in memory: a long cart listed again costs a copy of bytes, not a serialisation and
 * an encoding of every item it holds.
 */
export function cartRowsJson(
  rows: readonly { line: CartLineRow; item: ItemWithStore }[],
  language: Locale,
  types: Pick<ModuleTypes, 'moduleOf'>,
): Buffer {
  const parts: Buffer[] = [OPEN];
  for (const { line, item } of rows) {
    let written = writtenRows.get(line);
    if (written?.item !== item) {
      written = { item, json: {} };
      writtenRows.set(line, written);
    }
    const json =
      written.json[language] ??
      Buffer.from(JSON.stringify(cartRowWire({ line, item }, language, types)));
    written.json[language] = json;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(json);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
