/** A run of a name: either text the shopper typed (`match`) or the text around it. */
export interface HighlightPart {
  readonly text: string;
  readonly match: boolean;
}

// Arabic harakat and other combining marks, and the tatweel that stretches a word: a name may
// carry them where the shopper typed none, and a highlight must never cut them off their letter.
const MARKS = '[\\p{M}\\u0640]*';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into runs, marking every occurrence of `query` ignoring letter case (Arabic has
 * none) and any vowel marks in the name. The runs joined together are exactly `text`.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const letters = [...query.trim()].filter((letter) => !/[\p{M}\u0640]/u.test(letter));
  if (letters.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`${letters.map(escapeRegExp).join(MARKS)}${MARKS}`, 'giu');
  const parts: HighlightPart[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > from) parts.push({ text: text.slice(from, found.index), match: false });
    parts.push({ text: found[0], match: true });
    from = found.index + found[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
