/*
 * The mega-menu's panel is portalled to the end of the widget, so the browser's own Tab order
 * would leave it for whatever follows the widget. Tab from the panel instead moves on from the
 * trigger, as if the panel sat right after it.
 */

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]');
}

/**
 * The first element after `from` in its document or shadow root that Tab would reach, skipping
 * anything inside `from` or inside `skip`; null when nothing follows in that root.
 */
export function nextTabbable(from: HTMLElement, skip: HTMLElement | null): HTMLElement | null {
  const root = from.getRootNode() as Document | ShadowRoot;
  for (const candidate of root.querySelectorAll<HTMLElement>(TABBABLE)) {
    const follows = from.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!follows || from.contains(candidate) || skip?.contains(candidate)) continue;
    if (isTabbable(candidate)) return candidate;
  }
  return null;
}
