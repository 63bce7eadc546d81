import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gifBytes, jpegBytes, pngBytes } from './imageBytes.fixtures';
import { readImageHeader, sniffImageType } from './imageHeader';

const side = fc.integer({ min: 1, max: 65_535 });
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('reading an image header', () => {
  describe('given a JPEG, a PNG or a GIF', () => {
    it('reads the type and size of each, whatever the size', () => {
      fc.assert(
        fc.property(side, side, (width, height) => {
          expect(readImageHeader(jpegBytes(width, height))).toEqual({
            type: 'jpeg',
            width,
            height,
          });
          expect(readImageHeader(pngBytes(width, height))).toEqual({ type: 'png', width, height });
          expect(readImageHeader(gifBytes(width, height))).toEqual({ type: 'gif', width, height });
        }),
      );
    });

    it('reads a GIF87a too', () => {
      const old = gifBytes(3, 4);
      old.set(ascii('GIF87a'));
      expect(readImageHeader(old)).toEqual({ type: 'gif', width: 3, height: 4 });
    });
  });

  describe('given other bytes', () => {
    it.each([
      ['a WebP', Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')])],
      ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')],
      ['a PDF', ascii('%PDF-1.7\n')],
      ['an empty file', new Uint8Array()],
    ])('finds no image in %s', (_name, bytes) => {
      expect(sniffImageType(bytes)).toBeNull();
      expect(readImageHeader(bytes)).toBeNull();
    });

    it('finds no image in a header cut short, wherever it is cut', () => {
      const headers = [jpegBytes(10, 20), pngBytes(10, 20), gifBytes(10, 20)];
      for (const header of headers) {
        for (let length = 0; length < 10; length += 1) {
          expect(readImageHeader(header.subarray(0, length))).toBeNull();
        }
      }
    });

    it('never throws, whatever follows a known signature', () => {
      const signatures = [jpegBytes(1, 1), pngBytes(1, 1), gifBytes(1, 1)].map((bytes) =>
        bytes.subarray(0, 8),
      );
      fc.assert(
        fc.property(
          fc.constantFrom(...signatures),
          fc.uint8Array({ maxLength: 64 }),
          (signature, rest) => {
            const header = readImageHeader(Uint8Array.from([...signature, ...rest]));
            if (header !== null) {
              expect(header.width).toBeGreaterThan(0);
              expect(header.height).toBeGreaterThan(0);
            }
          },
        ),
      );
    });
  });

  it('tells the type from the first 8 bytes alone', () => {
    expect(sniffImageType(jpegBytes(1, 1).subarray(0, 8))).toBe('jpeg');
    expect(sniffImageType(pngBytes(1, 1).subarray(0, 8))).toBe('png');
    expect(sniffImageType(gifBytes(1, 1).subarray(0, 8))).toBe('gif');
  });
});
