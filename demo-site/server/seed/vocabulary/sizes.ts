/*
 * Pack sizes and portions shared by several categories. Arabic counts follow the numeral rule:
 * a plural noun after 3–10, a singular one after 11 and above.
 */
import { size } from './words';

/** Light goods sold by weight: spices, nuts, chocolate. */
export const WEIGHT_LIGHT = [
  size('100 g', '100 جم'),
  size('250 g', '250 جم'),
  size('500 g', '500 جم'),
];

/** Goods sold by weight in the middle range: cheese, honey, biscuits. */
export const WEIGHT_MEDIUM = [
  size('250 g', '250 جم'),
  size('500 g', '500 جم'),
  size('1 kg', '1 كجم'),
];

/** Goods sold by the kilo: fruit, vegetables, rice. */
export const WEIGHT_HEAVY = [size('500 g', '500 جم'), size('1 kg', '1 كجم'), size('2 kg', '2 كجم')];

/** Meat and fish cuts. */
export const WEIGHT_MEAT = [
  size('500 g', '500 جم'),
  size('1 kg', '1 كجم'),
  size('1.5 kg', '1.5 كجم'),
];

/** Frozen bags. */
export const WEIGHT_FROZEN = [
  size('400 g', '400 جم'),
  size('1 kg', '1 كجم'),
  size('2 kg', '2 كجم'),
];

/** Milk and other drinks by the carton. */
export const VOLUME_CARTON = [size('250 ml', '250 مل'), size('1 L', '1 لتر'), size('2 L', '2 لتر')];

/** Bottled water. */
export const VOLUME_WATER = [
  size('330 ml', '330 مل'),
  size('600 ml', '600 مل'),
  size('1.5 L', '1.5 لتر'),
];

/** Soft drinks: a can or a bottle. */
export const VOLUME_SODA = [size('330 ml', '330 مل'), size('1 L', '1 لتر'), size('2 L', '2 لتر')];

/** Cooking oils. */
export const VOLUME_OIL = [size('750 ml', '750 مل'), size('1 L', '1 لتر'), size('2 L', '2 لتر')];

/** Shampoo and body care bottles. */
export const VOLUME_BOTTLE = [
  size('200 ml', '200 مل'),
  size('400 ml', '400 مل'),
  size('600 ml', '600 مل'),
];

/** Creams and lotions in small tubes. */
export const VOLUME_TUBE = [
  size('50 ml', '50 مل'),
  size('100 ml', '100 مل'),
  size('200 ml', '200 مل'),
];

/** Baby care bottles. */
export const VOLUME_BABY = [
  size('100 ml', '100 مل'),
  size('200 ml', '200 مل'),
  size('500 ml', '500 مل'),
];

/** Packs of any product where weight or volume would mislead. */
export const PACKS = [
  size('Small pack', 'عبوة صغيرة', 'Small'),
  size('Regular pack', 'عبوة عادية', 'Regular'),
  size('Value pack', 'عبوة اقتصادية', 'Value'),
];

/** Portions of a cake, a pizza or a plate. */
export const PORTIONS = [
  size('Small', 'حجم صغير', 'Small'),
  size('Medium', 'حجم وسط', 'Medium'),
  size('Large', 'حجم كبير', 'Large'),
];

/** Sizes of tools, bags and toys. */
export const FITS = [
  size('Small', 'مقاس صغير', 'Small'),
  size('Medium', 'مقاس وسط', 'Medium'),
  size('Large', 'مقاس كبير', 'Large'),
];

/** Models of a device. */
export const MODELS = [
  size('Basic', 'موديل أساسي', 'Basic'),
  size('Plus', 'موديل بلس', 'Plus'),
  size('Pro', 'موديل برو', 'Pro'),
];

/** Pieces of bread or pastry. */
export const PIECES = [
  size('1 pc', 'قطعة واحدة', '1pc'),
  size('4 pcs', '4 قطع'),
  size('6 pcs', '6 قطع'),
];

/** Loaves by the bag. */
export const LOAVES = [
  size('5 pcs', '5 أرغفة'),
  size('10 pcs', '10 أرغفة'),
  size('20 pcs', '20 رغيفًا'),
];

/** Frozen pieces by the box. */
export const PIECES_FROZEN = [
  size('6 pcs', '6 قطع'),
  size('12 pcs', '12 قطعة'),
  size('24 pcs', '24 قطعة'),
];

/** Tablets by the strip. */
export const TABLETS = [
  size('10 tablets', '10 أقراص'),
  size('20 tablets', '20 قرصًا'),
  size('30 tablets', '30 قرصًا'),
];

/** Supplements by the jar. */
export const TABLETS_JAR = [
  size('30 tablets', '30 قرصًا'),
  size('60 tablets', '60 قرصًا'),
  size('90 tablets', '90 قرصًا'),
];

/** Snack bags. */
export const BAGS = [
  size('Small bag', 'كيس صغير', 'Small'),
  size('Large bag', 'كيس كبير', 'Large'),
  size('Family bag', 'كيس عائلي', 'Family'),
];

/** Biscuit packs. */
export const BOXES = [
  size('1 pack', 'علبة واحدة', '1pack'),
  size('6 packs', '6 علب'),
  size('12 packs', '12 علبة'),
];

/** Tins. */
export const CANS = [
  size('1 can', 'علبة واحدة', '1can'),
  size('3 cans', '3 علب'),
  size('6 cans', '6 علب'),
];

/** Yoghurt cups. */
export const CUPS = [
  size('1 cup', 'كوب واحد', '1cup'),
  size('4 cups', '4 أكواب'),
  size('8 cups', '8 أكواب'),
];

/** Eggs by the tray. */
export const EGGS = [
  size('6 eggs', '6 بيضات'),
  size('15 eggs', '15 بيضة'),
  size('30 eggs', '30 بيضة'),
];

/** Herbs and greens by the bunch. */
export const BUNCHES = [
  size('1 bunch', 'حزمة واحدة', '1bunch'),
  size('3 bunches', '3 حزم'),
  size('5 bunches', '5 حزم'),
];

/** Ice cream by the cup or tub. */
export const TUBS = [
  size('1 cup', 'كوب واحد', '1cup'),
  size('1 L tub', 'علبة 1 لتر', '1L'),
  size('2 L tub', 'علبة 2 لتر', '2L'),
];

/** Baby products by age. */
export const AGES = [
  size('Newborn', 'لحديثي الولادة', 'Newborn'),
  size('6+ months', 'من 6 شهور', '6m'),
  size('12+ months', 'من عمر سنة', '12m'),
];

/** Grilled meat by weight, as an Egyptian grill sells it. */
export const GRILL_WEIGHTS = [
  size('Quarter kilo', 'ربع كيلو', '250g'),
  size('Half kilo', 'نصف كيلو', '500g'),
  size('1 kilo', 'كيلو', '1kg'),
];

/** Sandwich portions. */
export const SANDWICH_PORTIONS = [
  size('Regular', 'حجم عادي', 'Regular'),
  size('Large', 'حجم كبير', 'Large'),
  size('Combo meal', 'وجبة كومبو', 'Combo'),
];

/** Dessert portions. */
export const DESSERT_PORTIONS = [
  size('Single', 'طبق فردي', 'Single'),
  size('Large', 'حجم كبير', 'Large'),
  size('Family tray', 'صينية عائلية', 'Family'),
];

/** Parcel weight bands. */
export const PARCEL_WEIGHTS = [
  size('up to 1 kg', 'حتى 1 كجم', '1kg'),
  size('up to 5 kg', 'حتى 5 كجم', '5kg'),
  size('up to 10 kg', 'حتى 10 كجم', '10kg'),
];
