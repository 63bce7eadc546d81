/*
 * Items: every child category gets an even share of the target, drawn from the shuffled
 * combinations of its products, modifiers and sizes. Some items sell their sizes (or sizes and
 * colours) as variations, each with its own price and stock.
 */
import type { StoredChoiceOption, StoredVariation } from '../../db/schema';
import type { Random } from '../random';
import type { Bilingual, Size } from '../vocabulary/types';
import { COLOURS, VARIATION_TITLES, type VariationTitle } from '../vocabulary/variationWords';
import { type PlannedStore, sells } from './buildStores';
import type { PlannedCategory } from './buildStructure';
import type { ImageRegistry } from './imageRegistry';
import { itemDescription, itemName, type NameCombo } from './itemNames';
import { daysBefore, kebab, oneDecimal, shopPrice } from './text';
import type { ItemRow, SeedScale } from './types';

/** How many items each scale aims for. */
export const ITEM_TARGET: Record<SeedScale, number> = { full: 5200, small: 300 };

/** One in this many items points at a picture that does not exist, to show the placeholder. */
export const MISSING_IMAGE_EVERY = 50;

/** True for the file names of the deliberately missing pictures. */
export function isDeliberatelyMissingImage(name: string): boolean {
  return name.startsWith('missing-');
}

const DEFAULT_PRICE_STEP = 1.85;
const PERCENT_DISCOUNTS = [5, 10, 15, 20, 25, 30];

/** An item before it has its place in the shuffled list, hence its id and slug. */
type ItemDraft = Omit<ItemRow, 'id' | 'slug'>;

/** Builds the items, shuffled so ids do not follow categories, with ids from 1. */
export function buildItems(
  random: Random,
  scale: SeedScale,
  children: readonly PlannedCategory[],
  stores: readonly PlannedStore[],
  images: ImageRegistry,
  now: Date,
): ItemRow[] {
  const combos = children.map((category) => random.shuffle(combinations(category)));
  const quotas = shareOut(
    ITEM_TARGET[scale],
    combos.map((list) => list.length),
  );
  const usedNames = new Set<string>();
  const drafts: ItemDraft[] = [];
  children.forEach((category, index) => {
    const sellers = storesFor(category, stores);
    let taken = 0;
    for (const combo of combos[index] ?? []) {
      if (taken >= (quotas[index] ?? 0)) break;
      const name = itemName(combo);
      if (usedNames.has(name.en) || usedNames.has(name.ar)) continue;
      usedNames.add(name.en);
      usedNames.add(name.ar);
      drafts.push(draftItem(random, category, combo, random.pick(sellers), images, now));
      taken += 1;
    }
  });
  return random.shuffle(drafts).map((draft, index) => {
    const id = index + 1;
    // Offset so the broken picture is not the very first item a list shows.
    const image = index % MISSING_IMAGE_EVERY === 17 ? `missing-${id}.png` : draft.image;
    return { ...draft, id, slug: `${kebab(draft.nameEn)}-${id}`, image };
  });
}

/** Every base × modifier × size of a child, plus one variation item per base × modifier. */
function combinations({ parent, child }: PlannedCategory): NameCombo[] {
  const modifiers = child.modifiers ?? parent.modifiers;
  return child.products.flatMap((base) =>
    modifiers.flatMap((modifier) => {
      const sized = (base.sizes ?? child.sizes).map((size) => ({ base, modifier, size }));
      return child.variation ? [...sized, { base, modifier, size: null }] : sized;
    }),
  );
}

/** Splits a total into even shares no larger than each capacity. */
function shareOut(total: number, capacities: readonly number[]): number[] {
  const even = Math.floor(total / capacities.length);
  const shares = capacities.map((capacity) => Math.min(capacity, even));
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  while (left > 0 && shares.some((share, index) => share < (capacities[index] ?? 0))) {
    for (let index = 0; index < shares.length && left > 0; index += 1) {
      if ((shares[index] ?? 0) < (capacities[index] ?? 0)) {
        shares[index] = (shares[index] ?? 0) + 1;
        left -= 1;
      }
    }
  }
  return shares;
}

/** The stores that sell a category, else any store of its module, else any store. */
function storesFor(category: PlannedCategory, stores: readonly PlannedStore[]): PlannedStore[] {
  const selling = stores.filter((store) => sells(store.kind, category.parent, category.child));
  if (selling.length > 0) return selling;
  const sameModule = stores.filter((store) => store.kind.module === category.parent.module);
  return sameModule.length > 0 ? sameModule : [...stores];
}

function draftItem(
  random: Random,
  { parent, child, row: category }: PlannedCategory,
  combo: NameCombo,
  store: PlannedStore,
  images: ImageRegistry,
  now: Date,
): ItemDraft {
  const sizes = combo.base.sizes ?? child.sizes;
  const [min, max] = child.price;
  const basePrice = random.int(min * 100, max * 100) / 100;
  const ninetyFive = random.chance(0.3);
  const step = child.priceStep ?? DEFAULT_PRICE_STEP;
  const priceAt = (index: number): number => shopPrice(basePrice * step ** index, ninetyFive);
  const sizeIndex = combo.size ? sizes.indexOf(combo.size) : 0;
  const { variations, choiceOptions } = combo.size
    ? { variations: [], choiceOptions: [] }
    : variationsOf(
        random,
        child.variation?.axis ?? 'size',
        child.variation?.title ?? 'Size',
        sizes,
        priceAt,
      );
  const price = variations[0]?.price ?? priceAt(sizeIndex);
  const outOfStock = random.chance(0.05);
  if (outOfStock && variations.length > 0) {
    const emptied = random.chance(0.3) ? variations : [random.pick(variations)];
    for (const variation of emptied) variation.stock = 0;
  }
  const stock =
    variations.length > 0
      ? variations.reduce((sum, variation) => sum + variation.stock, 0)
      : outOfStock
        ? 0
        : random.int(5, 200);
  const name = itemName(combo);
  const description = itemDescription(name, parent, random.int(0, parent.blurbs.length - 1));
  const rated = random.chance(0.8);
  const ratingCount = rated ? random.int(1, 400) : 0;
  return {
    moduleId: category.moduleId,
    storeId: store.row.id,
    categoryId: category.id,
    campaignId: null,
    nameEn: name.en,
    nameAr: name.ar,
    descriptionEn: description.en,
    descriptionAr: description.ar,
    image: images.product(combo.base.icon, parent.tint),
    price,
    ...discountOf(random, price),
    stock,
    maximumCartQuantity: random.chance(0.1) ? random.int(2, 6) : null,
    availableDateStarts: null,
    variations,
    choiceOptions,
    veg: combo.base.veg ?? child.veg ?? parent.veg,
    avgRating: rated ? oneDecimal(3 + random.next() * 2) : 0,
    ratingCount,
    orderCount: rated ? ratingCount * random.int(2, 5) + random.int(0, 50) : random.int(0, 15),
    createdAt: daysBefore(now, random.int(0, 90), random.int(0, 1439)),
  };
}

/** A choice group of options with their codes and labels in both languages. */
function choiceGroup(
  name: string,
  title: VariationTitle,
  options: readonly (Bilingual & { code: string })[],
): StoredChoiceOption {
  return {
    name,
    title: VARIATION_TITLES[title],
    options: options.map((option) => option.code),
    labels: Object.fromEntries(options.map(({ code, en, ar }) => [code, { en, ar }] as const)),
  };
}

/**
 * Variations by size ("1kg") or by size and colour ("Small-Red"), with matching options. Types
 * join the options' codes, the same in both languages; the groups carry how each option reads.
 */
function variationsOf(
  random: Random,
  axis: 'size' | 'size-color',
  title: VariationTitle,
  sizes: readonly Size[],
  priceAt: (index: number) => number,
): { variations: StoredVariation[]; choiceOptions: StoredChoiceOption[] } {
  const sizeOption = choiceGroup('choice_1', title, sizes);
  switch (axis) {
    case 'size':
      return {
        variations: sizes.map((size, index) => ({
          type: size.code,
          price: priceAt(index),
          stock: random.int(4, 60),
        })),
        choiceOptions: [sizeOption],
      };
    case 'size-color': {
      const colours = random.shuffle(COLOURS).slice(0, random.int(2, 3));
      return {
        variations: sizes.flatMap((size, index) =>
          colours.map((colour) => ({
            type: `${size.code}-${colour.code}`,
            price: priceAt(index),
            stock: random.int(2, 30),
          })),
        ),
        choiceOptions: [sizeOption, choiceGroup('choice_2', 'Color', colours)],
      };
    }
    default:
      return axis satisfies never;
  }
}

/** No discount (most items), a percent, or an amount below the price. */
function discountOf(random: Random, price: number): Pick<ItemDraft, 'discount' | 'discountType'> {
  const roll = random.next();
  if (roll < 0.6) return { discount: 0, discountType: 'percent' };
  if (roll < 0.85) return { discount: random.pick(PERCENT_DISCOUNTS), discountType: 'percent' };
  const amount = Math.floor(price * (0.05 + random.next() * 0.15) * 2) / 2;
  return amount >= 0.5 && amount < price
    ? { discount: amount, discountType: 'amount' }
    : { discount: 10, discountType: 'percent' };
}
