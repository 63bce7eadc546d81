// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasIcon } from '../icons';
import { kebab } from '../plan/text';
import { PARENT_CATEGORIES } from './catalog';
import { MODULES } from './modules';
import { BANNERS, CAMPAIGNS } from './promotions';
import { STORE_KINDS, STORE_NAMES } from './stores';
import type { Bilingual, Modifier } from './types';
import { ZONES } from './zones';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

const children = PARENT_CATEGORIES.flatMap((parent) => parent.children);
const products = children.flatMap((child) => child.products);
const modifiers: Modifier[] = PARENT_CATEGORIES.flatMap((parent) => [
  ...parent.modifiers,
  ...parent.children.flatMap((child) => child.modifiers ?? []),
]);
const texts: Bilingual[] = [
  ...PARENT_CATEGORIES,
  ...PARENT_CATEGORIES.flatMap((parent) => parent.blurbs),
  ...children,
  ...products,
  ...children.flatMap((child) => child.sizes),
  ...MODULES,
  ...ZONES,
  ...STORE_NAMES,
];

describe('the catalog vocabulary', () => {
  it('has at least 12 parent categories with 3 to 6 children each', () => {
    expect(PARENT_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    for (const parent of PARENT_CATEGORIES) {
      expect(parent.children.length, parent.en).toBeGreaterThanOrEqual(3);
      expect(parent.children.length, parent.en).toBeLessThanOrEqual(6);
    }
  });

  it('names every category with a unique slug', () => {
    const slugs = [...PARENT_CATEGORIES, ...children].map((category) => kebab(category.en));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('only uses icons that exist in fluent-emoji-flat', () => {
    const icons = [
      ...PARENT_CATEGORIES.map((parent) => parent.icon),
      ...children.map((child) => child.icon),
      ...products.map((product) => product.icon),
      ...MODULES.map((module) => module.icon),
      ...STORE_KINDS.map((kind) => kind.icon),
      ...CAMPAIGNS.flatMap((campaign) => campaign.icons),
      ...BANNERS.flatMap((banner) => banner.icons),
    ];
    expect(icons.filter((icon) => !hasIcon(icon))).toEqual([]);
  });

  it('writes every Arabic text in Arabic script and every English text in Latin script', () => {
    for (const text of texts) {
      expect(text.ar, text.en).toMatch(ARABIC);
      expect(text.en, text.ar).toMatch(LATIN);
    }
  });

  it('gives every modifier an Arabic form in Arabic script for both genders', () => {
    for (const modifier of modifiers) {
      const forms =
        typeof modifier.ar === 'string' ? [modifier.ar] : [modifier.ar.m, modifier.ar.f];
      for (const form of forms) expect(form, modifier.en).toMatch(ARABIC);
    }
  });

  it('gives the sizes of a child distinct variation codes', () => {
    for (const child of children) {
      const codes = child.sizes.map((size) => size.code);
      expect(new Set(codes).size, child.en).toBe(codes.length);
    }
  });

  it('has a valid price range in every child category', () => {
    for (const child of children) {
      const [min, max] = child.price;
      expect(min, child.en).toBeGreaterThan(0);
      expect(max, child.en).toBeGreaterThanOrEqual(min);
    }
  });

  it('lists the ecommerce module first, so that it gets id 1', () => {
    expect(MODULES[0]?.type).toBe('ecommerce');
    expect(MODULES.map((module) => module.type)).toEqual([
      'ecommerce',
      'grocery',
      'food',
      'pharmacy',
      'parcel',
    ]);
  });

  it('flags exactly one zone as the default', () => {
    expect(ZONES.filter((zone) => zone.isDefault).map((zone) => zone.en)).toEqual(['Cairo']);
  });

  it('has a store kind selling every category', () => {
    for (const parent of PARENT_CATEGORIES) {
      for (const child of parent.children) {
        const sold = STORE_KINDS.some(
          (kind) => kind.sells.includes(parent.key) || kind.sells.includes(child.en),
        );
        expect(sold, child.en).toBe(true);
      }
    }
  });
});
