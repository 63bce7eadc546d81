import { describe, expect, it } from 'vitest';
import { addDocumentFonts, KIT_FONT_FAMILY } from './documentFonts';

describe('the kit’s fonts', () => {
  it('are added to the document once per face, with their weight and range', () => {
    const added: FontFace[] = [];
    const doc = { fonts: { add: (face: FontFace) => added.push(face) } } as unknown as Document;
    class FakeFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
    }
    addDocumentFonts(
      [
        { url: 'https://shop.example/embed/a.woff2', weight: '400', unicodeRange: 'U+0600-06FF' },
        { url: 'https://shop.example/embed/b.woff2', weight: '600', unicodeRange: 'U+0000-00FF' },
      ],
      doc,
      FakeFace as unknown as typeof FontFace,
    );
    expect(added).toEqual([
      expect.objectContaining({
        family: KIT_FONT_FAMILY,
        source: 'url("https://shop.example/embed/a.woff2") format("woff2")',
        descriptors: expect.objectContaining({ weight: '400', unicodeRange: 'U+0600-06FF' }),
      }),
      expect.objectContaining({ descriptors: expect.objectContaining({ weight: '600' }) }),
    ]);
  });
});
