import { inArray } from 'drizzle-orm';
import type { ItemModule } from '../../../../src/core/api/wire';
import type { Database } from '../../db/database';
import { modules } from '../../db/schema';

/** The module of each item a cart reply holds, read once per module and kept. */
export interface ModuleTypes {
  /** Reads the types of the modules not known yet (none, once every module has been seen). */
  learn(db: Database, moduleIds: Iterable<number>): Promise<void>;
  /** 6amMart's module object of a module seen by `learn`. */
  moduleOf(moduleId: number): ItemModule;
}

/**
 * A module's type never changes once the shop has it (a module is a kind of business: grocery,
 * pharmacy, parcel), so cart replies look each one up once rather than join it on every read.
 */
export function moduleTypes(): ModuleTypes {
  const known = new Map<number, string>();
  return {
    learn: async (db, moduleIds) => {
      const missing = [...new Set(moduleIds)].filter((id) => !known.has(id));
      if (missing.length === 0) return;
      const rows = await db
        .select({ id: modules.id, type: modules.moduleType })
        .from(modules)
        .where(inArray(modules.id, missing));
      for (const row of rows) known.set(row.id, row.type);
    },
    moduleOf: (moduleId) => ({ id: moduleId, module_type: known.get(moduleId) ?? '' }),
  };
}
