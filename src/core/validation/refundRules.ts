import { type RuleResult, refuse } from './ruleResult';

/** Most images a refund request may carry (spec §9). */
export const REFUND_MAX_IMAGES = 3;

/** Why the order is to be refunded: required. */
export function checkRefundReason(reason: string): RuleResult {
  return reason.trim().length === 0 ? refuse('Reason is required') : null;
}

/** The photos sent with a refund request: at most 3. */
export function checkRefundImages(imageCount: number): RuleResult {
  return imageCount > REFUND_MAX_IMAGES ? refuse('Maximum 3 images can be send at a time.') : null;
}
