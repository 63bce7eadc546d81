import { type ReactNode, useEffect, useMemo } from 'react';
import { action } from 'storybook/actions';
import { createSouqCore, type SouqCore } from '../src/core';
import type { Locale } from '../src/core/i18n';
import type { ResolvedTheme } from '../src/core/theme';
import { SouqProvider } from '../src/ui/souq/SouqProvider';
import { WidgetRoot } from '../src/ui/WidgetRoot/WidgetRoot';

/** What a story asks of its core, through `parameters.souq`. */
export interface StorySouqParameters {
  /** The backend the story talks to, usually a fake shop's fetch. */
  fetch?: typeof globalThis.fetch;
  /** Puts the core in the story's state (a token, a cart) before the widget first renders. */
  prepare?: (core: SouqCore) => void | Promise<void>;
}

const noBackend: typeof globalThis.fetch = async (input) =>
  new Response(JSON.stringify({ errors: [{ code: 'story', message: String(input) }] }), {
    status: 503,
  });

/** Props of `StorySouq`. */
export interface StorySouqProps {
  storyId: string;
  locale: Locale;
  theme: ResolvedTheme;
  parameters: StorySouqParameters | undefined;
  children: ReactNode;
}

/**
 * Gives each story its own core (memory storage, no cookies, navigation kept in the story) so
 * stories never share a cart, and keeps its language and theme on the toolbar's.
 */
export function StorySouq({ storyId, locale, theme, parameters, children }: StorySouqProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one core per story, whatever the toolbar says
  const core = useMemo(() => {
    const created = createSouqCore({
      apiBaseUrl: window.location.origin,
      storage: null,
      cookies: null,
      fetch: parameters?.fetch ?? noBackend,
      navigate: action('navigate'),
      reload: action('reload'),
    });
    created.store.language.value = locale;
    void parameters?.prepare?.(created);
    return created;
  }, [storyId]);
  core.store.language.value = locale;
  core.store.theme.value = theme;
  useEffect(() => () => core.dispose(), [core]);
  return (
    // The story's `prepare` runs the first load, after putting the core in the story's state.
    <SouqProvider core={core} start={false}>
      <WidgetRoot>{children}</WidgetRoot>
    </SouqProvider>
  );
}
