import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShopOptions, fakeShopModules } from '../../src/core/testing';
import { renderWithSouq } from '../../src/ui/testing';
import { Header } from './Header';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

/** The header on a fake shop after the first load. */
async function renderHeader(language: Locale, shop: FakeShopOptions) {
  const rendered = renderWithSouq(<Header />, { language, fetch: createFakeShop(shop).fetch });
  cores.push(rendered.core);
  await act(async () => {
    await rendered.core.session.boot();
  });
  return rendered;
}

describe('the header’s modules', () => {
  it('shows the shop’s modules in its main navigation, the current one pressed', async () => {
    await renderHeader('en', { modules: fakeShopModules });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const modules = await within(nav).findByRole('toolbar', { name: 'Sections of the shop' });
    expect(
      within(modules)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shop', 'Grocery', 'Food', 'Pharmacy', 'Parcel']);
    expect(within(modules).getByRole('button', { pressed: true }).textContent).toBe('Shop');
  });

  it('shows none where the shop has a single module', async () => {
    await renderHeader('ar', {});
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
