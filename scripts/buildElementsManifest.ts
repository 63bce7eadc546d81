/*
 * Writes custom-elements.json (Custom Elements Manifest, schema 2.1) for the npm library:
 *   npx tsx scripts/buildElementsManifest.ts
 * Read from the sources, not from a running browser: each widgets/<name>/define.ts gives the tag,
 * the attribute map passed to souqElement and the JSDoc describing each attribute; the events are
 * the `souq:*` names the widget's code (and the widgets it composes) fires, described in
 * src/core/events/souqEvents.ts; the custom properties are the tokens of src/ui/theme/tokens.ts; the
 * parts are the `part="…"` (and `badgePart="…"`-style) props in the widget's code and the widgets
 * it composes, which render into the same shadow root, described in src/elements/host/parts.ts. A unit
 * test fails while the committed file differs from what this script writes.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { THEME_PREFERENCES } from '../src/core/store/plainKeys.ts';
import { isSouqPart, SOUQ_PARTS } from '../src/elements/host/parts.ts';
import { darkColors, lightColors, sharedTokens } from '../src/ui/theme/tokens.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Where the manifest is written (the package's `customElements` field points here). */
export const MANIFEST_PATH = resolve(ROOT, 'custom-elements.json');

/** The module of the package that registers and exports every element class. */
export const ELEMENTS_MODULE = 'dist/lib/elements.js';

const WIDGETS_DIR = resolve(ROOT, 'widgets');
const EVENTS_MODULE = resolve(ROOT, 'src/core/events/souqEvents.ts');

/**
 * The colours a partner sets once for both schemes: in the dark scheme `--souq-color-<name>`
 * is the fallback of `--souq-dark-color-<name>` (src/ui/theme/themes.css.ts; a test compares).
 */
export const BRAND_COLORS: ReadonlySet<string> = new Set([
  'accent',
  'accentHover',
  'accentText',
  'accentSoft',
]);

// ---------------------------------------------------------------------------------------------
// Manifest shapes (the parts of schema 2.1 this kit fills)
// ---------------------------------------------------------------------------------------------

interface TypeText {
  text: string;
}

/** An attribute of an element. */
export interface ManifestAttribute {
  name: string;
  type: TypeText;
  description: string;
  fieldName?: string;
}

/** An event an element fires. */
export interface ManifestEvent {
  name: string;
  type: TypeText;
  description: string;
}

/** A CSS custom property or part an element reads or exposes. */
export interface ManifestCssEntry {
  name: string;
  description: string;
  default?: string;
}

/** One custom element's declaration. */
export interface ElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  superclass: { name: 'HTMLElement'; package: 'global:' };
  attributes: ManifestAttribute[];
  events: ManifestEvent[];
  cssProperties: ManifestCssEntry[];
  cssParts: ManifestCssEntry[];
}

// ---------------------------------------------------------------------------------------------
// define.ts
// ---------------------------------------------------------------------------------------------

/** What one define.ts declares. */
export interface DefineFacts {
  className: string;
  tagName: string;
  /** Prop name → r2wc attribute type, in the map's order. */
  attributes: ReadonlyArray<readonly [prop: string, type: string]>;
  /** The JSDoc above the element, as lines without the comment's stars. */
  doc: string[];
}

const ELEMENT =
  /\/\*\*([\s\S]*?)\*\/\s*export const (\w+) = souqElement\(\s*[\w.]+(?:\([\w.]+\))?,\s*\{([^}]*)\}\s*\)/;
const DEFINE = /defineOnce\(\s*'([a-z][a-z0-9]*-[a-z0-9-]+)',\s*(\w+)\s*\)/;
const ATTRIBUTE_ENTRY = /(\w+):\s*'(string|number|boolean|json)'/g;

/** Reads the facts of a define.ts; throws when it does not follow the kit's one shape. */
export function parseDefine(source: string, file: string): DefineFacts {
  const element = ELEMENT.exec(source);
  const define = DEFINE.exec(source);
  if (!element || !define) {
    throw new Error(
      `${file}: expected a JSDoc'd \`export const X = souqElement(…)\` and defineOnce`,
    );
  }
  const [, docSource = '', className = '', mapSource = ''] = element;
  const [, tagName = '', definedClass] = define;
  if (definedClass !== className)
    throw new Error(`${file}: defines ${definedClass}, not ${className}`);
  const attributes = [...mapSource.matchAll(ATTRIBUTE_ENTRY)].map(
    ([, prop = '', type = '']) => [prop, type] as const,
  );
  const doc = docSource
    .split('\n')
    .map((line) => line.replace(/^\s*\*( |$)/, '').trimEnd())
    .filter((line, index, lines) => line !== '' || (index > 0 && index < lines.length - 1));
  return { className, tagName, attributes, doc };
}

/** An attribute name as HTML writes it: `itemId` → `item-id`. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

interface DocBlock {
  bullet: boolean;
  text: string;
}

/** The JSDoc as bullets (`- …`, continued by indented lines) and paragraphs. */
function docBlocks(doc: readonly string[]): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const line of doc) {
    const last = blocks.at(-1);
    if (line.startsWith('- ')) blocks.push({ bullet: true, text: line.slice(2) });
    else if (last && (line.startsWith('  ') || !last.bullet)) last.text += ` ${line.trim()}`;
    else blocks.push({ bullet: false, text: line.trim() });
  }
  return blocks;
}

/** From `text` (just after an attribute's name): its clause, up to the next attribute or sentence. */
function clauseAfter(text: string): string {
  let depth = 0;
  let end = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const rest = text.slice(index);
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0 && /^(, `|,? and `|\.(\s|$))/.test(rest)) {
      end = index;
      break;
    }
  }
  const clause = text.slice(0, end).trim();
  const wrapped = /^\((.*)\)$/.exec(clause)?.[1];
  return wrapped !== undefined && !wrapped.includes(')') ? wrapped : clause;
}

/** What the JSDoc says about one attribute; throws when it says nothing (the API is a contract). */
export function attributeDescription(
  doc: readonly string[],
  attribute: string,
  file: string,
): string {
  const name = `\`${attribute}\``;
  const blocks = docBlocks(doc);
  const bullet = blocks.find((block) => block.bullet && block.text.startsWith(name));
  const paragraph = blocks.find((block) => !block.bullet && block.text.includes(name));
  if (!bullet && !paragraph) {
    throw new Error(`${file}: the JSDoc does not describe the attribute ${name}`);
  }
  const text = bullet
    ? bullet.text.slice(name.length).trim()
    : clauseAfter(paragraph?.text.split(name)[1] ?? '');
  // `(boolean): opens it` reads as `Boolean: opens it` on its own.
  const plain = text.replace(/^\(([^()]*)\):/, '$1:');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** The element's description: its JSDoc, without the leading `<souq-…>:`, as Markdown. */
export function elementDescription(doc: readonly string[]): string {
  const text = docBlocks(doc)
    .map((block) => (block.bullet ? `- ${block.text}` : block.text))
    .join('\n')
    .replace(/^`?<souq-[a-z-]+>`?:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TYPE_TEXT: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
};

function attributesOf(facts: DefineFacts, file: string): ManifestAttribute[] {
  const declared = facts.attributes.map(([prop, type]) => {
    const name = kebabCase(prop);
    return {
      name,
      type: { text: TYPE_TEXT[type] ?? type },
      description: attributeDescription(facts.doc, name, file),
      fieldName: prop,
    };
  });
  const theme: ManifestAttribute = {
    name: 'theme',
    type: { text: THEME_PREFERENCES.map((value) => `'${value}'`).join(' | ') },
    description: attributeDescription(facts.doc, 'theme', file),
  };
  return [...declared, theme];
}

// ---------------------------------------------------------------------------------------------
// Events and parts: read from the widget's own code and the widgets it composes
// ---------------------------------------------------------------------------------------------

/** A widget's components and modules, without tests, stories and comments. */
function widgetCode(widget: string): string {
  const dir = join(WIDGETS_DIR, widget);
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

/** The widgets a widget renders (its imports of sibling widget folders), itself first. */
export function composedWidgets(widget: string, codeOf: (name: string) => string): string[] {
  const seen = [widget];
  for (let index = 0; index < seen.length; index += 1) {
    const code = codeOf(seen[index] ?? widget);
    for (const [, other = ''] of code.matchAll(
      /from '\.\.\/(?:\.\.\/widgets\/)?([a-z-]+)(?:\/[^']*)?'/g,
    )) {
      if (other !== 'src' && !seen.includes(other) && existsSync(join(WIDGETS_DIR, other))) {
        seen.push(other);
      }
    }
  }
  return seen;
}

/** Every `souq:*` event a piece of code names, sorted. */
export function eventNamesIn(code: string): string[] {
  return [...new Set([...code.matchAll(/'(souq:[a-z-]+)'/g)].map(([, name = '']) => name))].sort();
}

/**
 * Every part name in a piece of code, sorted: `part="…"` on a node, and `<x>Part="…"` on a
 * primitive that passes the name to one of its inner nodes (an icon button's `badgePart`).
 */
export function partNamesIn(code: string): string[] {
  const props = code.matchAll(/(?<![\w-])(?:part|[a-z][A-Za-z]*Part)="([a-z][a-z-]*)"/g);
  return [...new Set([...props].map(([, name = '']) => name))].sort();
}

/**
 * The parts of an element, described by src/elements/host/parts.ts and in its order (outer regions
 * first); throws on a name the catalogue lacks, since an undocumented part is no contract.
 */
export function partsOf(names: readonly string[], tag: string): ManifestCssEntry[] {
  const unknown = names.find((name) => !isSouqPart(name));
  if (unknown !== undefined) {
    throw new Error(
      `<${tag}> exposes the part ${unknown}, which src/elements/host/parts.ts does not describe`,
    );
  }
  return Object.entries(SOUQ_PARTS)
    .filter(([name]) => names.includes(name))
    .map(([name, description]) => ({ name, description }));
}

/** Each event's description and detail type, from the JSDoc'd `SouqEventDetails` of events.ts. */
export function eventCatalogue(source: string): Map<string, ManifestEvent> {
  const body = /interface SouqEventDetails \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const entries = body.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*'(souq:[a-z-]+)':\s*([^;]+);/g);
  return new Map(
    [...entries].map(([, doc = '', name = '', detail = '']) => [
      name,
      {
        name,
        type: { text: `CustomEvent<${detail.trim()}>` },
        description: doc.replace(/\s*\n\s*\*\s*/g, ' '),
      },
    ]),
  );
}

function eventsOf(names: readonly string[], catalogue: Map<string, ManifestEvent>, tag: string) {
  return names.map((name) => {
    const event = catalogue.get(name);
    if (!event)
      throw new Error(
        `<${tag}> fires ${name}, which src/core/events/souqEvents.ts does not declare`,
      );
    return event;
  });
}

// ---------------------------------------------------------------------------------------------
// Custom properties
// ---------------------------------------------------------------------------------------------

function words(name: string): string {
  return kebabCase(name).replaceAll('-', ' ');
}

/** Every `--souq-*` custom property the themes read, with its default and what it changes. */
export function cssProperties(): ManifestCssEntry[] {
  const shared = Object.entries(sharedTokens).flatMap(([group, tokens]) =>
    Object.entries(tokens).map(([key, value]) => ({
      name: `--souq-${group}-${kebabCase(key)}`,
      description: `The ${group} token "${words(key)}", in both schemes.`,
      default: value,
    })),
  );
  const light = Object.entries(lightColors).map(([key, value]) => ({
    name: `--souq-color-${kebabCase(key)}`,
    description: BRAND_COLORS.has(key)
      ? `The ${words(key)} colour in both schemes (the dark one unless --souq-dark-color-${kebabCase(key)} is set).`
      : `The ${words(key)} colour in the light scheme.`,
    default: value,
  }));
  const dark = Object.entries(darkColors).map(([key, value]) => ({
    name: `--souq-dark-color-${kebabCase(key)}`,
    description: `The ${words(key)} colour in the dark scheme.`,
    default: value,
  }));
  return [...light, ...dark, ...shared];
}

// ---------------------------------------------------------------------------------------------
// The manifest
// ---------------------------------------------------------------------------------------------

/** The widget folders that register an element, sorted. */
export function elementWidgets(): string[] {
  return readdirSync(WIDGETS_DIR)
    .filter((name) => existsSync(join(WIDGETS_DIR, name, 'define.ts')))
    .sort();
}

/** One declaration per widgets/<name>/define.ts. */
export function elementDeclarations(): ElementDeclaration[] {
  const catalogue = eventCatalogue(readFileSync(EVENTS_MODULE, 'utf8'));
  const properties = cssProperties();
  const codeCache = new Map<string, string>();
  const codeOf = (widget: string) => {
    const code = codeCache.get(widget) ?? widgetCode(widget);
    codeCache.set(widget, code);
    return code;
  };
  return elementWidgets().map((widget) => {
    const file = `widgets/${widget}/define.ts`;
    const facts = parseDefine(readFileSync(join(ROOT, file), 'utf8'), file);
    const rendered = composedWidgets(widget, codeOf).map(codeOf).join('\n');
    return {
      kind: 'class',
      customElement: true,
      name: facts.className,
      tagName: facts.tagName,
      description: elementDescription(facts.doc),
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: attributesOf(facts, file),
      events: eventsOf(eventNamesIn(rendered), catalogue, facts.tagName),
      cssProperties: properties,
      cssParts: partsOf(partNamesIn(rendered), facts.tagName),
    };
  });
}

/** The text of custom-elements.json. */
export function manifestSource(declarations: ElementDeclaration[] = elementDeclarations()): string {
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: ELEMENTS_MODULE,
        declarations,
        exports: declarations.flatMap((declaration) => {
          const reference = { name: declaration.name, module: ELEMENTS_MODULE };
          return [
            { kind: 'js', name: declaration.name, declaration: reference },
            {
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: reference,
            },
          ];
        }),
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Writes custom-elements.json. */
export function writeManifest(): void {
  const declarations = elementDeclarations();
  writeFileSync(MANIFEST_PATH, manifestSource(declarations));
  console.log(`wrote ${MANIFEST_PATH} (${declarations.map((entry) => entry.tagName).join(', ')})`);
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename;
if (invokedDirectly) writeManifest();
