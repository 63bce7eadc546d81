import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arabic from '../../locales/ar/common.json';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { createTestCore, renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { Maintenance } from './Maintenance';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

/** A shop whose configuration says maintenance until `reopen()`; it counts the reads of it. */
function shopUnderMaintenance() {
  let maintenance = true;
  let configReads = 0;
  const wrap =
    (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
    async (input, init) => {
      const reply = await fetch(input, init);
      if (!String(input).includes('/api/v1/config')) return reply;
      configReads += 1;
      const config = (await reply.json()) as Record<string, unknown>;
      return Response.json({ ...config, maintenance_mode: maintenance ? 1 : 0 });
    };
  return {
    wrap,
    reopen: () => {
      maintenance = false;
    },
    reads: () => configReads,
  };
}

function renderMaintenance(
  options: { language?: Locale; pollMs?: number; onBack?: () => void } = {},
) {
  const shop = shopUnderMaintenance();
  const { language = 'en', ...props } = options;
  // As in the storefront, the page shows after a first load that found the shop closed: the only
  // reads of the configuration counted are the page's own.
  const { core } = createTestCore({ language, fetch: shop.wrap(createFakeShop().fetch) });
  cores.push(core);
  return { ...renderWithSouq(<Maintenance {...props} />, { core }), shop };
}

describe('Maintenance', () => {
  it('says the shop is under maintenance, in Arabic by default', async () => {
    renderMaintenance({ language: 'ar' });
    expect(
      screen.getByRole('heading', { level: 1, name: arabic['We are under maintenance'] }),
    ).toBeTruthy();
    expect(
      screen.getByText(arabic['This page returns to the shop by itself once it is open again.']),
    ).toBeTruthy();
  });

  it('returns to the shop by itself once the maintenance ends', async () => {
    const onBack = vi.fn();
    const { shop } = renderMaintenance({ pollMs: 20, onBack });
    await waitFor(() => expect(shop.reads()).toBeGreaterThan(2));
    expect(onBack).not.toHaveBeenCalled();

    shop.reopen();

    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    const readsWhenBack = shop.reads();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(shop.reads()).toBe(readsWhenBack);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('checks at once when the shopper asks, without waiting for the next check', async () => {
    const onBack = vi.fn();
    const { shop } = renderMaintenance({ pollMs: 60_000, onBack });
    await waitFor(() => expect(shop.reads()).toBe(1));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Check again' }).getAttribute('aria-busy'),
      ).not.toBe('true'),
    );
    shop.reopen();

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));

    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(shop.reads()).toBe(2);
  });

  it('stops checking while the page is hidden and checks again when it shows', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { shop } = renderMaintenance({ pollMs: 20 });
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(shop.reads()).toBe(0);

      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));

      await waitFor(() => expect(shop.reads()).toBeGreaterThan(0));
    } finally {
      visibility.mockRestore();
    }
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderMaintenance({ language: 'ar' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  describe('as the <souq-maintenance> element', () => {
    it('is defined', () => {
      expect(document.createElement('souq-maintenance')).toBeInstanceOf(
        customElements.get('souq-maintenance'),
      );
    });
  });
});
