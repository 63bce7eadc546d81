// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../src/core/validation';
import { jpegBytes, pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import { ApiFailure } from '../http/ApiFailure';
import {
  checkUploadedImage,
  removeStoredImage,
  storeImages,
  uploadExtensionOf,
} from './imageUpload';
import {
  gifWithHtml,
  htmlBytes,
  realGif,
  realPng,
  svgBytes,
  webpBytes,
} from './realImages.fixtures';

const imagesDir = mkdtempSync(join(tmpdir(), 'souq-upload-test-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

const file = (bytes: Uint8Array, truncated = false) => ({ field: 'image', bytes, truncated });

/** The reasons an upload is refused with, or null when it passes. */
function refusal(run: () => unknown): readonly unknown[] | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiFailure) return error.reasons;
    throw error;
  }
}

const notAnImage = [{ code: 'image', message: 'Only JPG, PNG and GIF images are allowed' }];

describe('given real image files', () => {
  it('takes a PNG, a GIF and a JPEG by what their bytes are', () => {
    expect(checkUploadedImage(file(realPng(4, 4)), 'image').extension).toBe('png');
    expect(checkUploadedImage(file(realGif()), 'image').extension).toBe('gif');
    expect(checkUploadedImage(file(jpegBytes(8, 8)), 'image').extension).toBe('jpg');
  });

  it('refuses a picture that is not square where the form asks for 1:1', () => {
    expect(
      refusal(() => checkUploadedImage(file(realPng(4, 3)), 'image', { square: true })),
    ).toEqual([
      { code: 'image', message: 'Image must have a 1:1 ratio', values: { field: 'image' } },
    ]);
    expect(refusal(() => checkUploadedImage(file(realPng(4, 3)), 'image'))).toBeNull();
  });

  it('refuses a file cut at the 2 MB limit as too large', () => {
    expect(
      refusal(() => checkUploadedImage(file(pngBytes(9, 9, IMAGE_MAX_BYTES), true), 'image')),
    ).toEqual([{ code: 'image', message: 'Image size must not exceed 2 MB' }]);
  });
});

describe('given bytes that lie about what they are', () => {
  it.each([
    ['a WebP sent as a PNG', webpBytes(4, 4)],
    ['an SVG', svgBytes()],
    ['an HTML page', htmlBytes()],
    ['nothing at all', new Uint8Array(0)],
    ['a PNG signature with no header after it', pngBytes(4, 4).subarray(0, 10)],
  ])('refuses %s as no JPG, PNG or GIF', (_name, bytes) => {
    expect(uploadExtensionOf(bytes)).toBeNull();
    expect(refusal(() => checkUploadedImage(file(bytes), 'image'))).toEqual(notAnImage);
  });

  it('takes a GIF with a page after its end as the GIF it is (it is served as image/gif)', () => {
    expect(uploadExtensionOf(gifWithHtml())).toBe('gif');
  });

  it('never reads past the bytes of a view into a larger buffer', () => {
    const whole = new Uint8Array([...pngBytes(4, 4), 0, 0, 0]);
    expect(uploadExtensionOf(whole.subarray(0, 12))).toBeNull();
  });
});

describe('storing checked pictures', () => {
  it('writes each under a random name with its type, and can take them back', async () => {
    const png = realPng(2, 2);
    const stored = await storeImages(imagesDir, 'profile', [
      { bytes: png, extension: 'png' },
      { bytes: realGif(), extension: 'gif' },
    ]);
    expect(stored.names).toHaveLength(2);
    expect(stored.names[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.names[1]).toMatch(/^[0-9a-f-]{36}\.gif$/);
    expect(new Uint8Array(readFileSync(join(imagesDir, 'profile', stored.names[0] ?? '')))).toEqual(
      png,
    );
    await stored.discard();
    expect(readdirSync(join(imagesDir, 'profile'))).toEqual([]);
  });

  it('removes a stored picture by its name, and leaves any other name alone', async () => {
    const { names } = await storeImages(imagesDir, 'profile', [
      { bytes: realGif(), extension: 'gif' },
    ]);
    writeFileSync(join(imagesDir, 'profile', 'seeded.svg'), svgBytes());
    await removeStoredImage(imagesDir, 'profile', names[0] ?? null);
    await removeStoredImage(imagesDir, 'profile', 'seeded.svg');
    await removeStoredImage(imagesDir, 'profile', '../profile/seeded.svg');
    expect(existsSync(join(imagesDir, 'profile', names[0] ?? ''))).toBe(false);
    expect(existsSync(join(imagesDir, 'profile', 'seeded.svg'))).toBe(true);
  });
});
