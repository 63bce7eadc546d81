import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';

import type { SouqCore } from '../../src/core';
import type { BootOutcome } from '../../src/core/session';
import { DESKTOP_QUERY } from '../shared/routeModules';
import { ReplayEarlyInput } from './earlyInput/ReplayEarlyInput';
import type { Viewport } from '../shared/serverRender';
import { preloadNavigation } from './layout/shellModules';
import type { AppReload } from './routing/appReload';
import { nextTask } from './nextTask';
import type { HistoryNavigation } from './routing/historyNavigation';
import { prefetchPageDataOnceZoned, preloadPage } from './routing/pageModules';
import {
  firstScreenReady,
  seesWhatTheServerSaw,
  serverRenderedFor,
} from './routing/serverRenderedPage';
import { StorefrontRoot } from './StorefrontRoot';

/** What React does with a recovered error when no one else is told: the console hears of it. */
const reportRecovered: NonNullable<RootOptions['onRecoverableError']> = (error) => {
  console.error(error);
};

/** What the storefront runs on in the browser. */
export interface StorefrontParts {
  core: SouqCore;
  navigation: HistoryNavigation;
  reload: AppReload;
  /** What React says of a render it recovered from (a page taken over that did not match). */
  onRecoverableError?: RootOptions['onRecoverableError'];
}

/** How the storefront came to be on screen. */
export type Mounted = 'rendered' | 'taken-over' | 'rendered-over';

const tree = (parts: StorefrontParts, viewport: Viewport, booted?: BootOutcome) => (
  <ReplayEarlyInput>
    <StorefrontRoot
      core={parts.core}
      navigation={parts.navigation}
      reload={parts.reload}
      booted={booted}
      viewport={viewport}
    />
  </ReplayEarlyInput>
);

/**
 * A page the server did not render: the page's code and its first reads start now, alongside the
 * first load (App asks for the same one), and the storefront renders as they arrive. As a
 * transition, the first render yields to the browser every few milliseconds instead of holding
 * the main thread for the whole tree: the page answers input while it builds.
 */
function renderAlone(container: HTMLElement, parts: StorefrontParts): Mounted {
  const { core, navigation } = parts;
  const here = navigation.current();
  preloadPage(here.path).catch(() => undefined);
  // The navigation for this width is fetched alongside the page, before React renders the layout.
  preloadNavigation(window.matchMedia(DESKTOP_QUERY).matches).catch(() => undefined);
  void core.start();
  prefetchPageDataOnceZoned(here, core);
  const root = createRoot(container);
  startTransition(() => root.render(tree(parts, 'phone')));
  return 'rendered';
}

/** What the browser found once the first screen was ready. */
interface Prepared {
  booted: BootOutcome;
  /** The screen the page is on. */
  screen: Viewport;
  /** Whether the first screen's reads, page and navigation are all at hand. */
  ready: boolean;
  /** Whether the browser's first render would equal the server's. */
  same: boolean;
}

/** The kind of screen the page is on, by the width the navigation changes at. */
const screenOf = (container: HTMLElement): Viewport =>
  container.ownerDocument.defaultView?.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'phone';

async function prepare(
  container: HTMLElement,
  viewport: Viewport,
  { core, navigation }: StorefrontParts,
): Promise<Prepared> {
  const screen = screenOf(container);
  const booted = await core.start();
  const ready =
    booted.status === 'ready' && (await firstScreenReady(navigation.current(), core, screen));
  const page = container.ownerDocument.documentElement;
  const writtenIn = { language: page.lang, theme: page.dataset.theme };
  // A page written for another screen (a phone-wide desktop window) would change all over
  // right after it was taken over: it is rendered anew for this one at once instead.
  const same = ready && screen === viewport && seesWhatTheServerSaw(core, writtenIn);
  return { booted, screen, ready, same };
}

/**
 * A page the server rendered stays on screen while the browser gets the same first screen ready
 * (no network when the page's replies are this shopper's); then the browser takes it over in
 * place, or renders its own over it for a shopper or a screen the server could not know (a cart,
 * an account, a narrow desktop window).
 * React is handed the page at once, suspended until then; what the shopper does meanwhile is
 * kept by the page's recorder and replayed once the page is taken over (earlyInput).
 */
async function takeOver(
  container: HTMLElement,
  viewport: Viewport,
  parts: StorefrontParts,
): Promise<Mounted> {
  // React is handed the page below, in this task; the first screen is got ready from the next
  // task, which keeps this one short.
  const preparing = nextTask().then(() => prepare(container, viewport, parts));
  let prepared: Prepared | undefined;
  // Never settles for a shopper the server could not know: that page is rendered over instead.
  const takeable = preparing.then((found) =>
    found.same ? found : new Promise<Prepared>(() => undefined),
  );
  void takeable.then((found) => {
    prepared = found;
  });
  function WhenPrepared(): ReactNode {
    if (prepared === undefined) throw takeable;
    return tree(parts, viewport, prepared.booted);
  }
  // Rendering over the server's page is an update React recovers from by design: not a fault.
  let renderingOver = false;
  const onRecoverableError: RootOptions['onRecoverableError'] = (error, info) => {
    if (renderingOver) return;
    (parts.onRecoverableError ?? reportRecovered)(error, info);
  };
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, <WhenPrepared />, { onRecoverableError });
  });
  const found = await preparing;
  if (found.same) return 'taken-over';
  renderingOver = true;
  const booted = found.ready ? found.booted : undefined;
  startTransition(() => root?.render(tree(parts, found.screen, booted)));
  return 'rendered-over';
}

/**
 * Puts the storefront in `container`: takes over the page the server rendered there, or renders
 * it when the server did not. Settles once React has been handed the page.
 */
export function mountStorefront(container: HTMLElement, parts: StorefrontParts): Promise<Mounted> {
  const viewport = serverRenderedFor(container);
  return viewport
    ? takeOver(container, viewport, parts)
    : Promise.resolve(renderAlone(container, parts));
}
