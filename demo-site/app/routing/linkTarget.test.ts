import { describe, expect, it } from 'vitest';
import { type LinkClick, storefrontLinkTarget } from './linkTarget';

const here = new URL('http://shop.test/home');

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  return link;
}

function click(target: EventTarget, changes: Partial<LinkClick> = {}): LinkClick {
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    path: [target],
    ...changes,
  };
}

describe('storefrontLinkTarget', () => {
  describe('given a plain click on a link to a storefront page', () => {
    it('opens the page in the storefront, keeping its query', () => {
      expect(storefrontLinkTarget(click(anchor('/search?name=milk')), here)).toBe(
        '/search?name=milk',
      );
      expect(storefrontLinkTarget(click(anchor('http://shop.test/product/42')), here)).toBe(
        '/product/42',
      );
    });

    it('finds the link from anything inside it, across a shadow root', () => {
      const link = anchor('/flash-sales');
      const icon = document.createElement('span');
      link.append(icon);
      const host = document.createElement('souq-header');
      expect(storefrontLinkTarget(click(icon, { path: [icon, link, host, document] }), here)).toBe(
        '/flash-sales',
      );
    });
  });

  describe('given a click the browser should handle', () => {
    it.each([
      ['another origin', click(anchor('https://example.com/home'))],
      ['a new tab', click(anchor('/help-and-support', { target: '_blank' }))],
      ['a download', click(anchor('/terms.pdf', { download: '' }))],
      ['a jump within the page', click(anchor('#main'))],
      ['the same page with a fragment', click(anchor('/home#popular'))],
      ['a modified click', click(anchor('/coupons'), { ctrlKey: true })],
      ['a middle click', click(anchor('/coupons'), { button: 1 })],
      ['a click a widget handled', click(anchor('/coupons'), { defaultPrevented: true })],
      ['no link at all', click(document.createElement('button'))],
    ])('leaves %s alone', (_case, event) => {
      expect(storefrontLinkTarget(event, here)).toBeNull();
    });
  });
});
