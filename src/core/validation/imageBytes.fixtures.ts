/*
 * The smallest byte layouts of JPEG, PNG and GIF files that carry a size, built by hand so each
 * test says exactly what an upload holds. `totalBytes` pads a file to a chosen length.
 */

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const uint16BE = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const uint16LE = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const uint32BE = (value: number) => [...uint16BE(value >>> 16), ...uint16BE(value & 0xffff)];
const uint32LE = (value: number) => [...uint16LE(value & 0xffff), ...uint16LE(value >>> 16)];

function padded(header: readonly number[], totalBytes = header.length): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(totalBytes, header.length));
  bytes.set(header);
  return bytes;
}

/** A PNG: its signature and an IHDR chunk (8-bit RGBA). */
export function pngBytes(
  width: number,
  height: number,
  totalBytes?: number,
): Uint8Array<ArrayBuffer> {
  const ihdr = [...uint32BE(width), ...uint32BE(height), 8, 6, 0, 0, 0];
  const crc = [0, 0, 0, 0];
  const header = [0x89, ...ascii('PNG\r\n\u001a\n'), ...uint32BE(13), ...ascii('IHDR'), ...ihdr];
  return padded([...header, ...crc], totalBytes);
}

/** A GIF89a: its signature and logical screen size. */
export function gifBytes(
  width: number,
  height: number,
  totalBytes?: number,
): Uint8Array<ArrayBuffer> {
  return padded([...ascii('GIF89a'), ...uint16LE(width), ...uint16LE(height), 0, 0, 0], totalBytes);
}

/** A baseline JPEG: start of image, a JFIF APP0 segment, a start-of-frame with the size. */
export function jpegBytes(
  width: number,
  height: number,
  totalBytes?: number,
): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, ...uint16BE(16), ...ascii('JFIF\u0000'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const sof0 = [0xff, 0xc0, ...uint16BE(17), 8, ...uint16BE(height), ...uint16BE(width), 3];
  return padded([0xff, 0xd8, ...app0, ...sof0, ...components, 0xff, 0xd9], totalBytes);
}

/** The header of a WebP (extended format, VP8X) of the given size: a picture no upload may be. */
export function webpBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const uint24LE = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
  const chunk = [
    ...ascii('VP8X'),
    ...uint32LE(10),
    0,
    0,
    0,
    0,
    ...uint24LE(width - 1),
    ...uint24LE(height - 1),
  ];
  const body = [...ascii('WEBP'), ...chunk];
  return padded([...ascii('RIFF'), ...uint32LE(body.length), ...body]);
}
