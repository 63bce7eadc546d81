/** Longest meta description written: what search results show before they cut the text. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A text as a meta description: its whitespace collapsed and, when too long, cut at the last word
 * boundary that fits with an ellipsis, never inside a word (unless one word alone is too long).
 */
export function summarize(text: string, limit = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(plain);
  if (characters.length <= limit) return plain;
  const room = characters.slice(0, limit - 1).join('');
  // The room ends on a whole word when a space follows it; else its last word is cut off.
  const boundary = characters[limit - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = boundary > 0 ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s.,;:!?،؛-]+$/u, '')}…`;
}
