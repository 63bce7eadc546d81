import { describe, expect, it } from 'vitest';
import { adoptKitStyles, kitStyleSheet, loadKitStyles, setKitStyles } from './kitStyles';

function shadowRoot(): ShadowRoot {
  return document.createElement('div').attachShadow({ mode: 'open' });
}

describe('given several shadow roots', () => {
  it('gives every root the same sheet object, once', () => {
    const first = shadowRoot();
    const second = shadowRoot();
    adoptKitStyles(first);
    adoptKitStyles(first);
    adoptKitStyles(second);
    expect(first.adoptedStyleSheets).toEqual([kitStyleSheet()]);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
  });

  it('keeps a sheet the root had already', () => {
    const root = shadowRoot();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptKitStyles(root);
    expect(root.adoptedStyleSheets).toEqual([own, kitStyleSheet()]);
  });
});

describe('when the kit CSS changes', () => {
  it('reaches every adopting root without touching them', () => {
    const root = shadowRoot();
    adoptKitStyles(root);
    setKitStyles('.souq_button { color: red; }');
    expect(root.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toContain('.souq_button');
  });

  it('loads from a stylesheet URL and refuses a failed answer', async () => {
    const served = async () => new Response('.souq_sheet { display: block; }');
    await loadKitStyles('http://kit.test/souq.css', served);
    expect(kitStyleSheet().cssRules[0]?.cssText).toContain('.souq_sheet');

    const missing = async () => new Response('', { status: 404 });
    await expect(loadKitStyles('http://kit.test/gone.css', missing)).rejects.toThrow('404');
  });
});
