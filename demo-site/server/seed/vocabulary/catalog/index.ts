import type { ParentCategory } from '../types';
import { BAKERY, DAIRY, MEAT, PRODUCE } from './fresh';
import { BABY, PERSONAL_CARE, PHARMACY } from './health';
import { ELECTRONICS, HOUSEHOLD, STATIONERY } from './home';
import { MEALS } from './meals';
import { PARCELS } from './parcels';
import { BEVERAGES, FROZEN, PANTRY, SNACKS } from './shelves';

/** Every parent category of the demo, in the order the shop lists them. */
export const PARENT_CATEGORIES: readonly ParentCategory[] = [
  PRODUCE,
  BAKERY,
  DAIRY,
  MEAT,
  BEVERAGES,
  SNACKS,
  PANTRY,
  FROZEN,
  PHARMACY,
  PERSONAL_CARE,
  BABY,
  HOUSEHOLD,
  ELECTRONICS,
  STATIONERY,
  MEALS,
  PARCELS,
];
