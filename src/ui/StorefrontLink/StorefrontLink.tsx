import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useStorefrontLink } from './useStorefrontLink';

/** Props of `StorefrontLink`. */
export interface StorefrontLinkProps
  extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'onClick'> {
  /** The storefront route, e.g. `productPath(item)` or `searchPath('tea')`. */
  to: string;
}

/**
 * A link to another storefront page. Fires the cancelable `souq:navigate`, then opens the route
 * in the storefront's router, or on the storefront's origin from a partner page.
 */
export function StorefrontLink({ to, children, ...rest }: StorefrontLinkProps): ReactNode {
  const link = useStorefrontLink()(to);
  return (
    <a {...rest} href={link.href} onClick={link.onClick}>
      {children}
    </a>
  );
}
