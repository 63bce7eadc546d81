/*
 * The rules of choosing a variation (spec §3 "Cart item", §5): one option from each choice group,
 * and the chosen options joined by '-' name one of the item's variations.
 */
import type { ChoiceOption, Item, ItemVariation } from '../api/wire';

/** The option picked in each choice group, by group index; undefined while none is. */
export type Picks = readonly (string | undefined)[];

/** What the item offers to choose from. */
export type Choosable = Pick<Item, 'choice_options' | 'variations'>;

/** What picking one option would lead to, given the picks in the other groups. */
export interface OptionOutlook {
  /** Some variation in stock still has this option with the other picks. */
  available: boolean;
  /**
   * The variation whose price the option shows, when every variation it leads to costs the same
   * (only those in stock count while there are any).
   */
  priced: ItemVariation | undefined;
}

// 6amMart builds a variation type from the option values with their spaces taken out, so
// "Extra Large" is matched by "ExtraLarge".
const compact = (text: string) => text.replace(/\s+/g, '');

const groupsOf = (item: Choosable): readonly ChoiceOption[] => item.choice_options ?? [];

/** Whether a variation can still be sold: its stock is untracked or above 0. */
export function inStock(variation: ItemVariation): boolean {
  const { stock } = variation;
  return !(typeof stock === 'number' && Number.isFinite(stock)) || stock > 0;
}

/**
 * The option of each group a variation type joins, in order ("Large-Red" → ["Large", "Red"]), or
 * undefined when it joins none of the allowed ones. Options may hold a '-' themselves, so the type
 * is read against the allowed options rather than split.
 */
export function typeOptions(
  type: string,
  allowed: readonly (readonly string[])[],
): string[] | undefined {
  const read = (rest: string, index: number): string[] | undefined => {
    const last = index === allowed.length - 1;
    for (const option of allowed[index] ?? []) {
      const part = compact(option);
      if (last && rest === part) return [option];
      if (!last && rest.startsWith(`${part}-`)) {
        const others = read(rest.slice(part.length + 1), index + 1);
        if (others) return [option, ...others];
      }
    }
    return undefined;
  };
  return allowed.length > 0 ? read(compact(type), 0) : undefined;
}

const typeMatches = (type: string, allowed: readonly (readonly string[])[]) =>
  typeOptions(type, allowed) !== undefined;

function variationsAllowing(
  item: Choosable,
  allowed: readonly (readonly string[])[],
): ItemVariation[] {
  return (item.variations ?? []).filter((variation) => typeMatches(variation.type, allowed));
}

/** The groups' indexes that have no pick yet. */
export function unpickedGroups(item: Choosable, picks: Picks): number[] {
  return groupsOf(item).flatMap((_, index) => (picks[index] === undefined ? [index] : []));
}

/**
 * The variation the picks name, once every group has one; undefined otherwise or when none matches.
 * Picks are options as the item reads them, or their codes (the same in every language).
 */
export function pickedVariation(item: Choosable, picks: Picks): ItemVariation | undefined {
  if (unpickedGroups(item, picks).length > 0) return undefined;
  const allowed = groupsOf(item).map((_, index) => [picks[index] ?? '']);
  const code = compact(picks.join('-'));
  return (
    variationsAllowing(item, allowed)[0] ??
    (item.variations ?? []).find(
      (variation) => variation.code !== undefined && compact(variation.code) === code,
    )
  );
}

/** What picking `option` in group `group` leads to, with the other groups' picks kept. */
export function optionOutlook(
  item: Choosable,
  picks: Picks,
  group: number,
  option: string,
): OptionOutlook {
  const allowed = groupsOf(item).map((choice, index) => {
    if (index === group) return [option];
    const picked = picks[index];
    return picked === undefined ? choice.options : [picked];
  });
  const reachable = variationsAllowing(item, allowed);
  const sellable = reachable.filter(inStock);
  const shown = sellable.length > 0 ? sellable : reachable;
  const [first] = shown;
  const onePrice =
    first !== undefined && shown.every((variation) => variation.price === first.price);
  return { available: sellable.length > 0, priced: onePrice ? first : undefined };
}

/** Whether the item is chosen through variations rather than added as it is. */
export function hasChoices(item: Choosable): boolean {
  return groupsOf(item).length > 0;
}
