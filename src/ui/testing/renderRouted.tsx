import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { SouqCore } from '../../core';
import { SouqProvider } from '../souq/SouqProvider';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot';

/** How `renderRouted` routes. */
export interface RoutedOptions {
  core: SouqCore;
  /** The query the page opens with, e.g. `?name=tea`. */
  query?: string | undefined;
  /** Whether a navigation to `url` stays on the page; by default every one does. */
  staysOn?: (url: URL) => boolean;
}

/** What `renderRouted` gives back: the render, a user, and every path the page navigated to. */
export interface RoutedRender extends RenderResult {
  user: UserEvent;
  navigations: string[];
}

/**
 * Renders a page under a host that routes like the storefront: a navigation that stays on the
 * page hands the new address's query back to it as a prop, as the storefront's router does.
 */
export function renderRouted(
  page: (query: string | undefined) => ReactElement,
  { core, query, staysOn = () => true }: RoutedOptions,
): RoutedRender {
  const navigations: string[] = [];
  // Set once the page is rendered: a navigation can only come from the rendered page.
  let rerender: (ui: ReactElement) => void = () => undefined;
  const navigate = (path: string) => {
    navigations.push(path);
    const url = new URL(path, 'http://shop.test');
    if (staysOn(url)) rerender(page(url.search));
  };
  const user = userEvent.setup();
  const view = render(page(query), {
    wrapper: ({ children }) => (
      <SouqProvider core={core} start={false} navigate={navigate}>
        <WidgetRoot>{children}</WidgetRoot>
      </SouqProvider>
    ),
  });
  rerender = view.rerender;
  return { ...view, user, navigations };
}
