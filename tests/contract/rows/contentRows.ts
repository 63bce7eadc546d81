/*
 * Contract rows of the shop's content (issue #19): the footer's pages, the landing sections, the
 * parcel categories and the newsletter.
 */
import { expect } from 'vitest';
import { type ContentBlock, type ContentText, contentPlainText } from '../../../src/core/content';
import {
  contentPageShape,
  fullLandingShape,
  parcelCategoriesShape,
  supportConfigShape,
  testimonialsShape,
  videoContentShape,
  whyChooseShape,
} from '../contentShapes';
import { type ContractRow, get, inArabic, post, readsInArabic, refusal, row } from '../contractRow';
import { messageShape } from '../replyShapes';

/** Both backends' config has the refund and cancellation policies on and shipping off. */
const SHOWN_PAGES = [
  ['about-us', 'about_us'],
  ['terms-and-conditions', 'terms_and_conditions'],
  ['privacy-policy', 'privacy_policy'],
  ['refund-policy', 'refund_policy'],
  ['cancelation', 'cancellation_policy'],
  ['cancellation-policy', 'cancellation_policy'],
] as const;

/** The text of a page that is not a link (a link may show an e-mail or a phone number). */
function textBesideLinks(blocks: readonly ContentBlock[]): string {
  const runs = (line: readonly ContentText[]) =>
    line.filter((part) => part.href === undefined).map((part) => part.text);
  return blocks
    .flatMap((block) => {
      switch (block.type) {
        case 'heading':
          return [block.text];
        case 'paragraph':
          return runs(block.content);
        case 'list':
          return block.items.flatMap(runs);
        default:
          return block satisfies never;
      }
    })
    .join(' ');
}

const pageRows: ContractRow[] = SHOWN_PAGES.flatMap(([path, key]) => [
  row({
    endpoint: `GET /api/v1/${path}`,
    when: 'anyone asks for the page in English',
    as: 'nobody',
    request: () => get(`/${path}`),
    status: 200,
    reply: contentPageShape,
    holds: (page) => {
      expect(page.key).toBe(key);
      expect(contentPlainText(page.blocks)).toMatch(/[A-Za-z]{3}/);
    },
  }),
  row({
    endpoint: `GET /api/v1/${path}`,
    when: 'anyone asks for the page in Arabic',
    as: 'nobody',
    request: () => inArabic(get(`/${path}`)),
    status: 200,
    reply: contentPageShape,
    holds: (page) => {
      expect(readsInArabic(page.title), page.title).toBe(true);
      const text = textBesideLinks(page.blocks);
      expect(readsInArabic(text.replace(/[\d.،,:()«»–-]/g, '')), text).toBe(true);
    },
  }),
]);

/** The footer's pages, the help page's contacts, the landing sections, parcels and newsletter. */
export const contentRows: ContractRow[] = [
  ...pageRows,
  refusal({
    endpoint: 'GET /api/v1/shipping-policy',
    when: 'the shop switched the shipping policy off (shipping_policy 0)',
    as: 'nobody',
    request: () => get('/shipping-policy'),
    status: 404,
    code: 'page',
    message: 'Page not found',
  }),
  refusal({
    endpoint: 'GET /api/v1/shipping-policy',
    when: 'the switched-off page is asked for in Arabic',
    as: 'nobody',
    request: () => get('/shipping-policy'),
    language: 'ar',
    status: 404,
    code: 'page',
    message: 'Page not found',
  }),
  row({
    endpoint: 'GET /api/v1/config',
    when: 'the help-and-support page reads the shop’s contacts',
    as: 'nobody',
    request: () => inArabic(get('/config')),
    status: 200,
    reply: supportConfigShape,
    holds: (config) => expect(readsInArabic(config.address.replace(/[\d،,]/g, ''))).toBe(true),
  }),
  row({
    endpoint: 'GET /api/v1/react-landing-page',
    when: 'the landing page reads every section',
    as: 'nobody',
    request: () => get('/react-landing-page'),
    status: 200,
    reply: fullLandingShape,
    holds: (landing) => {
      for (const entry of landing.testimonial_list) {
        expect(entry.reviewer_image_full_url).toBe(
          `${landing.base_urls.testimonial_image_url}/${entry.reviewer_image}`,
        );
      }
    },
  }),
  row({
    endpoint: 'GET /api/v1/react-landing-page',
    when: 'the landing page is read in Arabic',
    as: 'nobody',
    request: () => inArabic(get('/react-landing-page')),
    status: 200,
    reply: fullLandingShape,
    holds: (landing) => {
      expect(readsInArabic(landing.header_title)).toBe(true);
      expect(readsInArabic(landing.testimonial_list[0]?.review ?? '')).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/testimonial',
    when: 'anyone asks what customers say',
    as: 'nobody',
    request: () => get('/testimonial'),
    status: 200,
    reply: testimonialsShape,
    holds: (list) => {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((entry) => entry.status === 1)).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/other-banners/video-content',
    when: 'the landing page reads its video section',
    as: 'nobody',
    request: () => inArabic(get('/other-banners/video-content')),
    status: 200,
    reply: videoContentShape,
    holds: (video) => {
      // No video is fetched from another host: the section shows its picture.
      expect(video.banner_type).toBe('image');
      expect(video.banner_image_full_url).not.toBeNull();
      expect(readsInArabic(video.banner_contents[0]?.title ?? '')).toBe(true);
    },
  }),
  row({
    endpoint: 'GET /api/v1/other-banners/why-choose',
    when: 'the landing page reads why to choose the shop',
    as: 'nobody',
    request: () => get('/other-banners/why-choose'),
    status: 200,
    reply: whyChooseShape,
  }),
  row({
    endpoint: 'GET /api/v1/parcel-category',
    when: 'a shopper sending a parcel asks what it may be',
    as: 'nobody',
    request: () => inArabic(get('/parcel-category')),
    status: 200,
    reply: parcelCategoriesShape,
    holds: (categories) => {
      for (const category of categories)
        expect(readsInArabic(category.name), category.name).toBe(true);
      expect(categories.some((category) => category.parcel_per_km_shipping_charge !== null)).toBe(
        true,
      );
    },
  }),
  row({
    endpoint: 'POST /api/v1/newsletter/subscribe',
    when: 'a visitor subscribes an e-mail',
    as: 'nobody',
    request: () => post('/newsletter/subscribe', { email: 'reader@souq.example' }),
    status: 200,
    reply: messageShape,
  }),
  row({
    endpoint: 'POST /api/v1/newsletter/subscribe',
    when: 'the same e-mail subscribes again, written differently',
    as: 'nobody',
    given: () => [post('/newsletter/subscribe', { email: 'twice@souq.example' })],
    request: () => post('/newsletter/subscribe', { email: '  Twice@Souq.example ' }),
    status: 200,
    reply: messageShape,
    holds: (reply, _ids, [first]) => expect(reply).toEqual(first),
  }),
  refusal({
    endpoint: 'POST /api/v1/newsletter/subscribe',
    when: 'the e-mail is not an address',
    as: 'nobody',
    request: () => post('/newsletter/subscribe', { email: 'not-an-address' }),
    status: 422,
    code: 'email',
    message: 'A valid email is required',
  }),
  refusal({
    endpoint: 'POST /api/v1/newsletter/subscribe',
    when: 'the e-mail is left out, asked in Arabic',
    as: 'nobody',
    request: () => post('/newsletter/subscribe', {}),
    language: 'ar',
    status: 422,
    code: 'email',
    message: 'A valid email is required',
  }),
];
