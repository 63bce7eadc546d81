// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTemplate, renderDocument, renderShell } from './documentTemplate';
import type { PageHead } from './headTags';

const BUILT = `<!doctype html>
<html lang="ar" dir="rtl" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shop." />
    <title>Souq</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head: PageHead = {
  language: 'en',
  status: 200,
  title: 'Tea | Souq',
  description: 'Green tea',
  canonical: 'https://souq.example/product/tea',
  alternates: [{ hreflang: 'ar', href: 'https://souq.example/product/tea?lang=ar' }],
  robots: null,
  meta: [{ attribute: 'property', key: 'og:title', content: 'Tea' }],
  jsonLd: [{ '@type': 'Thing', name: 'Tea' }],
  leadImage: null,
};

describe('the storefront template', () => {
  describe('given a page with a head of its own', () => {
    const html = renderDocument(parseTemplate(BUILT), head);

    it('sets the language and direction, keeping the other attributes of <html>', () => {
      expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
    });

    it('replaces the title and description, once each', () => {
      expect(html.match(/<title>/g)).toEqual(['<title>']);
      expect(html).toContain('<title>Tea | Souq</title>');
      expect(html).not.toContain('The shop.');
      expect(html.match(/name="description"/g)).toHaveLength(1);
    });

    it('puts its tags in the head before the first script', () => {
      const script = html.indexOf('/assets/index-1.js');
      for (const tag of ['<title>', 'rel="canonical"', 'hreflang="ar"', 'og:title', 'ld+json']) {
        expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('<head>'));
        expect(html.indexOf(tag)).toBeLessThan(script);
      }
    });
  });

  describe('given a page without a head of its own', () => {
    it('keeps the template and its description, in the language of the page', () => {
      const html = renderShell(parseTemplate(BUILT), 'en', 'Souq');
      expect(html).toBe(BUILT.replace('lang="ar" dir="rtl"', 'lang="en" dir="ltr"'));
    });
  });

  describe('given a template with no <html> or <head> tag', () => {
    it('adds the language to a made-up <html> and the tags after the doctype', () => {
      const template = parseTemplate('<!doctype html><title>Souq</title>');
      expect(renderShell(template, 'ar', 'سوق')).toBe(
        '<!doctype html><html lang="ar" dir="rtl"><title>سوق</title>',
      );
      expect(renderDocument(template, head)).toMatch(
        /^<!doctype html><html lang="en" dir="ltr">\s*<title>Tea \| Souq<\/title>/,
      );
    });
  });
});
