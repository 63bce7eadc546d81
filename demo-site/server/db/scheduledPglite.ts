import type { PGlite } from '@electric-sql/pglite';
import { createQueryScheduler, type QueryScheduler } from './queryScheduler';

/** The entry points of PGlite that take its one connection; everything else passes through. */
const SCHEDULED = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * The same PGlite, with every statement and transaction let through by `scheduler` (by default a
 * new one): background work waits while normal work is queued. A transaction holds the
 * connection until it ends, as it does in PGlite, and its own statements are not queued again.
 */
export function scheduledPglite(
  client: PGlite,
  scheduler: QueryScheduler = createQueryScheduler(),
): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite keeps its state in private fields, reachable only with the real instance as `this`.
      const bound = (...args: unknown[]): unknown => Reflect.apply(value, target, args);
      if (!SCHEDULED.has(property)) return bound;
      return (...args: unknown[]) => scheduler.run(async () => bound(...args));
    },
  });
}
