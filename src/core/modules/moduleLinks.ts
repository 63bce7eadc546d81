import { PARCEL_PATH, PRESCRIPTION_PATH, prescriptionPath } from '../catalog/storefrontRoutes';
import type { MessageKey } from '../i18n/resources';

/** A page of the storefront that belongs to one module, as an entry its home shows. */
export interface ModulePage {
  path: string;
  label: MessageKey;
  description: MessageKey;
}

/** Where a module's own pages are. */
export interface ModuleLinks {
  /** The page choosing the module opens, or null to stay on the page the shopper is on. */
  landing: string | null;
  /** Entries to the module's own pages, shown on the home page while it is the current one. */
  pages: readonly ModulePage[];
}

const PRESCRIPTION_PAGE: ModulePage = {
  path: PRESCRIPTION_PATH,
  label: 'Order with a prescription',
  description: 'Upload a photo of your prescription and a pharmacy prices it for you',
};

/**
 * The pages of a module type (6amMart's `module_type`): parcel has a page of its own instead of
 * a catalog, so choosing it opens /parcel; a pharmacy takes prescription orders besides its
 * catalog. Every other type is a catalog and has no pages of its own.
 */
export function moduleLinks(moduleType: string): ModuleLinks {
  switch (moduleType) {
    case 'parcel':
      return { landing: PARCEL_PATH, pages: [] };
    case 'pharmacy':
      return { landing: null, pages: [PRESCRIPTION_PAGE] };
    default:
      return { landing: null, pages: [] };
  }
}

/**
 * A store's own entries in its module, for its page: a pharmacy takes a prescription order for
 * itself. None in the other modules.
 */
export function storeModulePages(moduleType: string, storeId: number): readonly ModulePage[] {
  if (moduleType !== 'pharmacy') return [];
  return [
    {
      ...PRESCRIPTION_PAGE,
      path: prescriptionPath(storeId),
      description: 'Upload a photo of your prescription and this pharmacy prices it for you',
    },
  ];
}

/**
 * The module type a storefront page belongs to (its path, with or without a query), or null for a
 * page of every module.
 */
export function moduleTypeOfPage(path: string): string | null {
  const pathname = path.split(/[?#]/)[0];
  if (pathname === PARCEL_PATH) return 'parcel';
  if (pathname === PRESCRIPTION_PATH) return 'pharmacy';
  return null;
}
