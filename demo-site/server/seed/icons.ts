/*
 * Reads icons from @iconify-json/fluent-emoji-flat (MIT). An icon is an SVG body drawn on a
 * square of ICON_GRID units; composing one is wrapping the body in a positioned group.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconData {
  body: string;
}

interface IconSet {
  width: number;
  icons: Record<string, IconData>;
}

let cached: IconSet | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function loadIconSet(): IconSet {
  if (cached) return cached;
  const path = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(parsed) || !isRecord(parsed.icons)) throw new Error('Unexpected icon set format');
  const icons: Record<string, IconData> = {};
  for (const [name, icon] of Object.entries(parsed.icons)) {
    if (isRecord(icon) && typeof icon.body === 'string') icons[name] = { body: icon.body };
  }
  cached = { width: typeof parsed.width === 'number' ? parsed.width : 16, icons };
  return cached;
}

/** The side of the square every icon of the set is drawn on. */
export function iconGrid(): number {
  return loadIconSet().width;
}

/** True when the icon set has an icon of this name. */
export function hasIcon(name: string): boolean {
  return name in loadIconSet().icons;
}

/**
 * The icon's SVG body with its ids prefixed, so that several icons (or the same icon twice)
 * can share one document without their gradients and clip paths colliding.
 */
export function iconBody(name: string, idPrefix: string): string {
  const icon = loadIconSet().icons[name];
  if (!icon) throw new Error(`No icon named ${name} in fluent-emoji-flat`);
  return icon.body
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}$1"`);
}
