import type { MouseEvent } from 'react';
import { dispatchSouqEvent } from '../../core/events/souqEvents';
import { useRouterNavigate, useStorefrontHref } from '../souq';

/** What an anchor needs to open a storefront route the kit's way. */
export interface StorefrontLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A click the browser should keep: a new tab or window, a download, another button. */
const isBrowserClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/**
 * The `href` and `onClick` of a link to the storefront route `path`. A plain click fires the
 * cancelable `souq:navigate` from the link (it bubbles out of any shadow root); a page that
 * cancels it shows the route in place. Otherwise the host's router opens it when there is one
 * (the storefront), and the browser follows the link (on `data-storefront`) when there is not.
 */
export function useStorefrontLink(): (path: string) => StorefrontLinkProps {
  const toHref = useStorefrontHref();
  const navigate = useRouterNavigate();
  return (path) => {
    const href = toHref(path);
    return {
      href,
      onClick: (event) => {
        if (isBrowserClick(event)) return;
        if (!dispatchSouqEvent(event.currentTarget, 'souq:navigate', { path, href })) {
          event.preventDefault();
          return;
        }
        if (navigate) {
          event.preventDefault();
          navigate(path);
        }
      },
    };
  };
}
