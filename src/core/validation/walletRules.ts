/*
 * The amount a customer adds to their wallet: a number of the shop's currency from 1 to 100 000
 * (the demo server's bounds, so a typo cannot fill a wallet with millions), read with Latin or
 * Arabic-Indic digits and a point, a comma or the Arabic decimal separator.
 */
import { latinDigits } from './latinDigits';
import { type RuleResult, refuse } from './ruleResult';

/** Least one top-up adds. */
export const WALLET_TOP_UP_MIN = 1;

/** Most one top-up adds. */
export const WALLET_TOP_UP_MAX = 100_000;

/** An amount in digits, with at most two after the separator (cents, piastres, halalas). */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** The amount a typed top-up names, or null when it names none (a word, three decimals). */
export function readTopUpAmount(text: string): number | null {
  const latin = latinDigits(text.trim()).replace(/[,\u066b]/, '.');
  return AMOUNT.test(latin) ? Number(latin) : null;
}

/** A typed top-up: an amount from the least to the most one top-up adds. */
export function checkTopUpAmount(text: string): RuleResult {
  const amount = readTopUpAmount(text);
  return amount === null || amount < WALLET_TOP_UP_MIN || amount > WALLET_TOP_UP_MAX
    ? refuse('Enter an amount from {min} to {max}', {
        min: WALLET_TOP_UP_MIN,
        max: WALLET_TOP_UP_MAX,
      })
    : null;
}
