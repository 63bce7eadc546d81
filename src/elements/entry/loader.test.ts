import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartSnapshot } from '../../core/events/souqEvents';
import type { RawEmbedConfig } from './embedConfig';
import { type LoaderOptions, type SouqGlobal, type SouqRuntimeModule, startLoader } from './loader';
import type { SouqPageApi } from './souqApi';

const KIT_URL = 'https://shop.example/embed/souq.js';
const EMPTY_CART: CartSnapshot = { lines: [], count: 0, subtotal: 0 };

type PageWindow = Window & { Souq?: unknown };

afterEach(() => {
  delete (window as PageWindow).Souq;
  document.body.replaceChildren();
  for (const script of document.querySelectorAll('script')) script.remove();
});

function placeScript(attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  // Not `module`: happy-dom would try to fetch it; the loader finds its tag by `src` alone.
  script.type = 'text/x-souq-test';
  script.src = KIT_URL;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

function fakeApi(): SouqPageApi {
  return {
    openCart: vi.fn(),
    addToCart: vi.fn(async () => true),
    getCart: () => EMPTY_CART,
    setLocale: vi.fn(async () => {}),
    on: () => () => {},
  };
}

function harness(overrides: Partial<LoaderOptions> = {}) {
  // What the runtime was handed, and when: after the kit's CSS had arrived, or before.
  const configured: RawEmbedConfig[] = [];
  const stylesBeforeConfigure: boolean[] = [];
  const api = fakeApi();
  const styleUrls: string[] = [];
  const imported: string[] = [];
  const runtime: SouqRuntimeModule = {
    configure: (raw) => {
      configured.push(raw);
      stylesBeforeConfigure.push(styleUrls.length > 0);
    },
    createSouqApi: () => api,
  };
  const warnings: string[] = [];
  const options: LoaderOptions = {
    win: window,
    kitUrl: KIT_URL,
    registry: {
      'souq-test-cart': async () => {
        imported.push('souq-test-cart');
      },
    },
    loadRuntime: async () => runtime,
    loadStyles: async (url) => {
      styleUrls.push(url);
    },
    warn: (message) => warnings.push(message),
    ...overrides,
  };
  return { options, configured, stylesBeforeConfigure, api, styleUrls, imported, warnings };
}

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('given a script tag with data attributes and an element on the page', () => {
  it('hands their text to the runtime, loads the sheet beside the loader, then the element', async () => {
    placeScript({ 'data-locale': 'en', 'data-theme': 'dark', 'data-country': 'EG' });
    document.body.innerHTML = '<souq-test-cart></souq-test-cart>';
    const { options, configured, styleUrls, imported, warnings } = harness();
    startLoader(options);
    await settle();
    expect(configured).toEqual([{ locale: 'en', theme: 'dark', country: 'EG' }]);
    expect(styleUrls).toEqual(['https://shop.example/embed/souq.css']);
    expect(imported).toEqual(['souq-test-cart']);
    expect(warnings).toEqual([]);
  });

  it('applies the options only once the kit’s CSS is in, so the partner’s tokens come after it', async () => {
    placeScript({ 'data-theme-tokens': '{"--souq-color-accent": "teal"}' });
    document.body.innerHTML = '<souq-test-cart></souq-test-cart>';
    const { options, configured, stylesBeforeConfigure } = harness();
    startLoader(options);
    await settle();
    expect(configured).toEqual([{ themeTokens: '{"--souq-color-accent": "teal"}' }]);
    expect(stylesBeforeConfigure).toEqual([true]);
  });
});

describe('given a page without Souq elements', () => {
  it('loads nothing heavy until the page asks', async () => {
    placeScript();
    const loadRuntime = vi.fn(harness().options.loadRuntime);
    const { options, styleUrls } = harness({ loadRuntime });
    startLoader(options);
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
    expect(styleUrls).toEqual([]);
  });
});

describe('given calls queued before the loader ran', () => {
  it('runs them in order: the configuration first, then the page API', async () => {
    placeScript({ 'data-locale': 'ar' });
    (window as PageWindow).Souq = {
      q: [
        ['configure', { locale: 'en', namespace: 'partner.' }],
        ['addToCart', 42, 2],
        ['nonsense'],
      ],
    };
    const { options, configured, api, warnings } = harness();
    startLoader(options);
    await settle();
    expect(configured).toEqual([{ locale: 'ar' }, { locale: 'en', namespace: 'partner.' }]);
    expect(api.addToCart).toHaveBeenCalledWith(42, 2, undefined);
    expect(warnings).toEqual([expect.stringContaining('nonsense')]);
  });

  it('runs a call pushed later at once', async () => {
    placeScript();
    const { options, api } = harness();
    const souq = startLoader(options);
    souq.q.push(['openCart']);
    await settle();
    expect(api.openCart).toHaveBeenCalledOnce();
  });
});

describe('when the page calls window.Souq', () => {
  function started(): { souq: SouqGlobal } & ReturnType<typeof harness> {
    placeScript();
    const parts = harness();
    return { souq: startLoader(parts.options), ...parts };
  }

  it('answers getCart with null before ready, the cart after', async () => {
    const { souq } = started();
    expect(souq.getCart()).toBeNull();
    await souq.ready();
    expect(souq.getCart()).toEqual(EMPTY_CART);
  });

  it('keeps configure calls until the runtime loads, then passes them on at once', async () => {
    const { souq, configured } = started();
    souq.configure({ theme: 'dark' });
    expect(configured).toEqual([]);
    await souq.ready();
    souq.configure({ theme: 'system', themeTokens: { '--souq-radius-md': '0' } });
    expect(configured).toEqual([
      {},
      { theme: 'dark' },
      { theme: 'system', themeTokens: { '--souq-radius-md': '0' } },
    ]);
  });

  it('delivers souq:* events to on() listeners until they stop', () => {
    const { souq } = started();
    const seen: number[] = [];
    const stop = souq.on('souq:cart-change', (event) => seen.push(event.detail.count));
    document.dispatchEvent(new CustomEvent('souq:cart-change', { detail: { count: 3 } }));
    stop();
    document.dispatchEvent(new CustomEvent('souq:cart-change', { detail: { count: 4 } }));
    expect(seen).toEqual([3]);
  });

  it('sets locale and adds to the cart through the page API', async () => {
    const { souq, api } = started();
    await souq.setLocale('en');
    await expect(souq.addToCart(7)).resolves.toBe(true);
    expect(api.setLocale).toHaveBeenCalledWith('en');
  });
});

describe('given a second copy of the loader on the page', () => {
  it('warns and leaves the first in charge, defining nothing twice', async () => {
    placeScript();
    document.body.innerHTML = '<souq-test-cart></souq-test-cart>';
    const first = harness();
    const souq = startLoader(first.options);
    const second = harness();
    expect(startLoader(second.options)).toBe(souq);
    await settle();
    expect(second.warnings).toEqual([expect.stringContaining('loaded twice')]);
    expect(second.imported).toEqual([]);
    expect(first.imported).toEqual(['souq-test-cart']);
  });
});

describe('when the kit’s stylesheet cannot load', () => {
  it('still defines the elements and reports the failure', async () => {
    placeScript();
    document.body.innerHTML = '<souq-test-cart></souq-test-cart>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { options, imported } = harness({
      loadStyles: async () => {
        throw new Error('styles answered 404');
      },
    });
    startLoader(options);
    await settle();
    expect(imported).toEqual(['souq-test-cart']);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'styles answered 404' }));
  });
});
