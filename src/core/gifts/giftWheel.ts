/*
 * The wheel a gift packet is spun on (spec §1 "a gift/prize spin"): each item a slice as wide as
 * its chance, and the turn that stops the slice of the item the server drew under the pointer.
 * The wheel only shows the draw; it never makes one.
 */
import { type GiftWeight, isDrawSeed } from './giftDraw';

/** One item's slice of the wheel, in degrees clockwise from the top. */
export interface WheelSlice {
  itemId: number;
  start: number;
  sweep: number;
}

/** Whole turns the wheel makes before it stops, so a spin reads as one. */
export const WHEEL_TURNS = 5;

/** The share of a slice, about its middle, where the wheel may stop: never on a border. */
const SETTLE_SHARE = 0.6;

/** Hex digits of the seed the draw's roll reads; the wheel's stop reads the ones after. */
const ROLL_HEX_DIGITS = 13;
const SETTLE_HEX_DIGITS = 8;

const FULL_TURN = 360;

/** The slices of a packet's items, in the packet's order, each as wide as its share of the weights. */
export function wheelSlices(weights: readonly GiftWeight[]): WheelSlice[] {
  const usable = weights.filter(({ weight }) => Number.isFinite(weight) && weight > 0);
  const total = usable.reduce((sum, { weight }) => sum + weight, 0);
  let start = 0;
  return usable.map(({ itemId, weight }) => {
    const slice = { itemId, start, sweep: (weight / total) * FULL_TURN };
    start += slice.sweep;
    return slice;
  });
}

/**
 * Where in its slice the wheel stops for a draw, from 0 to 1: read from the seed's digits past
 * the roll, so the same draw always stops at the same place, and 0.5 (the middle) without them.
 */
export function settleOfSeed(seed: string): number {
  const digits = seed.slice(ROLL_HEX_DIGITS, ROLL_HEX_DIGITS + SETTLE_HEX_DIGITS);
  if (!isDrawSeed(seed) || digits.length < SETTLE_HEX_DIGITS) return 0.5;
  return Number.parseInt(digits, 16) / 16 ** SETTLE_HEX_DIGITS;
}

/**
 * The clockwise turn, in degrees, that stops `itemId`'s slice under a pointer at the top after
 * `turns` whole turns; `settle` (0 to 1) places the stop within the slice's middle part. Null
 * when the wheel has no slice of that item.
 */
export function landingTurn(
  slices: readonly WheelSlice[],
  itemId: number,
  settle: number,
  turns = WHEEL_TURNS,
): number | null {
  const slice = slices.find((candidate) => candidate.itemId === itemId);
  if (!slice) return null;
  const margin = (slice.sweep * (1 - SETTLE_SHARE)) / 2;
  const clamped = Math.min(Math.max(settle, 0), 1);
  const stop = slice.start + margin + clamped * slice.sweep * SETTLE_SHARE;
  // Turning the wheel by t brings the point at angle a to a + t: the stop reaches the top at -a.
  return turns * FULL_TURN + ((FULL_TURN - stop) % FULL_TURN);
}

/** The item whose slice is under the pointer at the top once the wheel has turned `turn` degrees. */
export function itemUnderPointer(slices: readonly WheelSlice[], turn: number): number | null {
  const atTop = (((FULL_TURN - turn) % FULL_TURN) + FULL_TURN) % FULL_TURN;
  const slice = slices.find(({ start, sweep }) => atTop >= start && atTop < start + sweep);
  return slice?.itemId ?? null;
}
