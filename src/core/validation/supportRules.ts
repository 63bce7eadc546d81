/*
 * A message to the shop's support (the inbox, issue #19): text, pictures, or both.
 */
import { characterCount } from './characterCount';
import { type RuleResult, refuse } from './ruleResult';

/** Longest support message accepted, in characters. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;

/** Most pictures one support message may carry. */
export const SUPPORT_MAX_IMAGES = 3;

/** A message's text and how many pictures come with it: something must be sent. */
export function checkSupportMessage(text: string, imageCount: number): RuleResult {
  const trimmed = text.trim();
  if (trimmed.length === 0 && imageCount === 0) {
    return refuse('Write a message or attach a picture');
  }
  if (characterCount(trimmed) > SUPPORT_MESSAGE_MAX_LENGTH) {
    return refuse('A message can be at most {max} characters', {
      max: SUPPORT_MESSAGE_MAX_LENGTH,
    });
  }
  return checkSupportImages(imageCount);
}

/** The pictures of one support message: at most 3. */
export function checkSupportImages(imageCount: number): RuleResult {
  return imageCount > SUPPORT_MAX_IMAGES ? refuse('Maximum 3 images can be send at a time.') : null;
}
