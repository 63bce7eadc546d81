import { type RuleResult, refuse } from './ruleResult';

/** Most prescription images one order may carry (issue #19, as refunds and chat). */
export const PRESCRIPTION_MAX_IMAGES = 3;

/** The prescription images of an order: at least one, at most 3. */
export function checkPrescriptionImages(imageCount: number): RuleResult {
  if (imageCount === 0) return refuse('Please upload your prescription');
  return imageCount > PRESCRIPTION_MAX_IMAGES
    ? refuse('Maximum 3 images can be send at a time.')
    : null;
}
