import { isApiError } from '../../src/core/api/ApiError';
import type { CartItem, Item, OrderDetail } from '../../src/core/api/wire';
import { loadItem } from '../../src/core/catalog';
import { type ReorderRefusal, reorderLine } from '../../src/core/orders';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { useSouq } from '../../src/ui/souq';

/** What became of one line of the order (`lineId`: the order line's id). */
export type ReorderResult = { lineId: number; name: string } & (
  | { outcome: 'added'; quantity: number; fewer: boolean }
  | { outcome: ReorderRefusal | 'failed' }
);

/** The item as the shop sells it today; null when it no longer does. */
async function itemToday(
  core: Parameters<typeof loadItem>[0],
  itemId: number,
  language: Parameters<typeof loadItem>[2],
): Promise<Item | null | 'failed'> {
  try {
    return await loadItem(core, itemId, language);
  } catch (error) {
    return isApiError(error) && error.status === 404 ? null : 'failed';
  }
}

/**
 * "Order again": puts each line of the order back into the cart, one after another, as the item
 * is sold today and by the cart's own rules, firing `souq:item-add` for each added; answers what
 * became of every line.
 */
export function useOrderAgain(): (lines: readonly OrderDetail[]) => Promise<ReorderResult[]> {
  const core = useSouq();
  const events = useSouqEvents();
  return async (lines) => {
    const language = core.locale.language.value;
    const results: ReorderResult[] = [];
    for (const sold of lines) {
      const named = { lineId: sold.id, name: sold.item_details.name };
      const item = await itemToday(core, sold.item_id, language);
      if (item === 'failed') {
        results.push({ ...named, outcome: 'failed' });
        continue;
      }
      const planned = reorderLine(sold, item, core.cart.lines.value);
      if (planned.kind === 'refused') {
        results.push({ ...named, outcome: planned.reason });
        continue;
      }
      const line: CartItem = planned.line;
      if (await core.cart.add(line)) {
        events.dispatchLine('souq:item-add', line);
        results.push({ ...named, outcome: 'added', quantity: line.quantity, fewer: planned.fewer });
      } else {
        results.push({ ...named, outcome: 'failed' });
      }
    }
    return results;
  };
}
