import type { Database } from '../../db/database';
import { onCatalogChange } from './catalogChanges';

/**
 * A read of catalog rows that no item's own row changes (the category tree), kept until a
 * change of the catalog that may touch it: every request asks for it, and on PGlite each read
 * would wait its turn on the one connection. A change of some items' rows keeps it; a failed
 * read is not kept.
 */
export function keptUntilCatalogChange<T>(
  db: Database,
  read: () => PromiseLike<T>,
): () => Promise<T> {
  let kept: Promise<T> | undefined;
  onCatalogChange(db, (change) => {
    if (change.scope === 'catalog') kept = undefined;
  });
  return () => {
    if (kept) return kept;
    // Settled once into a promise of its own: a query builder runs again each time it is awaited.
    const reading = Promise.resolve().then(read);
    kept = reading;
    reading.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading;
  };
}
