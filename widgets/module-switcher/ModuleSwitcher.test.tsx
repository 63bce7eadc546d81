import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import type { ShopModule } from '../../src/core/modules';
import { createFakeShop, fakeShopModules as shopModules } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { ModulePageLinks } from './ModulePageLinks';
import { ModuleSwitcher } from './ModuleSwitcher';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  language?: Locale;
  modules?: (language: Locale) => ShopModule[];
  /** The module chosen on an earlier visit. */
  chosen?: ShopModule;
}

/** `ui` on a fake shop after the first load, its reloads recorded. */
async function renderOnModules(ui: ReactElement, setup: Setup = {}) {
  const { language = 'en', modules = shopModules, chosen } = setup;
  const shop = createFakeShop({ modules });
  const { core, navigations } = createTestCore({ language, fetch: shop.fetch });
  cores.push(core);
  if (chosen) core.store.module.value = chosen;
  await core.session.boot();
  const rendered = renderWithSouq(ui, { core });
  const toasts = () => core.toasts.toasts.value.map((toast) => toast.message);
  return { ...rendered, navigations, toasts };
}

const food = shopModules('en')[2] as ShopModule;
const pharmacy = shopModules('en')[3] as ShopModule;

describe('ModuleSwitcher', () => {
  it('shows the shop’s modules as a labelled toolbar, the current one pressed', async () => {
    await renderOnModules(<ModuleSwitcher />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Sections of the shop' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Shop',
      'Grocery',
      'Food',
      'Pharmacy',
      'Parcel',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    // The icons are decoration: each button is named by its text alone.
    expect(within(toolbar).getByRole('button', { name: 'Food' })).toBeTruthy();
    expect(toolbar.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('marks the module chosen on an earlier visit', async () => {
    await renderOnModules(<ModuleSwitcher layout="list" />, { chosen: food });
    const toolbar = await screen.findByRole('toolbar');
    expect(toolbar.getAttribute('aria-orientation')).toBe('vertical');
    expect(within(toolbar).getByRole('button', { pressed: true }).textContent).toBe('Food');
  });

  it('marks the module of the page shown on its own pages, whichever the shopper browses', async () => {
    await renderOnModules(<ModuleSwitcher layout="bar" currentPath="/prescription?store=4" />, {
      chosen: food,
    });
    const toolbar = await screen.findByRole('toolbar');
    const marked = within(toolbar).getByRole('button', { pressed: true });
    expect(marked.textContent).toBe('Pharmacy');
    expect(marked.tabIndex).toBe(0);
  });

  it('marks the module browsed on the pages of every module', async () => {
    await renderOnModules(<ModuleSwitcher currentPath="/search" />, { chosen: pharmacy });
    const toolbar = await screen.findByRole('toolbar');
    expect(within(toolbar).getByRole('button', { pressed: true }).textContent).toBe('Pharmacy');
  });

  it('reads in Arabic, named by the heading it is given', async () => {
    await renderOnModules(
      <>
        <h2 id="modules-title">الأقسام</h2>
        <ModuleSwitcher labelledBy="modules-title" />
      </>,
      { language: 'ar' },
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'الأقسام' });
    expect(within(toolbar).getByRole('button', { pressed: true }).textContent).toBe('تسوق');
    expect(within(toolbar).getByRole('button', { name: 'صيدلية' })).toBeTruthy();
  });

  it('shows nothing where the shop has a single module', async () => {
    const { container } = await renderOnModules(<ModuleSwitcher />, {
      modules: (language) => shopModules(language).slice(0, 1),
    });
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('moves with the arrows without switching, and switches on Enter', async () => {
    const { user, core, navigations, toasts } = await renderOnModules(<ModuleSwitcher />);
    await screen.findByRole('toolbar');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Shop');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Food');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Parcel');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Parcel');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Pharmacy');
    expect(navigations).toEqual([]);
    expect(core.store.module.value?.id).toBe(1);

    await user.keyboard('{Enter}');
    expect(core.store.module.value).toEqual(pharmacy);
    expect(navigations).toEqual(['/home']);
    expect(toasts()).toEqual(['Now showing Pharmacy']);
  });

  it('mirrors the arrows in Arabic', async () => {
    const { user } = await renderOnModules(<ModuleSwitcher />, { language: 'ar' });
    await screen.findByRole('toolbar');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('بقالة');
  });

  it('opens the parcel page when parcel is chosen', async () => {
    const { user, navigations } = await renderOnModules(<ModuleSwitcher layout="bar" />);
    await user.click(await screen.findByRole('button', { name: 'Parcel' }));
    expect(navigations).toEqual(['/parcel']);
  });

  it('does nothing when the current module is chosen again', async () => {
    const { user, navigations, toasts } = await renderOnModules(<ModuleSwitcher />);
    await user.click(await screen.findByRole('button', { name: 'Shop' }));
    expect(navigations).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('has no serious accessibility violations in any layout', async () => {
    const { container } = await renderOnModules(
      <>
        <ModuleSwitcher />
        <ModuleSwitcher layout="bar" />
        <ModuleSwitcher layout="list" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('toolbar')).toHaveLength(3));
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('ModulePageLinks', () => {
  it('offers a prescription order while the pharmacy is the current module', async () => {
    await renderOnModules(<ModulePageLinks />, { chosen: pharmacy });
    const link = await screen.findByRole('link', { name: /Order with a prescription/ });
    expect(link.getAttribute('href')).toBe('/prescription');
    expect(link.textContent).toContain('a pharmacy prices it for you');
  });

  it('offers nothing in a module without pages of its own', async () => {
    const { container } = await renderOnModules(<ModulePageLinks />, { chosen: food });
    expect(container.textContent).toBe('');
  });
});

describe('<souq-module-switcher>', () => {
  beforeAll(() => {
    configureSouq({
      apiBaseUrl: 'http://shop.test',
      fetch: createFakeShop({ modules: shopModules }).fetch,
    });
  });

  it('shows the modules inside its shadow root, in the layout its attribute names', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-module-switcher layout="list"></souq-module-switcher>';
    document.body.append(holder);
    const element = holder.querySelector('souq-module-switcher');
    await souqRuntime().ready;
    await waitFor(() => {
      const toolbar = element?.shadowRoot?.querySelector('[role="toolbar"]');
      expect(toolbar?.getAttribute('aria-label')).toBe('أقسام المتجر');
      expect(toolbar?.getAttribute('aria-orientation')).toBe('vertical');
      expect(toolbar?.querySelectorAll('button')).toHaveLength(5);
    });
    holder.remove();
  });
});
