/*
 * The script-tag loader behind `embed/souq.js`: collects the partner's configuration, puts
 * `window.Souq` on the page, and defines each Souq element when one first appears. It stays a
 * few kilobytes because everything heavy (React, the core, the widgets, even the checking of the
 * options) arrives through the importers it is given, on first need, in shared chunks.
 *
 * What a page may do before the loader runs: write `data-*` attributes on the script tag, and/or
 * define `window.Souq = { q: [['configure', {...}], ['on', 'souq:cart-change', fn], …] }`; the
 * loader runs those calls in order, and later `Souq.q.push([...])` calls run at once.
 */

import type { CartSnapshot, SouqEventMap, SouqEventName } from '../../core/events/souqEvents';
import type { Locale } from '../../core/i18n/locale';
import type { ElementRegistry } from './elementRegistry';
import type { RawEmbedConfig, Warn } from './embedConfig';
import { lazyDefine } from './lazyDefine';
import type { SouqPageApi } from './souqApi';

/** What the loader needs of the shared chunk: the partner's options applied, and the page API. */
export interface SouqRuntimeModule {
  /** Checks raw options (a refused value warns and is left out) and applies the rest. */
  configure(raw: RawEmbedConfig): void;
  createSouqApi(): SouqPageApi;
}

/** `window.Souq` once the loader ran. */
export interface SouqGlobal {
  /** Sets options (same names as the data attributes' options); effective before widgets start. */
  configure(options: RawEmbedConfig): void;
  openCart(): void;
  addToCart(itemId: number, quantity?: number, variation?: string[]): Promise<boolean>;
  /** The cart, or null (with a warning) before `ready()` resolved. */
  getCart(): CartSnapshot | null;
  setLocale(locale: Locale): Promise<void>;
  on<Name extends SouqEventName>(
    name: Name,
    handler: (event: SouqEventMap[Name]) => void,
  ): () => void;
  /** Loads an element's code now (e.g. for an element inside the page's own shadow root). */
  define(tag: string): Promise<void>;
  /** Starts the runtime if needed; resolves once the page API answers. */
  ready(): Promise<void>;
  /** Calls queued as `[method, ...args]`; pushing runs them at once. */
  q: { push(...calls: unknown[]): number };
}

/** What the loader works with; all injected so tests run it without a build. */
export interface LoaderOptions {
  win: Window & { Souq?: unknown };
  /** The loader's own URL (`import.meta.url`): the kit's origin and the base of its files. */
  kitUrl: string;
  registry: ElementRegistry;
  loadRuntime(): Promise<SouqRuntimeModule>;
  /** Fills the kit's shared stylesheet from a URL. */
  loadStyles(url: string): Promise<void>;
  warn?: Warn;
}

const LOADED = Symbol.for('souq.loader');

/**
 * The options written on the script tag, as text: the runtime checks them when the kit starts,
 * so the loader carries no validation code.
 */
export function datasetConfig(dataset: DOMStringMap): RawEmbedConfig {
  const { api, storefront, locale, country, theme, namespace, themeTokens } = dataset;
  return {
    apiBaseUrl: api,
    storefrontUrl: storefront,
    locale,
    country,
    theme,
    namespace,
    themeTokens,
  };
}

/** The script tag that loaded the kit: `document.currentScript` is null for module scripts. */
export function kitScript(doc: Document, kitUrl: string): HTMLScriptElement | undefined {
  return [...doc.querySelectorAll('script[src]')].find(
    (script): script is HTMLScriptElement =>
      script instanceof HTMLScriptElement && script.src === kitUrl,
  );
}

function queuedCalls(existing: unknown): unknown[] {
  if (typeof existing !== 'object' || existing === null || !('q' in existing)) return [];
  return Array.isArray(existing.q) ? existing.q : [];
}

function isLoaded(existing: unknown): existing is SouqGlobal {
  return typeof existing === 'object' && existing !== null && LOADED in existing;
}

/**
 * Starts the loader on a page: `window.Souq`, the queued calls, then lazy definition. A second
 * loader on the same page (another script tag or copy) warns and leaves the first in charge.
 */
export function startLoader(options: LoaderOptions): SouqGlobal {
  const { win } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  if (isLoaded(win.Souq)) {
    warn('souq: the kit is loaded twice on this page; the second script is ignored.');
    return win.Souq;
  }
  const doc = win.document;
  const queued = queuedCalls(win.Souq);
  const script = kitScript(doc, options.kitUrl);
  // Options wait here, in order, until the runtime that checks and applies them has loaded.
  const waiting: RawEmbedConfig[] = script ? [datasetConfig(script.dataset)] : [];
  let runtime: SouqRuntimeModule | undefined;
  let api: SouqPageApi | undefined;

  const loadStyles = async () => {
    try {
      await options.loadStyles(new URL('souq.css', options.kitUrl).href);
    } catch (error) {
      // Unstyled widgets still work; a missing sheet is a deployment slip to report, not to hide.
      console.error(error);
    }
  };
  let preparing: Promise<void> | undefined;
  const prepare = () => {
    // Options are applied once both are in, so the partner's theme tokens land after the kit's CSS.
    preparing ??= Promise.all([loadStyles(), options.loadRuntime()]).then(([, loaded]) => {
      for (const raw of waiting.splice(0)) loaded.configure(raw);
      runtime = loaded;
      api = loaded.createSouqApi();
    });
    return preparing;
  };
  const withApi = async <Result>(use: (ready: SouqPageApi) => Result): Promise<Awaited<Result>> => {
    await prepare();
    if (!api) throw new Error('souq: the runtime did not load');
    return await use(api);
  };

  const definition = lazyDefine({
    registry: options.registry,
    prepare,
    doc,
    onError: (tag, error) => console.error(`souq: <${tag}> could not be loaded`, error),
  });

  const souq: SouqGlobal & { [LOADED]: true } = {
    [LOADED]: true,
    configure(raw) {
      if (runtime) runtime.configure(raw);
      else waiting.push(raw);
    },
    openCart: () => void withApi((ready) => ready.openCart()),
    addToCart: (itemId, quantity, variation) =>
      withApi((ready) => ready.addToCart(itemId, quantity, variation)),
    getCart() {
      if (api) return api.getCart();
      warn('souq: getCart() was called before Souq.ready() resolved; it answers null.');
      return null;
    },
    setLocale: (locale) => withApi((ready) => ready.setLocale(locale)),
    on(name, handler) {
      // A plain document listener needs nothing loaded, so no event is missed while loading.
      const listener = handler as EventListener;
      doc.addEventListener(name, listener);
      return () => doc.removeEventListener(name, listener);
    },
    define: (tag) => definition.define(tag),
    ready: () => withApi(() => undefined),
    q: { push: (...calls) => run(calls) },
  };

  function run(calls: readonly unknown[]): number {
    for (const call of calls) {
      const [method, ...args] = Array.isArray(call) ? call : [];
      const target = typeof method === 'string' ? Reflect.get(souq, method) : undefined;
      if (typeof method === 'string' && method !== 'q' && typeof target === 'function') {
        Reflect.apply(target, souq, args);
      } else {
        warn(`souq: queued call ${JSON.stringify(call)} names no Souq function; ignored.`);
      }
    }
    return calls.length;
  }

  win.Souq = souq;
  run(queued);
  return souq;
}
