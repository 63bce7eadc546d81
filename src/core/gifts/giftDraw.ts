/*
 * The draw of a gift packet (spec §1 "a gift/prize spin"): an item chosen in proportion to its
 * weight, by a seed the server made for that one draw. The same seed over the same weights gives
 * the same item, so a stored draw can be recomputed by anyone who audits it.
 */

/** One item a packet may give and its weight (a whole number above 0). */
export interface GiftWeight {
  itemId: number;
  weight: number;
}

/** Hex digits of the seed read as the roll: 52 bits, exact in a double. */
const ROLL_HEX_DIGITS = 13;
const ROLL_RANGE = 2 ** 52;

/** Whether a seed carries enough hex digits to roll with. */
export function isDrawSeed(seed: string): boolean {
  return new RegExp(`^[0-9a-f]{${ROLL_HEX_DIGITS},}$`).test(seed);
}

/**
 * The item a seed draws from the weights: the seed's first 52 bits, a uniform roll, land in
 * the item whose share of the summed weights holds them (an item's chance is its weight over the
 * sum; the rounding bias is below the sum over 2^52). Null when nothing can be drawn.
 */
export function drawGift(weights: readonly GiftWeight[], seed: string): number | null {
  const usable = weights.filter(({ weight }) => Number.isInteger(weight) && weight > 0);
  const total = usable.reduce((sum, { weight }) => sum + weight, 0);
  if (total === 0 || !isDrawSeed(seed)) return null;
  const roll = Number.parseInt(seed.slice(0, ROLL_HEX_DIGITS), 16);
  let landing = Math.floor((roll / ROLL_RANGE) * total);
  for (const { itemId, weight } of usable) {
    if (landing < weight) return itemId;
    landing -= weight;
  }
  return usable.at(-1)?.itemId ?? null;
}
