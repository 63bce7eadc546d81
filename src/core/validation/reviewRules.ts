import { type RuleResult, refuse } from './ruleResult';

/** Fewest stars of a review. */
export const RATING_MIN = 1;

/** Most stars of a review. */
export const RATING_MAX = 5;

/**
 * The stars given, a whole number from 1 to 5. None (a star picker starts at 0) is a missing
 * rating; anything else outside the range can only come from a hand-made request.
 */
export function checkRating(rating: number | null | undefined): RuleResult {
  if (rating === null || rating === undefined || rating === 0) return refuse('Rating is required');
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX
    ? null
    : refuse('Rating must be a whole number from 1 to 5');
}

/** What the reviewer writes: required. */
export function checkReviewComment(comment: string): RuleResult {
  return comment.trim().length === 0 ? refuse('Comment is required') : null;
}
