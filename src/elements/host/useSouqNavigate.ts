import { useStorefrontHref, useStorefrontNavigate } from '../../ui/souq';
import { useSouqEvents } from './useSouqEvents';

/**
 * Opens a storefront route after something the shopper did that is not a link (signing in, a
 * code accepted): fires the cancelable `souq:navigate` from the widget first, as a link does, and
 * goes only when no listener cancelled it (a partner page that shows the route in place).
 */
export function useSouqNavigate(): (path: string) => void {
  const events = useSouqEvents();
  const toHref = useStorefrontHref();
  const navigate = useStorefrontNavigate();
  return (path) => {
    if (events.dispatch('souq:navigate', { path, href: toHref(path) })) navigate(path);
  };
}
