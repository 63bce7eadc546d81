/*
 * Writes src/ui/Flag/flagIcons.ts: the circle flags of the shop's countries, taken from the
 * @iconify-json/circle-flags set (a 504 KB JSON that must never reach a widget bundle), with each
 * SVG body parsed into element nodes so the Flag component renders it without innerHTML.
 *   npx tsx scripts/buildFlags.ts
 * Run it again after changing SHOP_COUNTRY_CODES or updating the icon set; a unit test fails
 * while the committed module differs from what this script writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as v from 'valibot';
import type { FlagIcon, FlagNode } from '../src/ui/Flag/flagIcon.ts';

/** The countries the shop offers (spec §3 "Countries offered", §9), in the spec's order. */
export const SHOP_COUNTRY_CODES = ['eg', 'sa', 'in'] as const;

/** Where the generated module lives. */
export const FLAG_MODULE_PATH = resolve(import.meta.dirname, '../src/ui/Flag/flagIcons.ts');

const ICON_SET_PACKAGE = '@iconify-json/circle-flags';

/** Iconify's default view box side, for sets that name no size. */
const ICONIFY_DEFAULT_SIZE = 16;

const iconSetSchema = v.object({
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  icons: v.record(
    v.string(),
    v.object({ body: v.string(), width: v.optional(v.number()), height: v.optional(v.number()) }),
  ),
});

/** The part of an Iconify JSON icon set the flags need. */
export type IconSet = v.InferOutput<typeof iconSetSchema>;

/** What the generated module is made from: the icon set and the version it came in. */
export interface IconSetSource {
  iconSet: IconSet;
  version: string;
}

/** Reads the installed icon set and its version. */
export function readIconSet(): IconSetSource {
  const nodeRequire = createRequire(import.meta.url);
  const readJson = (file: string): unknown =>
    JSON.parse(readFileSync(nodeRequire.resolve(`${ICON_SET_PACKAGE}/${file}`), 'utf8'));
  const { version } = v.parse(v.object({ version: v.string() }), readJson('package.json'));
  return { iconSet: v.parse(iconSetSchema, readJson('icons.json')), version };
}

// A whole tag: `<name attr="value" …>`, `</name>` or `<name … />`. Iconify bodies are
// normalised markup with double-quoted attributes and no text, so anything else is refused.
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/**
 * An SVG attribute's name as React expects it: `fill-rule` → `fillRule`, `class` → `className`;
 * `aria-*` and `data-*` keep their hyphens.
 */
function propName(attribute: string): string {
  if (attribute === 'class') return 'className';
  if (/^(aria|data)-/.test(attribute)) return attribute;
  if (attribute === 'style') {
    throw new Error('flags must not carry style attributes (a strict CSP blocks them)');
  }
  return attribute.replace(/[-:]([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function decodeEntities(value: string): string {
  return value.replace(/&[a-z]+;|&/g, (entity) => {
    const decoded = ENTITIES[entity];
    if (decoded === undefined) throw new Error(`unknown entity "${entity}" in a flag attribute`);
    return decoded;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of source.matchAll(ATTRIBUTE)) {
    attributes[propName(name)] = decodeEntities(value);
  }
  return attributes;
}

interface OpenElement {
  tag: string;
  attributes: Record<string, string>;
  children: FlagNode[];
}

/** Parses an Iconify SVG body into element nodes; throws on text, comments or unbalanced tags. */
export function parseSvgBody(body: string): FlagNode[] {
  const root: OpenElement = { tag: '', attributes: {}, children: [] };
  const open: OpenElement[] = [root];
  let position = 0;
  while (position < body.length) {
    TAG.lastIndex = position;
    const match = TAG.exec(body);
    if (!match) {
      const excerpt = body.slice(position, position + 40);
      throw new Error(`unexpected content at ${position}: ${excerpt}`);
    }
    position = TAG.lastIndex;
    const [, closing, tag = '', attributeSource = '', selfClosing] = match;
    const parent = open.at(-1) ?? root;
    if (closing) {
      if (parent === root || parent.tag !== tag) throw new Error(`unbalanced </${tag}>`);
      open.pop();
      (open.at(-1) ?? root).children.push([parent.tag, parent.attributes, parent.children]);
      continue;
    }
    const element: OpenElement = { tag, attributes: attributesOf(attributeSource), children: [] };
    if (selfClosing) parent.children.push([tag, element.attributes, []]);
    else open.push(element);
  }
  if (open.length > 1) throw new Error(`unclosed <${open.at(-1)?.tag}>`);
  return root.children;
}

/** The flag of one country code from the set. */
export function flagFromSet(iconSet: IconSet, code: string): FlagIcon {
  const icon = iconSet.icons[code];
  if (!icon) throw new Error(`${ICON_SET_PACKAGE} has no flag "${code}"`);
  return {
    width: icon.width ?? iconSet.width ?? ICONIFY_DEFAULT_SIZE,
    height: icon.height ?? iconSet.height ?? ICONIFY_DEFAULT_SIZE,
    body: parseSvgBody(icon.body),
  };
}

/** A string as a single-quoted TypeScript literal, the way the code base writes them. */
function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** An object key as TypeScript source: bare when it is an identifier name, quoted otherwise. */
function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

/** A value as TypeScript source on one line. */
function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(
      ([key, entry]) => `${propertyName(key)}: ${literal(entry)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  throw new Error(`cannot write ${typeof value} as a literal`);
}

/** The source of src/ui/Flag/flagIcons.ts for the given codes. */
export function flagModuleSource(
  { iconSet, version }: IconSetSource,
  codes: readonly string[] = SHOP_COUNTRY_CODES,
): string {
  const codeUnion = codes.map(quote).join(' | ');
  const entries = codes.map(
    (code) => `  ${propertyName(code)}: ${literal(flagFromSet(iconSet, code))},`,
  );
  return [
    '/*',
    " * GENERATED by scripts/buildFlags.ts; do not edit. After changing the shop's country codes",
    ' * or updating the icon set, regenerate it with:',
    ' *   npx tsx scripts/buildFlags.ts',
    ` * Source: ${ICON_SET_PACKAGE} ${version} (Circle Flags by HatScripts, MIT licence).`,
    ' */',
    "import type { FlagIcon } from './flagIcon';",
    '',
    "/** The circle flag of each of the shop's countries, by lower-case ISO 3166-1 code. */",
    '// biome-ignore format: generated data, one flag a line',
    `export const FLAG_ICONS: Readonly<Record<${codeUnion}, FlagIcon>> = {`,
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** Writes the module from the installed icon set. */
export function writeFlagModule(): void {
  writeFileSync(FLAG_MODULE_PATH, flagModuleSource(readIconSet()));
  console.log(`wrote ${FLAG_MODULE_PATH} (${SHOP_COUNTRY_CODES.join(', ')})`);
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename;
if (invokedDirectly) writeFlagModule();
