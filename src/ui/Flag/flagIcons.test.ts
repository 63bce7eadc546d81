import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FLAG_MODULE_PATH,
  flagModuleSource,
  parseSvgBody,
  readIconSet,
  SHOP_COUNTRY_CODES,
} from '../../../scripts/buildFlags';
import { FLAG_ICONS } from './flagIcons';

describe('the generated flag module', () => {
  it('is exactly what `npx tsx scripts/buildFlags.ts` writes from the installed icon set', () => {
    expect(readFileSync(FLAG_MODULE_PATH, 'utf8')).toBe(flagModuleSource(readIconSet()));
  });

  it("holds a flag for each of the shop's countries and nothing else", () => {
    expect(Object.keys(FLAG_ICONS)).toEqual([...SHOP_COUNTRY_CODES]);
  });
});

describe('parseSvgBody', () => {
  describe('given nested and self-closing elements', () => {
    it('keeps the tree and names attributes as React props', () => {
      const body =
        '<g fill-rule="evenodd" class="x"><path d="M0 0h1" clip-path="url(#a)"/></g><use xlink:href="#a"/>';
      expect(parseSvgBody(body)).toEqual([
        [
          'g',
          { fillRule: 'evenodd', className: 'x' },
          [['path', { d: 'M0 0h1', clipPath: 'url(#a)' }, []]],
        ],
        ['use', { xlinkHref: '#a' }, []],
      ]);
    });

    it('decodes the XML entities of attribute values', () => {
      expect(parseSvgBody('<text aria-label="a &amp; &quot;b&quot;"></text>')).toEqual([
        ['text', { 'aria-label': 'a & "b"' }, []],
      ]);
    });
  });

  describe('given markup the flags must not carry', () => {
    it.each([
      ['text between tags', '<g>hello</g>'],
      ['a comment', '<!-- x --><g/>'],
      ['an unclosed element', '<g><path d="M0"/>'],
      ['a stray closing tag', '</g>'],
      ['mismatched tags', '<g></mask>'],
      ['a style attribute', '<g style="fill:red"/>'],
      ['an unknown entity', '<g id="&nbsp;"/>'],
    ])('refuses %s', (_case, body) => {
      expect(() => parseSvgBody(body)).toThrow();
    });
  });
});
