/**
 * Characters as a person counts them in a limit, by code point: an emoji or a letter outside the
 * Basic Multilingual Plane is one character, not the two UTF-16 units of `String.length`. MySQL's
 * utf8mb4 limits (6amMart's 191) count the same way.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
