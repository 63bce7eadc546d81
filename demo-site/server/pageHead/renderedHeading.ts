/*
 * The name of a page the server rendered, read from its HTML as the browser reads it from the
 * document (demo-site/app/useDocumentTitle.ts): the text of the first `<h1>` in the main landmark.
 */

const MAIN_START = /<main\b[^>]*>/i;
const FIRST_HEADING = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i;
const TAG_OR_COMMENT = /<!--[\s\S]*?-->|<[^>]*>/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

/** Text of HTML as the document holds it: its character references read back. */
function htmlText(html: string): string {
  return html.replace(ENTITY, (reference, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return NAMED_ENTITIES[lower] ?? reference;
  });
}

/** The text of the rendered page's main heading, or null when its main landmark has none. */
export function renderedHeading(html: string): string | null {
  const main = MAIN_START.exec(html);
  if (!main) return null;
  const heading = FIRST_HEADING.exec(html.slice(main.index + main[0].length));
  if (!heading?.[1]) return null;
  const text = htmlText(heading[1].replace(TAG_OR_COMMENT, '')).trim();
  return text === '' ? null : text;
}
