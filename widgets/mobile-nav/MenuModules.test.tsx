import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, type FakeShopOptions, fakeShopModules } from '../../src/core/testing';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { MobileNav } from './MobileNav';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

/** The phone's menu, opened, on a fake shop after the first load. */
async function openMenu(language: Locale, shop: FakeShopOptions) {
  const rendered = renderWithSouq(<MobileNav currentPath="/home" />, {
    language,
    fetch: createFakeShop(shop).fetch,
  });
  cores.push(rendered.core);
  await act(async () => {
    await rendered.core.session.boot();
  });
  await rendered.user.click(
    screen.getByRole('button', { name: language === 'ar' ? 'القائمة' : 'Menu' }),
  );
  return { ...rendered, drawer: await screen.findByRole('dialog') };
}

describe('the menu’s modules', () => {
  it('lists the shop’s modules under their heading, one a line, the current one pressed', async () => {
    const { drawer } = await openMenu('ar', { modules: fakeShopModules });
    const modules = await within(drawer).findByRole('toolbar', { name: 'أقسام المتجر' });
    expect(modules.getAttribute('aria-orientation')).toBe('vertical');
    expect(within(modules).getAllByRole('button')).toHaveLength(5);
    expect(within(modules).getByRole('button', { pressed: true }).textContent).toBe('تسوق');
    await waitFor(async () => expect(await seriousViolations(drawer)).toEqual([]));
  });

  it('has no modules section where the shop has a single module', async () => {
    const { drawer } = await openMenu('en', {});
    await within(drawer).findByRole('heading', { name: 'Categories' });
    expect(within(drawer).queryByRole('heading', { name: 'Sections of the shop' })).toBeNull();
    expect(within(drawer).queryByRole('toolbar')).toBeNull();
  });
});
