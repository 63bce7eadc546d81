/*
 * What an uploaded image really is, read from its bytes: the magic number at its start names the
 * type (a file's name and declared type are whatever its sender says), and image-size's readers
 * of those three formats find the width and height in the header.
 */
import { GIF } from 'image-size/types/gif';
import type { IImage } from 'image-size/types/interface';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';

/** The image types an upload may have (spec §5). */
export const IMAGE_TYPES = ['jpeg', 'png', 'gif'] as const;

/** One image type an upload may have. */
export type ImageType = (typeof IMAGE_TYPES)[number];

/** An image's type and size in pixels, as its bytes give them. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

interface Signature {
  type: ImageType;
  magic: readonly number[];
  reader: IImage;
}

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { type: 'jpeg', magic: [0xff, 0xd8, 0xff], reader: JPG },
  { type: 'png', magic: [0x89, ...ascii('PNG\r\n\u001a\n')], reader: PNG },
  { type: 'gif', magic: ascii('GIF87a'), reader: GIF },
  { type: 'gif', magic: ascii('GIF89a'), reader: GIF },
];

/** Bytes enough to tell the types apart: the longest signature's. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map(({ magic }) => magic.length));

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

const signatureOf = (bytes: Uint8Array) => SIGNATURES.find(({ magic }) => startsWith(bytes, magic));

/** The type an image's first bytes name, or null when they are not a JPEG, PNG or GIF. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  return signatureOf(bytes)?.type ?? null;
}

/**
 * The bytes in a buffer of their own. The readers look through a DataView of the whole
 * underlying buffer, so on a view into a larger one (a Node Buffer from the shared pool, a
 * subarray) a header cut short would be completed by whatever bytes follow it there.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes : bytes.slice();
}

/**
 * The type and size of a JPEG, PNG or GIF; null for any other file, and for one whose header is
 * cut short or broken (the readers throw on those).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const signature = signatureOf(bytes);
  if (!signature) return null;
  const own = ownBuffer(bytes);
  try {
    if (!signature.reader.validate(own)) return null;
    const { width, height } = signature.reader.calculate(own);
    const measured = Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
    return measured ? { type: signature.type, width, height } : null;
  } catch {
    return null;
  }
}
