import type { Module } from '../../../src/core/api/wire';
import type { Locale } from '../../../src/core/i18n';
import type { modules } from '../db/schema';
import { localized } from '../http/language';

/** A business module as the API sends it. */
export interface ModuleWire extends Module {
  module_name: string;
  icon: string;
  status: 0 | 1;
}

/** Serialises a module row, named in the request's language. */
export function moduleWire(row: typeof modules.$inferSelect, language: Locale): ModuleWire {
  return {
    id: row.id,
    module_name: localized(language, row.nameEn, row.nameAr),
    module_type: row.moduleType,
    icon: row.icon,
    status: row.status ? 1 : 0,
  };
}
