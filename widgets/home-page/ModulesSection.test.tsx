import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { fakeShopModules } from '../../src/core/testing';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { HomePage } from './HomePage';

/** The whole page under axe takes a while in happy-dom. */
const AXE_TIMEOUT = 20_000;

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

/** The home page on a shop of every module, the module of `id` chosen on an earlier visit. */
async function renderHome(language: Locale, chosenId?: number) {
  const rendered = await renderOnShop(<HomePage />, {
    language,
    shop: { modules: fakeShopModules },
    wrap: (shopFetch) => shopFetch,
  });
  cores.push(rendered.core);
  const chosen = fakeShopModules(language).find((module) => module.id === chosenId);
  if (chosen) rendered.core.store.module.value = chosen;
  return rendered;
}

describe('the home page’s modules', () => {
  it(
    'shows the shop’s modules between the banners and the categories',
    async () => {
      const { container } = await renderHome('en');
      const modules = await screen.findByRole('toolbar', { name: 'Sections of the shop' });
      expect(within(modules).getAllByRole('button')).toHaveLength(5);
      const categories = await screen.findByRole('heading', { name: 'Categories' });
      expect(modules.compareDocumentPosition(categories) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(await seriousViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('offers the pharmacy’s prescription order while the pharmacy is chosen, in Arabic', async () => {
    await renderHome('ar', 4);
    const link = await screen.findByRole('link', { name: /اطلب بوصفة طبية/ });
    expect(link.getAttribute('href')).toBe('/prescription');
  });
});
