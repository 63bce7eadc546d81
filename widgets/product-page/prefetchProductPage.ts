import { itemKeyOf, loadItemDetails } from '../../src/core/catalog';
import type { SouqCore } from '../../src/core/createSouqCore';

/**
 * Starts the read of the product page's item (its id or slug, as `ProductPage`'s `itemId`) once
 * the shop has booted, before the page's code has rendered: its picture, the page's largest
 * paint, is then not kept waiting for that render. The page reads the same cache key and gets
 * the request in flight. Settles once the item is in the cache; fails when it cannot be read
 * (the page says so itself).
 */
export async function prefetchProductPage(
  core: Pick<SouqCore, 'api' | 'cache' | 'locale'>,
  itemId: number | string,
): Promise<void> {
  const key = itemKeyOf(itemId);
  if (key === undefined) return;
  await loadItemDetails(core, key, core.locale.language.value);
}
