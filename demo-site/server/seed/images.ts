/*
 * Pictures of the demo catalog: icons from fluent-emoji-flat on tinted tiles (products,
 * categories, store logos) or on gradients (banners, store covers, campaign cards). No text is
 * baked in — the shop overlays titles in the reader's language — and nothing is referenced from
 * outside the file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { iconBody, iconGrid } from './icons';
import { IMAGE_FOLDERS, type ImageShape, type ImageSpec } from './plan/types';
import type { Tint } from './vocabulary/types';

const TILE = 400;
const SIZES: Record<Exclude<ImageShape, 'tile'>, { width: number; height: number }> = {
  banner: { width: 1200, height: 400 },
  card: { width: 900, height: 450 },
};

/** Where icons sit on a wide picture: centre (as fractions of width and height) and size. */
const WIDE_SLOTS = [
  { x: 0.74, y: 0.5, size: 0.62, turn: 0 },
  { x: 0.52, y: 0.3, size: 0.3, turn: -12 },
  { x: 0.93, y: 0.74, size: 0.3, turn: 10 },
  { x: 0.56, y: 0.76, size: 0.26, turn: 8 },
  { x: 0.91, y: 0.2, size: 0.24, turn: -8 },
];

/** Draws one icon of `size` pixels centred at (x, y), optionally turned by some degrees. */
function placedIcon(
  name: string,
  index: number,
  x: number,
  y: number,
  size: number,
  turn = 0,
): string {
  const scale = size / iconGrid();
  const rotation = turn === 0 ? '' : ` rotate(${turn} ${iconGrid() / 2} ${iconGrid() / 2})`;
  const at = `translate(${round(x - size / 2)} ${round(y - size / 2)}) scale(${round(scale)})${rotation}`;
  return `<g transform="${at}">${iconBody(name, `i${index}-`)}</g>`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function svgDocument(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

/** A square tile: a rounded tinted square, a soft disc and the icon in the middle. */
export function renderTile(icon: string, tint: Tint): string {
  const half = TILE / 2;
  return svgDocument(
    TILE,
    TILE,
    `<rect width="${TILE}" height="${TILE}" rx="64" fill="${tint.background}"/>` +
      `<circle cx="${half}" cy="${half}" r="${TILE * 0.36}" fill="${tint.accent}" fill-opacity=".16"/>` +
      placedIcon(icon, 0, half, half, TILE * 0.56),
  );
}

/** A wide picture: a diagonal gradient, two soft discs and up to five icons on the right. */
export function renderWide(
  icons: readonly string[],
  tint: Tint,
  shape: Exclude<ImageShape, 'tile'>,
): string {
  const { width, height } = SIZES[shape];
  const placed = icons.slice(0, WIDE_SLOTS.length).map((icon, index) => {
    const slot = WIDE_SLOTS[index] ?? { x: 0.5, y: 0.5, size: 0.3, turn: 0 };
    return placedIcon(icon, index, slot.x * width, slot.y * height, slot.size * height, slot.turn);
  });
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${tint.background}"/>` +
      `<stop offset="1" stop-color="${tint.accent}" stop-opacity=".55"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" rx="24" fill="url(#bg)"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.46}" fill="#fff" fill-opacity=".35"/>` +
      `<circle cx="${width * 0.08}" cy="${height * 0.92}" r="${height * 0.3}" fill="${tint.accent}" fill-opacity=".12"/>` +
      placed.join(''),
  );
}

/** The SVG text of a planned picture. */
export function renderImage(spec: ImageSpec): string {
  const first = spec.icons[0];
  if (!first) throw new Error(`Picture ${spec.folder}/${spec.name} has no icon`);
  return spec.shape === 'tile'
    ? renderTile(first, spec.tint)
    : renderWide(spec.icons, spec.tint, spec.shape);
}

/** Writes every planned picture under `imagesDir`, one subfolder per kind. */
export async function writeImages(specs: readonly ImageSpec[], imagesDir: string): Promise<void> {
  await Promise.all(
    IMAGE_FOLDERS.map((folder) => mkdir(join(imagesDir, folder), { recursive: true })),
  );
  await Promise.all(
    specs.map((spec) => writeFile(join(imagesDir, spec.folder, spec.name), renderImage(spec))),
  );
}
