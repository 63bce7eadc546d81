/*
 * The Arabic-capable font of the kit's tokens (IBM Plex Sans Arabic, 400 and 600, Arabic and
 * Latin), as files the embed build copies beside the loader. They are added to the document with
 * the runtime, when the first element needs it, which keeps the loader small.
 */
import arabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import arabic600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import latin400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url';
import latin600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2?url';
import { addDocumentFonts, type KitFontFace } from '../src/elements/entry/documentFonts';

// The subsets' ranges from @fontsource's unicode.json (the Arabic one without the historic
// scripts of the astral planes), so a page downloads only the files its text needs.
const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The kit's font faces, with absolute URLs next to the loader. */
const KIT_FONTS: readonly KitFontFace[] = [
  { url: arabic400, weight: '400', unicodeRange: ARABIC },
  { url: arabic600, weight: '600', unicodeRange: ARABIC },
  { url: latin400, weight: '400', unicodeRange: LATIN },
  { url: latin600, weight: '600', unicodeRange: LATIN },
];

/** Adds the kit's faces to the partner's document. */
export function addKitFonts(doc: Document): void {
  addDocumentFonts(KIT_FONTS, doc);
}
