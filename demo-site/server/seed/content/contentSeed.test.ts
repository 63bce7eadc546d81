// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_NAMES,
  CONTENT_PAGES,
  contentBlocksSchema,
  contentPlainText,
} from '../../../../src/core/content';
import { createImageRegistry } from '../plan/imageRegistry';
import { buildContentSeed, SEEDED_PAGES } from './contentSeed';

const LATIN = /[A-Za-z]/;
const ARABIC = /[\u0600-\u06FF]/;

describe('given the seeded content pages', () => {
  it('seeds one page for every page the storefront links', () => {
    expect(SEEDED_PAGES.map((page) => page.key).sort()).toEqual(
      CONTENT_PAGE_NAMES.map((name) => CONTENT_PAGES[name].key).sort(),
    );
  });

  it.each(SEEDED_PAGES.map((page) => [page.key, page] as const))(
    'keeps %s within the blocks a page may hold, in both languages',
    (_key, page) => {
      expect(v.safeParse(contentBlocksSchema, page.body.en).success).toBe(true);
      expect(v.safeParse(contentBlocksSchema, page.body.ar).success).toBe(true);
    },
  );

  it.each(SEEDED_PAGES.map((page) => [page.key, page] as const))(
    'writes %s in Arabic with no Latin word outside its links',
    (_key, page) => {
      const unlinked = page.body.ar.map((block) =>
        block.type === 'paragraph'
          ? { ...block, content: block.content.filter((run) => run.href === undefined) }
          : block,
      );
      const text = contentPlainText(unlinked);
      expect(text).toMatch(ARABIC);
      expect(text).not.toMatch(LATIN);
      expect(page.title.ar).toMatch(ARABIC);
    },
  );
});

describe('given the seeded landing sections and parcel categories', () => {
  it('registers a picture for each of them', () => {
    const images = createImageRegistry();
    const seed = buildContentSeed(images);
    const names = new Set(images.list().map((image) => image.name));
    expect(names.has(seed.landingSections.header_banner)).toBe(true);
    for (const entry of seed.landingSections.testimonial_list) {
      expect(names.has(entry.reviewer_image)).toBe(true);
    }
    for (const category of seed.parcelCategories) expect(names.has(category.image)).toBe(true);
  });
});
