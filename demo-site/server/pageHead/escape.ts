/*
 * Everything the server writes into a page's head passes through here: names and descriptions
 * come from shops and shoppers, and must stay text whatever characters they hold.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as the text of a `<script type="application/ld+json">`: JSON in which `<`, `>` and `&`
 * are written as \u escapes, so neither `</script>` nor `<!--` inside a name can end the
 * element or change how the parser reads it, and the text still parses back to the same value.
 */
export function jsonScriptText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => JSON_ESCAPES[character] ?? character,
  );
}
