import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { GiftPacketsStrip } from './GiftPacketsStrip';

vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

/** The strip on the fake shop, its packets answered by `reply` when given. */
async function renderStrip(language: Locale = 'en', reply?: unknown) {
  const rendered = await renderOnShop(<GiftPacketsStrip />, {
    language,
    ...(reply === undefined
      ? {}
      : {
          wrap: (shopFetch) => (input, init) =>
            String(input).includes('/home-gift-packets')
              ? Promise.resolve(Response.json(reply))
              : shopFetch(input, init),
        }),
  });
  cores.push(rendered.core);
  return rendered;
}

describe('GiftPacketsStrip', () => {
  describe('given a shop with a gift packet', () => {
    it('shows the packet as a tile that leads to the gift spin, with See All', async () => {
      const { container } = await renderStrip();
      const section = await screen.findByRole('region', { name: 'Gift spin' });
      const list = await within(section).findByRole('list', { name: 'Gift spin' });
      const tile = within(list).getByRole('link', { name: /^Welcome gift/ });
      expect(tile.getAttribute('href')).toBe('/gifts');
      expect(tile.textContent).toContain('Spin once and one of these comes free');
      expect(within(section).getByRole('link', { name: 'See All' }).getAttribute('href')).toBe(
        '/gifts',
      );
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('names it in Arabic on an Arabic page', async () => {
      await renderStrip('ar');
      const section = await screen.findByRole('region', { name: 'عجلة الهدايا' });
      expect(await within(section).findByRole('link', { name: /^هدية الترحيب/ })).toBeTruthy();
    });
  });

  describe('given a shop with no packet on offer', () => {
    it('leaves the section out', async () => {
      const { container } = await renderStrip('en', {
        total_size: 0,
        limit: '20',
        offset: '1',
        gift_packets: [],
      });
      await waitFor(() => expect(container.querySelector('section')).toBeNull());
      expect(screen.queryByRole('heading', { name: 'Gift spin' })).toBeNull();
    });
  });
});
