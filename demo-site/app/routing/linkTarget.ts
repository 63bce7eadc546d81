/*
 * Which clicks the storefront handles itself: a plain click on a link to one of its own pages,
 * wherever the link is — in the page or inside a widget's shadow root.
 */

/** The parts of a click that decide whether it stays in the storefront. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The event's path, innermost first (`event.composedPath()`, so shadow roots are crossed). */
  path: readonly EventTarget[];
}

/**
 * The storefront route a click should open without a page load, or null when the browser should
 * handle it (another origin, a new tab, a download, a modified click, a jump within the page).
 */
export function storefrontLinkTarget(click: LinkClick, here: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const anchor = click.path.find((target) => target instanceof HTMLAnchorElement);
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const href = anchor.getAttribute('href');
  if (href === null || href.startsWith('#')) return null;
  const target = new URL(href, here);
  if (target.origin !== here.origin) return null;
  if (target.pathname === here.pathname && target.search === here.search && target.hash !== '') {
    return null;
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
