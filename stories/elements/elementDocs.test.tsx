import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../src/elements/entry/elementRegistry';
import { ElementReference } from './ElementReference';
import {
  detailType,
  type ElementsManifest,
  elementEntry,
  manifestElements,
  type SouqTag,
  sharedCustomProperties,
} from './elementManifest';
import { ELEMENT_EXAMPLES, embedSnippet, LOADER_SCRIPT } from './embedSnippet';
import { ThemingTokens } from './ThemingTokens';

const PAGES_DIR = import.meta.dirname;
const registeredTags = Object.keys(elementRegistry) as SouqTag[];

/** Each row of a table as its text, header row first. */
function rowTexts(table: HTMLElement): Array<string | null> {
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

function pageOf(tag: string): string {
  return readFileSync(join(PAGES_DIR, `${tag}.mdx`), 'utf8');
}

const properties = [
  { name: '--souq-color-accent', description: 'The accent colour.', default: '#0b6e4f' },
  { name: '--souq-dark-color-text', description: 'The text colour, dark.', default: '#f3efe8' },
  { name: '--souq-space-md', description: 'The space token "md".', default: '0.75rem' },
];

/** A manifest as the analyzer writes it: an element with everything, and a bare one. */
const manifest: ElementsManifest = {
  modules: [
    {
      declarations: [
        {
          name: 'AddToCartElement',
          tagName: 'souq-add-to-cart',
          description: 'The Add to Cart button.',
          attributes: [
            { name: 'item-id', type: { text: 'number' }, description: "The item's numeric id" },
            { name: 'quantity', type: { text: 'number' }, description: 'Units one press adds' },
            { name: 'open', type: { text: 'boolean' }, description: 'Opens it' },
          ],
          events: [
            {
              name: 'souq:item-add',
              type: { text: 'CustomEvent<CartLineSnapshot>' },
              description: 'The shopper put a new line in the cart.',
            },
          ],
          cssParts: [
            { name: 'button', description: 'The Add to Cart button itself.' },
            { name: 'stepper', description: '' },
          ],
          cssProperties: properties,
        },
        {
          name: 'ThemeSwitchElement',
          tagName: 'souq-theme-switch',
          description: 'The theme switch.',
          attributes: [],
          events: [],
          cssParts: [],
          cssProperties: properties,
        },
        { name: 'souqHelper', description: 'A declaration without a tag.' },
      ],
    },
  ],
};

describe('the Elements docs pages', () => {
  describe('given the tags of the element registry', () => {
    it.each(registeredTags)(
      'has a page for <%s> under Elements with its preview and reference',
      (tag) => {
        expect(existsSync(join(PAGES_DIR, `${tag}.mdx`))).toBe(true);
        const page = pageOf(tag);
        expect(page).toContain(`<Meta title="Elements/${tag}" />`);
        expect(page).toContain(`<ElementReference tag="${tag}" />`);
        expect(page).toContain('<ElementPreview of={');
        expect(page).toContain('(?path=/docs/elements-theming-tokens--docs)');
      },
    );

    it('has no element page for a tag the registry does not define', () => {
      const pages = readdirSync(PAGES_DIR)
        .filter((file) => file.startsWith('souq-') && file.endsWith('.mdx'))
        .map((file) => file.replace(/\.mdx$/, ''));
      expect(pages.sort()).toEqual([...registeredTags].sort());
    });

    it('has a snippet example for each of them, and for nothing else', () => {
      expect(Object.keys(ELEMENT_EXAMPLES).sort()).toEqual([...registeredTags].sort());
    });
  });

  describe('given the committed custom-elements.json', () => {
    it('declares exactly the registered tags', () => {
      const declared = manifestElements().map((entry) => entry.tagName);
      expect(declared.sort()).toEqual([...registeredTags].sort());
    });

    it.each(registeredTags)('writes the snippet of <%s> with attributes it declares', (tag) => {
      expect(() => embedSnippet(elementEntry(tag), ELEMENT_EXAMPLES[tag])).not.toThrow();
    });

    it('gives every element the same custom properties, so one tokens page serves all', () => {
      expect(sharedCustomProperties().length).toBeGreaterThan(0);
      expect(existsSync(join(PAGES_DIR, 'theming-tokens.mdx'))).toBe(true);
    });
  });
});

describe('ElementReference', () => {
  describe('given an element with attributes, events and parts', () => {
    it('shows the loader script and the element with its example attributes', () => {
      render(<ElementReference tag="souq-add-to-cart" manifest={manifest} />);
      const snippet = screen.getByText((_, node) => node?.tagName === 'CODE');
      expect(snippet.textContent).toBe(
        `${LOADER_SCRIPT}\n<souq-add-to-cart item-id="42" quantity="1"></souq-add-to-cart>`,
      );
    });

    it('lists each attribute with its type and description', () => {
      render(<ElementReference tag="souq-add-to-cart" manifest={manifest} />);
      const table = screen.getByRole('table', { name: 'Attributes of <souq-add-to-cart>' });
      const rows = rowTexts(table);
      expect(rows).toEqual([
        'NameTypeDescription',
        "item-idnumberThe item's numeric id",
        'quantitynumberUnits one press adds',
        'openbooleanOpens it',
      ]);
    });

    it('lists each event with the type of its detail', () => {
      render(<ElementReference tag="souq-add-to-cart" manifest={manifest} />);
      const table = screen.getByRole('table', { name: /^Events <souq-add-to-cart> fires/ });
      const [, row] = within(table).getAllByRole('row');
      expect(row?.textContent).toBe(
        'souq:item-addCartLineSnapshotThe shopper put a new line in the cart.',
      );
    });

    it('lists each part, with a dash for one not yet described', () => {
      render(<ElementReference tag="souq-add-to-cart" manifest={manifest} />);
      const table = screen.getByRole('table', { name: /^Parts of <souq-add-to-cart>/ });
      const rows = rowTexts(table);
      expect(rows).toEqual(['NameDescription', 'buttonThe Add to Cart button itself.', 'stepper—']);
    });
  });

  describe('given an element with no attribute of its own, no event and no part', () => {
    it('says so in each section instead of showing an empty table', () => {
      render(<ElementReference tag="souq-theme-switch" manifest={manifest} />);
      expect(screen.queryAllByRole('table')).toEqual([]);
      expect(screen.getByText('It takes no attribute.')).toBeTruthy();
      expect(screen.getByText('It fires no souq:* event.')).toBeTruthy();
      expect(screen.getByText(/^It exposes no part yet/)).toBeTruthy();
    });
  });

  describe('given a tag the manifest does not declare', () => {
    it('fails rather than render an empty reference', () => {
      expect(() => render(<ElementReference tag="souq-footer" manifest={manifest} />)).toThrow(
        'custom-elements.json declares no <souq-footer>',
      );
    });
  });
});

describe('embedSnippet', () => {
  const entry = elementEntry('souq-add-to-cart', manifest);

  describe('when an attribute is boolean', () => {
    it('writes it bare', () => {
      expect(embedSnippet(entry, { open: true })).toContain('<souq-add-to-cart open>');
    });
  });

  describe('when an attribute is not declared', () => {
    it('throws, so a page never shows a renamed attribute', () => {
      expect(() => embedSnippet(entry, { 'item-ids': '1' })).toThrow(
        '<souq-add-to-cart> declares no attribute item-ids',
      );
    });
  });

  describe('for any attribute value', () => {
    it('writes HTML that parses back to that value', () => {
      fc.assert(
        fc.property(fc.string(), (value) => {
          const html = embedSnippet(entry, { quantity: value });
          const parsed = new DOMParser().parseFromString(html, 'text/html');
          expect(parsed.querySelector('souq-add-to-cart')?.getAttribute('quantity')).toBe(value);
        }),
        { numRuns: 50 },
      );
    });
  });
});

describe('detailType', () => {
  it('reads the detail out of a CustomEvent type', () => {
    expect(
      detailType({ name: 'souq:checkout', description: '', type: { text: 'CustomEvent<X<Y>>' } }),
    ).toBe('X<Y>');
  });

  it('keeps a type that is not a CustomEvent as written', () => {
    expect(detailType({ name: 'souq:odd', description: '', type: { text: 'Event' } })).toBe(
      'Event',
    );
  });
});

describe('ThemingTokens', () => {
  describe('given the elements share their custom properties', () => {
    it('lists each property once, in its group, with its default', () => {
      render(<ThemingTokens manifest={manifest} />);
      const light = screen.getByRole('table', { name: /^Colours \(light scheme/ });
      expect(rowTexts(light)).toEqual([
        'NameDefaultDescription',
        '--souq-color-accent#0b6e4fThe accent colour.',
      ]);
      const dark = screen.getByRole('table', { name: 'Colours (dark scheme)' });
      expect(within(dark).getByText('#f3efe8')).toBeTruthy();
      const spacing = screen.getByRole('table', { name: 'Spacing' });
      expect(within(spacing).getByText('--souq-space-md')).toBeTruthy();
      expect(screen.getAllByRole('table')).toHaveLength(3);
    });
  });

  describe('given one element reads another set of properties', () => {
    it('fails rather than show one list for all', () => {
      const element = (tagName: string, cssProperties: typeof properties) => ({
        name: tagName,
        tagName,
        description: '',
        cssProperties,
      });
      const differing: ElementsManifest = {
        modules: [
          {
            declarations: [
              element('souq-one', properties),
              element('souq-two', properties.slice(1)),
            ],
          },
        ],
      };
      expect(() => sharedCustomProperties(differing)).toThrow(
        'the elements of custom-elements.json read different properties',
      );
    });
  });
});
