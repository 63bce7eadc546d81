import { crc32, deflateSync } from 'node:zlib';

export { webpBytes } from '../../../src/core/validation/imageBytes.fixtures';

/*
 * Whole, decodable image files made in the test (a PNG with real chunks, checksums and compressed
 * pixels, a complete 1×1 GIF), and bytes that lie about what they are.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

function uint32BE(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([uint32BE(data.length), typed, uint32BE(crc32(typed))]);
}

/** A complete RGBA PNG of one colour, every chunk with its CRC, the pixels deflated. */
export function realPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.concat([uint32BE(width), uint32BE(height), Buffer.from([8, 6, 0, 0, 0])]);
  // Each row: filter byte 0, then one teal pixel (0, 128, 128, 255) per column.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 4, Buffer.from([0, 128, 128, 255])),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(file);
}

/** A complete 1×1 GIF89a: a two-colour table, one image with its LZW data, the trailer. */
export function realGif(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...ascii('GIF89a'),
    1,
    0,
    1,
    0,
    0x80,
    0,
    0,
    0xff,
    0xff,
    0xff,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    2,
    2,
    0x44,
    0x01,
    0,
    0x3b,
  ]);
}

/** An SVG picture: an image to a browser, and a document that can run script. */
export const svgBytes = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    ascii(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
  );

/** An HTML page, sent under a picture's name and type. */
export const htmlBytes = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(ascii('<!doctype html><html><body><script>alert(document.cookie)</script>'));

/** A real GIF with a page appended after its trailer: a GIF to every reader, HTML to a sniffer. */
export function gifWithHtml(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...realGif(), ...htmlBytes()]);
}
