/*
 * Short constructors that keep the vocabulary files readable: one line per product or size.
 */
import type { Gender, Modifier, ProductBase, Size } from './types';

/** A product base; the gender matters only where an adjective modifier follows it. */
export function product(
  en: string,
  ar: string,
  icon: string,
  gender: Gender = 'm',
  extra: Pick<ProductBase, 'veg' | 'sizes'> = {},
): ProductBase {
  return { en, ar, icon, gender, ...extra };
}

/** A size; its variation code defaults to the English text without spaces ("1 kg" → "1kg"). */
export function size(en: string, ar: string, code: string = en.replace(/\s+/g, '')): Size {
  return { en, ar, code };
}

/** A brand-like name: a noun that needs no agreement. */
export function brand(en: string, ar: string): Modifier {
  return { en, ar };
}

/** An Arabic adjective with its masculine and feminine forms. */
export function adjective(en: string, m: string, f: string): Modifier {
  return { en, ar: { m, f } };
}

/** A phrase that follows the base in English too ("with Cheese" / "بالجبنة"). */
export function after(en: string, ar: string): Modifier {
  return { en, ar, enAfter: true };
}
