/*
 * The delivery man's tip a shopper types: an amount of 0 or more in the shop's currency, read
 * with Latin or Arabic-Indic digits and a point or a comma (or the Arabic decimal separator).
 */
import { latinDigits } from './latinDigits';
import { type RuleResult, refuse } from './ruleResult';

/** Most a tip may be, as the server bounds any amount of an order. */
export const TIP_MAX_AMOUNT = 10_000_000;

const AMOUNT = /^\d+(?:\.\d+)?$/;

/** The text as Latin digits with a point, spaces trimmed. */
function latinAmount(text: string): string {
  return latinDigits(text.trim()).replace(/[,\u066b]/, '.');
}

/** The amount a typed tip names; empty is no tip (0); null when it names no amount allowed. */
export function readTipAmount(text: string): number | null {
  const latin = latinAmount(text);
  if (latin === '') return 0;
  if (!AMOUNT.test(latin)) return null;
  const amount = Number(latin);
  return Number.isFinite(amount) && amount <= TIP_MAX_AMOUNT ? amount : null;
}

/** A typed tip: an amount of 0 or more, up to the most an order may carry. */
export function checkTipAmount(text: string): RuleResult {
  return readTipAmount(text) === null ? refuse('Enter a tip of 0 or more') : null;
}
