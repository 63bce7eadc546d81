// @vitest-environment node
// In Node, as the server runs it; imageHeader.test.ts reads the same bytes in the browser-like default.
import { describe, expect, it } from 'vitest';
import { gifBytes, jpegBytes, pngBytes } from './imageBytes.fixtures';
import { checkImage, checkImageFile, IMAGE_MAX_BYTES } from './imageRules';

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('checking an uploaded image', () => {
  describe('given a JPEG, a PNG or a GIF of at most 2 MB', () => {
    it.each([
      ['a JPEG', jpegBytes(800, 600)],
      ['a PNG', pngBytes(800, 600, IMAGE_MAX_BYTES)],
      ['a GIF', gifBytes(800, 600)],
    ])('accepts %s', (_name, bytes) => {
      expect(checkImage(bytes)).toBeNull();
    });
  });

  describe('given something else than a JPEG, a PNG or a GIF', () => {
    it.each([
      ['a WebP', Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')])],
      ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['a PNG cut before its size', pngBytes(10, 10).subarray(0, 14)],
    ])('refuses %s', (_name, bytes) => {
      expect(checkImage(bytes)).toEqual({ key: 'Only JPG, PNG and GIF images are allowed' });
    });
  });

  it('refuses an image of more than 2 MB', () => {
    expect(checkImage(jpegBytes(10, 10, IMAGE_MAX_BYTES + 1))).toEqual({
      key: 'Image size must not exceed 2 MB',
    });
  });

  it('says a large file that is no image is no image', () => {
    const pdf = new Uint8Array(IMAGE_MAX_BYTES * 2);
    pdf.set(ascii('%PDF-1.7'));
    expect(checkImage(pdf)).toEqual({ key: 'Only JPG, PNG and GIF images are allowed' });
  });

  describe('given a form that asks for a square image', () => {
    it('accepts a square one', () => {
      expect(checkImage(pngBytes(512, 512), { square: true })).toBeNull();
    });

    it.each([
      [512, 513],
      [1024, 512],
    ])('refuses %i × %i', (width, height) => {
      expect(checkImage(gifBytes(width, height), { square: true })).toEqual({
        key: 'Image must have a 1:1 ratio',
      });
      expect(checkImage(gifBytes(width, height))).toBeNull();
    });
  });
});

describe('checking a chosen file', () => {
  it('goes by its bytes, not by its name or declared type', async () => {
    const png = new File([pngBytes(64, 64)], 'photo.pdf', { type: 'application/pdf' });
    const text = new File([ascii('not an image')], 'photo.png', { type: 'image/png' });
    expect(await checkImageFile(png, { square: true })).toBeNull();
    expect(await checkImageFile(text)).toEqual({
      key: 'Only JPG, PNG and GIF images are allowed',
    });
  });

  it('refuses a file of more than 2 MB', async () => {
    const large = new Blob([jpegBytes(10, 10, IMAGE_MAX_BYTES + 1)]);
    expect(await checkImageFile(large)).toEqual({ key: 'Image size must not exceed 2 MB' });
  });

  it('applies the ratio rule to a file', async () => {
    const wide = new Blob([jpegBytes(300, 200)]);
    expect(await checkImageFile(wide, { square: true })).toEqual({
      key: 'Image must have a 1:1 ratio',
    });
  });
});
