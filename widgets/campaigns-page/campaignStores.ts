import type { Item } from '../../src/core/api/wire';

/** A store a campaign's items come from. */
export interface CampaignStore {
  id: number;
  name: string;
}

/**
 * The stores a campaign's items come from, each once, in the order their first item appears;
 * items that do not say their store are left out.
 */
export function campaignStores(
  items: readonly Pick<Item, 'store_id' | 'store_name'>[],
): CampaignStore[] {
  const stores = new Map<number, CampaignStore>();
  for (const { store_id: id, store_name: name } of items) {
    if (id === undefined || !name || stores.has(id)) continue;
    stores.set(id, { id, name });
  }
  return [...stores.values()];
}
