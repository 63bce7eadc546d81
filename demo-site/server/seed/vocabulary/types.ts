/*
 * The shapes the catalog vocabulary is written in. Arabic adjectives agree with the noun they
 * follow, so a product base carries its grammatical gender and a modifier may carry both forms.
 */
import type { VariationTitle } from './variationWords';

/** A text in both shop languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** Grammatical gender of an Arabic noun phrase (non-human plurals take the feminine). */
export type Gender = 'm' | 'f';

/** The business modules of the demo; 'ecommerce' is the fixed module id 1. */
export type ModuleType = 'ecommerce' | 'grocery' | 'food' | 'pharmacy' | 'parcel';

/** A soft tile colour and its stronger accent, used for pictures. */
export interface Tint {
  name: string;
  background: string;
  accent: string;
}

/** A pack size or portion shown after the name; `code` is its variation option ("1kg"). */
export interface Size extends Bilingual {
  code: string;
}

/**
 * A word that sets one product apart from another of the same base: a brand-like name (a noun,
 * no agreement) or an adjective with a masculine and a feminine Arabic form. In English it comes
 * before the base unless `enAfter` ("with Cheese").
 */
export interface Modifier {
  en: string;
  ar: string | { m: string; f: string };
  enAfter?: boolean;
}

/** A kind of product ("Red Apples"), before brand and size make it one item. */
export interface ProductBase extends Bilingual {
  icon: string;
  gender: Gender;
  veg?: boolean;
  sizes?: readonly Size[];
}

/** How the items of a child category may vary: by one size axis, or by size and colour. */
export type VariationKind =
  | { axis: 'size'; title: VariationTitle }
  | { axis: 'size-color'; title: VariationTitle };

/** A sub-category with the products it holds. */
export interface ChildCategory extends Bilingual {
  icon: string;
  sizes: readonly Size[];
  /** Price range of the smallest size, in EGP. */
  price: readonly [number, number];
  /** Price factor from one size to the next (default 1.85: twice the quantity, a little cheaper). */
  priceStep?: number;
  products: readonly ProductBase[];
  variation?: VariationKind;
  modifiers?: readonly Modifier[];
  veg?: boolean;
}

/** A top-level category: its module, picture, brands and the blurbs its descriptions use. */
export interface ParentCategory extends Bilingual {
  key: string;
  module: ModuleType;
  icon: string;
  tint: Tint;
  veg: boolean;
  modifiers: readonly Modifier[];
  blurbs: readonly Bilingual[];
  children: readonly ChildCategory[];
}
