// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/core/catalog/documentTitle';
import { readPageHead } from '../testing/readPageHead';
import { parseTemplate, renderDocument } from './documentTemplate';
import { escapeHtml, jsonScriptText } from './escape';
import type { PageContext } from './pageBase';
import { type ProductRecord, productHead } from './productHead';

const TEMPLATE = parseTemplate(`<!doctype html>
<html lang="ar" dir="rtl" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <title>Souq</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`);

const context: PageContext = {
  languageNamed: false,
  shop: {
    language: 'en',
    origin: 'https://souq.example',
    name: 'Souq',
    baseUrls: { item_image_url: 'https://souq.example/images/product' },
    currency: 'EGP',
    digits: 2,
    logo: null,
    country: 'EG',
  },
};

/** An item whose every text a shop or a shopper could have written is `text`. */
function itemNamed(text: string): ProductRecord {
  return {
    id: 7,
    slug: 'tea',
    moduleId: 2,
    storeId: 3,
    categoryId: 4,
    campaignId: null,
    nameEn: text,
    nameAr: text,
    descriptionEn: text,
    descriptionAr: text,
    image: 'tea.png',
    price: 10,
    discount: 0,
    discountType: 'percent',
    stock: 5,
    maximumCartQuantity: null,
    availableDateStarts: null,
    variations: [],
    choiceOptions: [],
    veg: true,
    avgRating: 4,
    ratingCount: 3,
    orderCount: 1,
    createdAt: new Date(0),
    storeDiscount: 0,
    storeNameEn: text,
    storeNameAr: text,
    storeActive: true,
    saleId: null,
    saleEndAt: null,
    saleAvailableStock: null,
    categoryNameEn: text,
    categoryNameAr: text,
    parentCategoryId: 1,
    parentCategoryNameEn: text,
    parentCategoryNameAr: text,
  };
}

/** Text made of the pieces that end or open markup, mixed with ordinary letters and Arabic. */
const markupText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '</script>',
        '<script>',
        '<!--',
        '-->',
        '</title>',
        '"',
        "'",
        '<',
        '>',
        '&',
        '&amp;',
        '<meta name="robots" content="noindex">',
        '\u2028',
        'تفاح',
        ' ',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => parts.join(''))
  .filter((text) => text.trim() !== '');

const elementsOf = (html: string) => {
  const head = readPageHead(html);
  return [...head.document.querySelectorAll('*')].map((element) => element.tagName).join(',');
};

describe('a page head built from names that hold markup', () => {
  const plain = elementsOf(renderDocument(TEMPLATE, productHead(context, itemNamed('Tea'))));

  it('never has an element the same page with a plain name has not', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const html = renderDocument(TEMPLATE, productHead(context, itemNamed(text)));
        expect(elementsOf(html)).toBe(plain);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('reads back every name exactly, in the title, the meta tags and the structured data', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const head = readPageHead(renderDocument(TEMPLATE, productHead(context, itemNamed(text))));
        const title = head.document.querySelector('title')?.textContent;
        expect(title).toBe(documentTitle(text, 'Souq'));
        expect(title?.startsWith(text.replace(/\s+/g, ' ').trim())).toBe(true);
        expect(head.meta('og:title')).toBe(text);
        expect(head.jsonLdOf('Product')).toMatchObject({
          name: text,
          offers: { seller: { name: text } },
        });
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe('the escapes themselves', () => {
  it('write the five characters of markup as entities', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('keep JSON-LD free of anything that ends a script, and parse back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonScriptText(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
