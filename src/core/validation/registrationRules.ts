/*
 * Store and delivery-man registration (spec §5): the logo and the cover photo are required. What
 * an upload must be (type, size, ratio) is checked by the image rules when it is chosen.
 */
import { type RuleResult, refuse } from './ruleResult';

const isMissing = (upload: unknown) => upload === null || upload === undefined;

/** The store's logo, a chosen or uploaded image. */
export function checkLogo(logo: unknown): RuleResult {
  return isMissing(logo) ? refuse('Logo is required') : null;
}

/** The store's cover photo, a chosen or uploaded image. */
export function checkCoverPhoto(cover: unknown): RuleResult {
  return isMissing(cover) ? refuse('Cover photo is required') : null;
}
