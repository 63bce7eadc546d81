/*
 * Renders UI under test the way a page does: one Souq core (memory storage, no cookies, the given
 * fetch as the backend) and a WidgetRoot, in the chosen language.
 */
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createSouqCore, type SouqCore } from '../../core';
import type { Locale } from '../../core/i18n';
import type { ThemePreference } from '../../core/store';
import { SouqProvider } from '../souq/SouqProvider';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot';

/** How the test core is set up. */
export interface TestCoreOptions {
  language?: Locale;
  theme?: ThemePreference;
  /** The backend; by default every call fails, so a test that needs one must say which. */
  fetch?: typeof globalThis.fetch;
  /** A stored bearer token: the shopper is signed in. */
  token?: string;
  /** Where navigations go; recorded by default. */
  navigate?: (path: string) => void;
}

const noBackend: typeof globalThis.fetch = async (input) => {
  throw new Error(`no backend in this test: ${String(input)}`);
};

/** A core for tests: memory storage, no cookies, a recorded navigation. */
export function createTestCore(options: TestCoreOptions = {}): {
  core: SouqCore;
  navigations: string[];
} {
  const navigations: string[] = [];
  const record = (path: string) => {
    navigations.push(path);
  };
  const core = createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: null,
    cookies: null,
    fetch: options.fetch ?? noBackend,
    navigate: options.navigate ?? record,
    reload: record,
  });
  core.store.language.value = options.language ?? 'en';
  core.store.theme.value = options.theme ?? 'light';
  if (options.token) core.store.token.value = options.token;
  return { core, navigations };
}

/** What `renderWithSouq` gives back: the render result, the core, the navigations, a user. */
export interface SouqRender extends RenderResult {
  core: SouqCore;
  navigations: string[];
  user: UserEvent;
}

/** Renders `ui` inside a SouqProvider and WidgetRoot on a fresh test core. */
export function renderWithSouq(
  ui: ReactElement,
  options: TestCoreOptions & { core?: SouqCore } = {},
): SouqRender {
  const { core, navigations } = options.core
    ? { core: options.core, navigations: [] }
    : createTestCore(options);
  const user = userEvent.setup();
  // A wrapper, not a wrapping element, so `rerender` keeps the provider and the root.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <SouqProvider core={core} start={false}>
        <WidgetRoot>{children}</WidgetRoot>
      </SouqProvider>
    ),
  });
  return { ...result, core, navigations, user };
}
