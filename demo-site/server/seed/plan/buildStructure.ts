/*
 * Modules, zones and categories: the rows everything else points at.
 */
import { PARENT_CATEGORIES } from '../vocabulary/catalog';
import { MODULES } from '../vocabulary/modules';
import type { ChildCategory, ModuleType, ParentCategory } from '../vocabulary/types';
import { ZONES } from '../vocabulary/zones';
import type { ImageRegistry } from './imageRegistry';
import { kebab } from './text';
import type { CategoryRow, ModuleRow, ZoneRow } from './types';

/** A child category with its parent and row, as the item builder needs it. */
export interface PlannedCategory {
  parent: ParentCategory;
  child: ChildCategory;
  row: CategoryRow;
}

/** The rows of modules, zones and categories, and lookups into them. */
export interface Structure {
  modules: ModuleRow[];
  zones: ZoneRow[];
  categories: CategoryRow[];
  children: PlannedCategory[];
  moduleId(type: ModuleType): number;
}

/** Builds modules (ecommerce first, id 1), zones (Cairo first, default) and categories. */
export function buildStructure(images: ImageRegistry): Structure {
  const modules: ModuleRow[] = MODULES.map((module, index) => ({
    id: index + 1,
    nameEn: module.en,
    nameAr: module.ar,
    moduleType: module.type,
    icon: images.add({
      folder: 'business',
      name: `module-${module.type}.svg`,
      shape: 'tile',
      icons: [module.icon],
      tint: module.tint,
    }),
    status: true,
  }));
  const moduleId = (type: ModuleType): number => {
    const found = modules.find((module) => module.moduleType === type);
    if (!found) throw new Error(`No module of type ${type}`);
    return found.id;
  };

  const zones: ZoneRow[] = ZONES.map((zone, index) => ({
    id: index + 1,
    nameEn: zone.en,
    nameAr: zone.ar,
    latitude: zone.latitude,
    longitude: zone.longitude,
    radiusKm: zone.radiusKm,
    isDefault: zone.isDefault,
    perKmShippingCharge: zone.perKm,
    minimumShippingCharge: zone.minimum,
    maximumShippingCharge: zone.maximum,
    increasedDeliveryFee: zone.increasedFee,
    increasedDeliveryFeeStatus: zone.increasedFeeStatus,
  }));

  const categories: CategoryRow[] = [];
  const children: PlannedCategory[] = [];
  const categoryRow = (
    words: { en: string; ar: string; icon: string },
    parent: ParentCategory,
    parentId: number | null,
    priority: number,
  ): CategoryRow => {
    const slug = kebab(words.en);
    const row: CategoryRow = {
      id: categories.length + 1,
      parentId,
      moduleId: moduleId(parent.module),
      slug,
      nameEn: words.en,
      nameAr: words.ar,
      image: images.add({
        folder: 'category',
        name: `${slug}.svg`,
        shape: 'tile',
        icons: [words.icon],
        tint: parent.tint,
      }),
      priority,
    };
    categories.push(row);
    return row;
  };
  PARENT_CATEGORIES.forEach((parent, parentIndex) => {
    const parentRow = categoryRow(parent, parent, null, PARENT_CATEGORIES.length - parentIndex);
    parent.children.forEach((child, childIndex) => {
      const row = categoryRow(child, parent, parentRow.id, parent.children.length - childIndex);
      children.push({ parent, child, row });
    });
  });

  return { modules, zones, categories, children, moduleId };
}
