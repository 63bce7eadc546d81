import { TINTS } from './palette';
import type { Bilingual, ModuleType, Tint } from './types';

/** A business module as the seed writes it. */
export interface ModuleWords extends Bilingual {
  type: ModuleType;
  icon: string;
  tint: Tint;
}

/** The modules, ecommerce first so it gets the fixed id 1. */
export const MODULES: readonly ModuleWords[] = [
  { type: 'ecommerce', en: 'Shop', ar: 'تسوق', icon: 'shopping-bags', tint: TINTS.indigo },
  { type: 'grocery', en: 'Grocery', ar: 'بقالة', icon: 'shopping-cart', tint: TINTS.green },
  { type: 'food', en: 'Food', ar: 'طعام', icon: 'fork-and-knife-with-plate', tint: TINTS.wheat },
  { type: 'pharmacy', en: 'Pharmacy', ar: 'صيدلية', icon: 'pill', tint: TINTS.teal },
  { type: 'parcel', en: 'Parcel', ar: 'طرود', icon: 'package', tint: TINTS.lime },
];
