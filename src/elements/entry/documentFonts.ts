/*
 * Fonts for the embedded widgets. A shadow root cannot load a font its own CSS declares, so the
 * kit's faces go to the document, through the CSS Font Loading API: no <style> or <link> that a
 * partner's CSP would block. A face only downloads once text in its range is drawn with it.
 */

/** One face of the kit's font, as the CSS Font Loading API takes it. */
export interface KitFontFace {
  url: string;
  weight: string;
  unicodeRange: string;
}

/** The family name the kit's tokens ask for first. */
export const KIT_FONT_FAMILY = 'IBM Plex Sans Arabic';

/** Adds the kit's font faces to the document. */
export function addDocumentFonts(
  faces: readonly KitFontFace[],
  doc: Document,
  Face: typeof FontFace | undefined = globalThis.FontFace,
): void {
  // Without the Font Loading API the widgets fall back to the next family of the stack.
  if (!Face || !doc.fonts) return;
  for (const face of faces) {
    doc.fonts.add(
      new Face(KIT_FONT_FAMILY, `url(${JSON.stringify(face.url)}) format("woff2")`, {
        weight: face.weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
    );
  }
}
