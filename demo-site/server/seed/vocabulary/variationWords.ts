/*
 * The words of the variation pickers: each group's title and the colours items come in, in both
 * languages, so an Arabic shopper chooses among Arabic options.
 */
import type { Bilingual } from './types';

/** The title of each kind of choice group a category's items offer. */
export const VARIATION_TITLES = {
  Weight: { en: 'Weight', ar: 'الوزن' },
  Size: { en: 'Size', ar: 'الحجم' },
  Volume: { en: 'Volume', ar: 'السعة' },
  Pack: { en: 'Pack', ar: 'العبوة' },
  Age: { en: 'Age', ar: 'العمر' },
  Model: { en: 'Model', ar: 'الموديل' },
  Color: { en: 'Color', ar: 'اللون' },
} as const satisfies Record<string, Bilingual>;

/** A choice group's title. */
export type VariationTitle = keyof typeof VARIATION_TITLES;

/** A colour an item comes in; `code` is its variation option ("Red"). */
export interface Colour extends Bilingual {
  code: string;
}

/** The colours tools, bags and toys come in. */
export const COLOURS: readonly Colour[] = [
  { code: 'Red', en: 'Red', ar: 'أحمر' },
  { code: 'Blue', en: 'Blue', ar: 'أزرق' },
  { code: 'Black', en: 'Black', ar: 'أسود' },
  { code: 'White', en: 'White', ar: 'أبيض' },
  { code: 'Green', en: 'Green', ar: 'أخضر' },
  { code: 'Pink', en: 'Pink', ar: 'وردي' },
];
