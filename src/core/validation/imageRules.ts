/*
 * An uploaded image (spec §5): a JPEG, PNG or GIF by its content, at most 2 MB, and square where
 * the form asks for it (logos). The type is checked first, so a large PDF is told it is not an
 * image rather than that it is too big.
 */
import { readImageHeader, SIGNATURE_LENGTH, sniffImageType } from './imageHeader';
import { type RuleResult, refuse } from './ruleResult';

/** Largest image accepted, in bytes: 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What a form asks of an image beyond its type and size. */
export interface ImageRuleOptions {
  /** The image must be as wide as it is high (1:1). */
  square?: boolean;
}

/** An image's bytes, whole, checked against every rule. */
export function checkImage(
  bytes: Uint8Array,
  { square = false }: ImageRuleOptions = {},
): RuleResult {
  if (sniffImageType(bytes) === null) return refuse('Only JPG, PNG and GIF images are allowed');
  if (bytes.length > IMAGE_MAX_BYTES) return refuse('Image size must not exceed 2 MB');
  const header = readImageHeader(bytes);
  if (header === null) return refuse('Only JPG, PNG and GIF images are allowed');
  if (square && header.width !== header.height) return refuse('Image must have a 1:1 ratio');
  return null;
}

/**
 * A file a form holds (a `File` is a `Blob`), checked against every rule. Only its first bytes are
 * read until its type and size pass, so a large file of the wrong kind is never read whole.
 */
export async function checkImageFile(
  file: Blob,
  options: ImageRuleOptions = {},
): Promise<RuleResult> {
  const start = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  if (sniffImageType(start) === null) return refuse('Only JPG, PNG and GIF images are allowed');
  if (file.size > IMAGE_MAX_BYTES) return refuse('Image size must not exceed 2 MB');
  return checkImage(new Uint8Array(await file.arrayBuffer()), options);
}
