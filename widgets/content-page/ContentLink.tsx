import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { isSafeHref } from '../../src/core/content';
import { Icon } from '../../src/ui/Icon';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './ContentPage.css';

/** Props of `ContentLink`. */
export interface ContentLinkProps {
  href: string;
  children: string;
}

/** Arabic letters: a run holding any reads in its own direction, else left to right. */
const ARABIC = /[\u0600-\u06ff]/;

/**
 * A link of a content page. The shop's own paths open through the storefront (its router, or the
 * storefront's origin from a partner page); https pages open in a new tab without a hold on this
 * one; e-mail and phone links as they are, a number or address read left to right. A target
 * `isSafeHref` refuses is shown as plain text.
 */
export function ContentLink({ href, children }: ContentLinkProps): ReactNode {
  if (!isSafeHref(href)) return children;
  if (href.startsWith('/'))
    return <StorefrontContentLink path={href}>{children}</StorefrontContentLink>;
  if (href.startsWith('https:')) return <NewTabLink href={href}>{children}</NewTabLink>;
  return (
    <a className={css.link} href={href} dir={ARABIC.test(children) ? undefined : 'ltr'}>
      {children}
    </a>
  );
}

function StorefrontContentLink({ path, children }: { path: string; children: string }): ReactNode {
  const link = useStorefrontLink()(path);
  return (
    <a className={css.link} href={link.href} onClick={link.onClick}>
      {children}
    </a>
  );
}

function NewTabLink({ href, children }: { href: string; children: string }): ReactNode {
  const t = useT();
  return (
    <a className={css.link} href={href} target="_blank" rel="noopener">
      {children}
      <Icon icon={ExternalLink} size={14} mirrorInRtl className={css.newTabIcon} />
      <VisuallyHidden>{` ${t('(opens in a new tab)')}`}</VisuallyHidden>
    </a>
  );
}
