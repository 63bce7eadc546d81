/*
 * Item names and descriptions from a base, a modifier and an optional size. Arabic puts the
 * modifier after the noun and makes an adjective agree with it; English puts a brand or an
 * adjective first and a "with …" phrase last.
 */
import type { Bilingual, Modifier, ParentCategory, ProductBase, Size } from '../vocabulary/types';

/** One way to make an item: a base, a modifier, and a size (null when sizes are variations). */
export interface NameCombo {
  base: ProductBase;
  modifier: Modifier;
  size: Size | null;
}

/** The item's name in both languages. */
export function itemName({ base, modifier, size }: NameCombo): Bilingual {
  const modifierAr = typeof modifier.ar === 'string' ? modifier.ar : modifier.ar[base.gender];
  const en = modifier.enAfter ? `${base.en} ${modifier.en}` : `${modifier.en} ${base.en}`;
  const ar = `${base.ar} ${modifierAr}`;
  return size ? { en: `${en} - ${size.en}`, ar: `${ar} - ${size.ar}` } : { en, ar };
}

/** The item's description: its name, then two of its parent category's blurbs. */
export function itemDescription(name: Bilingual, parent: ParentCategory, first: number): Bilingual {
  const count = parent.blurbs.length;
  const one = parent.blurbs[first % count];
  const two = parent.blurbs[(first + 1) % count];
  const blurbs = [one, two].filter((blurb) => blurb !== undefined);
  return {
    en: [`${name.en}.`, ...blurbs.map((blurb) => blurb.en)].join(' '),
    ar: [`${name.ar}.`, ...blurbs.map((blurb) => blurb.ar)].join(' '),
  };
}
