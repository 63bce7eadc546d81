import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { modules } from '../../db/schema';
import { fail, notFound } from '../../http/ApiFailure';
import { keptUntilCatalogChange } from './keptUntilCatalogChange';

/**
 * Which module's rows a catalog read covers: one module's id, or null for every module. The
 * all-in-one 'ecommerce' module (the "Shop", id 1 in the seed) covers every module, so a client
 * that sends `moduleId: 1`, or no module at all, sees the whole catalog as it always has.
 */
export type ModuleScope = number | null;

/** The module type whose shop sells every module's rows. */
const ALL_IN_ONE = 'ecommerce';

/** Longest header text read as a number; a longer one is no id of this shop. */
const MAX_ID_DIGITS = 9;

/** The `moduleId` header as text, or '' when the request sends none. */
function moduleHeader(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers.moduleid;
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}

/**
 * A reader of the scope a request's `moduleId` header asks for, over `db`'s modules (read once
 * until the catalog changes). A header that is not a positive whole number is a 400; the id of no active
 * module a 404, so a client with a stale module learns of it instead of seeing an empty shop.
 */
export function requestModuleScope(
  db: Database,
): (request: Pick<FastifyRequest, 'headers'>) => Promise<ModuleScope> {
  const activeModules = keptUntilCatalogChange(db, () =>
    db.select({ id: modules.id, type: modules.moduleType, status: modules.status }).from(modules),
  );
  return async (request) => {
    const text = moduleHeader(request);
    if (text === '') return null;
    if (!/^[1-9]\d*$/.test(text) || text.length > MAX_ID_DIGITS) {
      throw fail(400, 'moduleId', 'The moduleId header must be a module number');
    }
    const id = Number(text);
    const found = (await activeModules()).find((row) => row.id === id && row.status);
    if (!found) throw notFound('moduleId', 'No module found');
    return found.type === ALL_IN_ONE ? null : found.id;
  };
}
