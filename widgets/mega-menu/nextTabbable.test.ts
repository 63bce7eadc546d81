import { afterEach, describe, expect, it } from 'vitest';
import { nextTabbable } from './nextTabbable';

afterEach(() => {
  document.body.replaceChildren();
});

/** Builds a page from markup and finds its elements by id. */
function page(markup: string) {
  document.body.innerHTML = markup;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

describe('nextTabbable', () => {
  it('finds what Tab reaches after the element, skipping the panel and what Tab skips', () => {
    const byId = page(`
      <button id="trigger"><span tabindex="0" id="inner">in</span></button>
      <button id="off" disabled>off</button>
      <a id="anchorless">no href</a>
      <span tabindex="-1">skipped</span>
      <div hidden><button>hidden</button></div>
      <input id="next" />
      <div id="panel"><a href="/x">in the panel</a></div>
    `);
    expect(nextTabbable(byId('trigger'), byId('panel'))).toBe(byId('next'));
  });

  it('skips the panel even when it comes right after the element', () => {
    const byId = page(`
      <button id="trigger">menu</button>
      <div id="panel"><a href="/x">in the panel</a></div>
      <a id="next" href="/y">after</a>
    `);
    expect(nextTabbable(byId('trigger'), byId('panel'))).toBe(byId('next'));
  });

  it('gives nothing when nothing follows in the element’s root', () => {
    const host = document.createElement('div');
    document.body.append(host, Object.assign(document.createElement('button'), { id: 'outside' }));
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<button id="trigger">menu</button>';
    const trigger = root.getElementById('trigger') as HTMLElement;
    expect(nextTabbable(trigger, null)).toBeNull();
  });
});
