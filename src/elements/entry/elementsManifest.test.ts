import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  attributeDescription,
  BRAND_COLORS,
  composedWidgets,
  cssProperties,
  elementDeclarations,
  eventNamesIn,
  MANIFEST_PATH,
  manifestSource,
  parseDefine,
  partNamesIn,
  partsOf,
} from '../../../scripts/buildElementsManifest';
import { lightColors } from '../../ui/theme/tokens';
import '../../ui/theme/themes.css';
import '../index';
import { SOUQ_PARTS } from '../host/parts';

const declarations = elementDeclarations();

/** The CSS vanilla-extract injected into the test document. */
function injectedCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('the committed custom-elements.json', () => {
  it('is exactly what `npx tsx scripts/buildElementsManifest.ts` writes from the sources', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(manifestSource(declarations));
  });
});

describe('given the elements entry imported', () => {
  it('registers every element the manifest lists', () => {
    for (const { tagName } of declarations) {
      expect(customElements.get(tagName), tagName).toBeDefined();
    }
  });

  it('lists for each element exactly the attributes the element observes', () => {
    for (const { tagName, attributes } of declarations) {
      const element = customElements.get(tagName) as unknown as { observedAttributes: string[] };
      const listed = attributes.map((attribute) => attribute.name).sort();
      expect([...element.observedAttributes].sort(), tagName).toEqual(listed);
    }
  });
});

describe('the custom properties', () => {
  it('are exactly the --souq-* properties the themes read', () => {
    const read = new Set(injectedCss().match(/--souq-[a-z-]+(?=[,)])/g));
    expect(new Set(cssProperties().map((property) => property.name))).toEqual(read);
  });

  it('say which colours apply to both schemes the way the dark theme falls back', () => {
    const css = injectedCss();
    const fallsBack = Object.keys(lightColors).filter((key) => {
      const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return css.includes(`var(--souq-dark-color-${name}, var(--souq-color-${name},`);
    });
    expect(new Set(fallsBack)).toEqual(BRAND_COLORS);
  });
});

describe('the CSS parts', () => {
  describe('given the names an element exposes', () => {
    it('describes each from the catalogue, outer regions first', () => {
      expect(partsOf(['trigger', 'root'], 'souq-demo')).toEqual([
        { name: 'root', description: SOUQ_PARTS.root },
        { name: 'trigger', description: SOUQ_PARTS.trigger },
      ]);
    });
  });

  describe('given a name the catalogue does not describe', () => {
    it('refuses it, naming the element and the part', () => {
      expect(() => partsOf(['panel', 'sparkle'], 'souq-demo')).toThrow(
        '<souq-demo> exposes the part sparkle',
      );
    });
  });

  it('lists for an element the parts of the widgets it renders in its shadow root', () => {
    const partsOfTag = (tag: string) =>
      declarations.find((declaration) => declaration.tagName === tag)?.cssParts ?? [];
    const header = partsOfTag('souq-header').map((part) => part.name);
    for (const composed of ['souq-search-box', 'souq-cart-drawer', 'souq-theme-switch']) {
      for (const part of partsOfTag(composed)) expect(header, composed).toContain(part.name);
    }
  });

  it('are the ones the README’s table names for each element', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const rows = readme.matchAll(/^ {2}\| (`souq-[^|]+)\| ([^|]+) \|$/gm);
    const named = (text: string) => [...text.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name);
    let checked = 0;
    for (const [, tags = '', parts = ''] of rows) {
      for (const tag of named(tags)) {
        const exposed = declarations.find((declaration) => declaration.tagName === tag)?.cssParts;
        const exposedNames = (exposed ?? []).map((part) => part.name);
        for (const part of named(parts)) expect(exposedNames, `${tag} ${part}`).toContain(part);
        checked += 1;
      }
    }
    expect(checked).toBe(declarations.length);
  });

  it('gives every element at least one part, and every catalogued part to some element', () => {
    const exposed = new Set(declarations.flatMap((declaration) => declaration.cssParts));
    for (const { tagName, cssParts } of declarations) expect(cssParts, tagName).not.toEqual([]);
    expect(new Set([...exposed].map((part) => part.name))).toEqual(
      new Set(Object.keys(SOUQ_PARTS)),
    );
  });
});

describe('parseDefine', () => {
  const source = [
    '/**',
    ' * `<souq-demo>`: a demo.',
    ' * - `item-id` (number): the item.',
    ' *   Still the item.',
    ' * - `theme` (`light` | `dark`): pins it.',
    ' * Fires nothing.',
    ' */',
    "export const DemoElement = souqElement(reflectOpen(Demo), { itemId: 'number', open: 'boolean' });",
    "defineOnce('souq-demo', DemoElement);",
  ].join('\n');

  describe('given a define.ts of the kit’s shape', () => {
    it('reads the tag, the class and the attribute map in order', () => {
      const facts = parseDefine(source, 'demo/define.ts');
      expect(facts).toMatchObject({ className: 'DemoElement', tagName: 'souq-demo' });
      expect(facts.attributes).toEqual([
        ['itemId', 'number'],
        ['open', 'boolean'],
      ]);
    });

    it('describes a bulleted attribute by its whole bullet', () => {
      const { doc } = parseDefine(source, 'demo/define.ts');
      expect(attributeDescription(doc, 'item-id', 'demo')).toBe(
        'Number: the item. Still the item.',
      );
    });

    it('refuses an attribute its JSDoc says nothing about', () => {
      const { doc } = parseDefine(source, 'demo/define.ts');
      expect(() => attributeDescription(doc, 'open', 'demo/define.ts')).toThrow('`open`');
    });
  });

  describe('given attributes described inline', () => {
    it('takes each attribute’s own clause', () => {
      const doc = ['Attributes `a` (first, required), `b` (second) and `theme` (third; last).'];
      expect(attributeDescription(doc, 'a', 'x')).toBe('First, required');
      expect(attributeDescription(doc, 'b', 'x')).toBe('Second');
      expect(attributeDescription(doc, 'theme', 'x')).toBe('Third; last');
    });
  });

  describe('given a file of another shape', () => {
    it('says what it expected', () => {
      expect(() => parseDefine('customElements.define("x-y", Y);', 'y/define.ts')).toThrow(
        'y/define.ts',
      );
    });
  });
});

describe('events and parts found in code', () => {
  it('names each souq:* event once, sorted', () => {
    const code = "dispatch('souq:item-add'); dispatch('souq:checkout'); dispatch('souq:item-add');";
    expect(eventNamesIn(code)).toEqual(['souq:checkout', 'souq:item-add']);
  });

  it('names each part once, sorted', () => {
    expect(
      partNamesIn('<div part="panel"><button part="trigger" /><i part="panel" /></div>'),
    ).toEqual(['panel', 'trigger']);
  });

  it('names the parts a primitive passes to an inner node, like an icon button’s badge', () => {
    expect(partNamesIn('<IconButton part="trigger" badgePart="badge" />')).toEqual([
      'badge',
      'trigger',
    ]);
  });

  it('takes no other attribute that merely ends in "part"', () => {
    expect(partNamesIn('<p counterpart="x" data-part="y" />')).toEqual([]);
  });

  it('follows the widgets a widget renders, each once', () => {
    const code: Record<string, string> = {
      header: "import { SearchBox } from '../search-box';\nimport { x } from '../../ui';",
      'search-box': "import { Header } from '../header/Header';",
    };
    expect(composedWidgets('header', (name) => code[name] ?? '')).toEqual(['header', 'search-box']);
  });
});
