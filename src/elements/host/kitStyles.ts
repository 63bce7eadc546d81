/*
 * The kit's CSS reaches every shadow root as one constructable stylesheet shared by all elements:
 * a strict CSP (style-src 'self') blocks <style> elements and inline styles, but not
 * `adoptedStyleSheets`, and one sheet object costs the browser one parse however many widgets
 * the page holds.
 */

let shared: CSSStyleSheet | undefined;

/** The one stylesheet every Souq shadow root adopts. */
export function kitStyleSheet(): CSSStyleSheet {
  shared ??= new CSSStyleSheet();
  return shared;
}

/** Adds the kit's sheet to a shadow root (once, keeping any sheet already there). */
export function adoptKitStyles(root: ShadowRoot): void {
  const sheet = kitStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/** Replaces the kit's CSS in every adopting root at once. */
export function setKitStyles(cssText: string): void {
  kitStyleSheet().replaceSync(cssText);
}

/** Fetches the kit's CSS file (same origin as the kit) into the shared sheet. */
export async function loadKitStyles(url: string | URL, fetcher = globalThis.fetch): Promise<void> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`souq: styles at ${String(url)} answered ${response.status}`);
  await kitStyleSheet().replace(await response.text());
}

const DEV_STYLE_SELECTOR = 'style[data-vite-dev-id*=".css.ts.vanilla.css"]';

/**
 * During development (Vite, Storybook) vanilla-extract injects its CSS as <style> elements in the
 * document head, which shadow roots cannot see; this copies them into the shared sheet and keeps
 * copying on hot updates. Returns a function that stops watching.
 */
export function mirrorDevStyles(doc: Document = document): () => void {
  const copy = () => {
    const styles = [...doc.querySelectorAll(DEV_STYLE_SELECTOR)];
    setKitStyles(styles.map((style) => style.textContent ?? '').join('\n'));
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
