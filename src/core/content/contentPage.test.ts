import { describe, expect, it } from 'vitest';
import {
  type ContentBlock,
  contentPageShown,
  contentPlainText,
  isSafeHref,
  readContentPage,
} from './contentPage';

const page = (blocks: unknown[]) => ({
  key: 'about_us',
  title: 'About Us',
  blocks,
  updated_at: '2026-11-01T09:00:00.000Z',
});

const paragraphWithLink = (href: string) => ({
  type: 'paragraph',
  content: [{ text: 'Write to ' }, { text: 'us', href }],
});

describe('given a link target of a content page', () => {
  it.each([
    '/store/apply',
    'https://www.souq.example/help',
    'mailto:support@souq.example',
    'tel:+20223456789',
  ])('renders %s as a link', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    'http://plain.example',
    'https://spaced .example',
    'vbscript:msgbox',
  ])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

describe('given a reply read as a content page', () => {
  it('keeps a page of headings, paragraphs and lists', () => {
    const blocks = [
      { type: 'heading', level: 2, text: 'What we do' },
      paragraphWithLink('mailto:support@souq.example'),
      { type: 'list', ordered: true, items: [[{ text: 'One' }], [{ text: 'Two' }]] },
    ];
    expect(readContentPage(page(blocks))?.blocks).toEqual(blocks);
  });

  it('reads an HTML string, as a 6amMart backend sends, as no page', () => {
    expect(readContentPage('<p onclick="steal()">About us</p>')).toBeNull();
  });

  it('reads a page with a javascript: link as no page', () => {
    expect(readContentPage(page([paragraphWithLink('javascript:steal()')]))).toBeNull();
  });

  it('reads a block of an unknown kind (raw HTML) as no page', () => {
    expect(
      readContentPage(page([{ type: 'html', html: '<img src=x onerror=steal()>' }])),
    ).toBeNull();
  });

  it('reads a heading of a level other than 2 or 3 as no page', () => {
    expect(readContentPage(page([{ type: 'heading', level: 1, text: 'Title' }]))).toBeNull();
  });
});

describe('given the shop’s policy flags', () => {
  it('shows about us and the terms whatever the flags say', () => {
    expect(contentPageShown('about-us', null)).toBe(true);
    expect(contentPageShown('terms-and-conditions', { refund_policy: 0 })).toBe(true);
  });

  it('hides a policy whose flag is 0 and shows it when the flag is not 0', () => {
    expect(contentPageShown('shipping-policy', { shipping_policy: 0 })).toBe(false);
    expect(contentPageShown('shipping-policy', { shipping_policy: 1 })).toBe(true);
    expect(contentPageShown('cancellation-policy', { cancelation_policy: 1 })).toBe(true);
  });

  it('hides the policies before the configuration arrives', () => {
    expect(contentPageShown('refund-policy', null)).toBe(false);
  });
});

describe('given the blocks of a page', () => {
  it('reads them as plain text, a line a block or list item', () => {
    const blocks: ContentBlock[] = [
      { type: 'heading', level: 2, text: 'Delivery' },
      { type: 'paragraph', content: [{ text: 'Call ' }, { text: '16000', href: 'tel:16000' }] },
      { type: 'list', ordered: false, items: [[{ text: 'Cairo' }], [{ text: 'Alexandria' }]] },
    ];
    expect(contentPlainText(blocks)).toBe('Delivery\nCall 16000\nCairo\nAlexandria');
  });
});
