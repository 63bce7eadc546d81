import type { CartItem } from '../api/wire';

/** The lines of one store in the cart, in the order the cart holds them. */
export interface CartStoreGroup {
  storeId: number;
  /** The store's name as its items carry it; empty when they carry none. */
  name: string;
  lines: readonly CartItem[];
}

/**
 * The cart's lines by store, stores in the order their first line appears. An order takes the
 * lines of one store (demo-site/server/routes/order/orderLines.ts): with several, the shopper
 * picks one and the others stay in the cart.
 */
export function storesInCart(lines: readonly CartItem[]): CartStoreGroup[] {
  const groups = new Map<number, { name: string; lines: CartItem[] }>();
  for (const line of lines) {
    const storeId = line.store_id ?? 0;
    const group = groups.get(storeId);
    if (group) group.lines.push(line);
    else groups.set(storeId, { name: line.store_name ?? '', lines: [line] });
  }
  return [...groups].map(([storeId, group]) => ({ storeId, ...group }));
}

/** The store whose lines are ordered: the one chosen if still in the cart, else the only one. */
export function chosenStore(
  stores: readonly CartStoreGroup[],
  chosenId: number | null,
): CartStoreGroup | null {
  const chosen = stores.find((store) => store.storeId === chosenId);
  if (chosen) return chosen;
  return stores.length === 1 ? (stores[0] ?? null) : null;
}
