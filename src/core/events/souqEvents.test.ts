import { describe, expect, it } from 'vitest';
import { CANCELABLE_EVENTS, dispatchSouqEvent, type SouqEventName, souqEvent } from './souqEvents';

const NOTICES: readonly SouqEventName[] = [
  'souq:cart-change',
  'souq:item-add',
  'souq:item-remove',
  'souq:wishlist-change',
  'souq:order-place',
  'souq:locale-change',
  'souq:error',
];

/** An element with an open shadow root holding a button, placed in the page. */
function shadowHost() {
  const host = document.createElement('div');
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  document.body.append(host);
  return { host, button };
}

describe('souqEvent', () => {
  it('makes every event bubble and leave shadow roots', () => {
    for (const name of [...NOTICES, ...CANCELABLE_EVENTS]) {
      const event = souqEvent(name, { message: 'any' } as never);
      expect([event.type, event.bubbles, event.composed]).toEqual([name, true, true]);
    }
  });

  it('lets listeners cancel checkout, search and navigation only', () => {
    const cancelable = [...NOTICES, ...CANCELABLE_EVENTS].filter(
      (name) => souqEvent(name, { message: 'any' } as never).cancelable,
    );
    expect(cancelable).toEqual(['souq:checkout', 'souq:search-submit', 'souq:navigate']);
  });
});

describe('dispatchSouqEvent', () => {
  describe('given a listener on the document and an event fired inside a shadow root', () => {
    it('reaches the listener with the detail, through the host', () => {
      const { host, button } = shadowHost();
      const heard: { throughHost: boolean; detail: unknown }[] = [];
      const listener = (event: CustomEvent<{ name: string }>) =>
        heard.push({ throughHost: event.composedPath().includes(host), detail: event.detail });
      document.addEventListener('souq:search-submit', listener);
      try {
        dispatchSouqEvent(button, 'souq:search-submit', { name: 'rice' });
        expect(heard).toEqual([{ throughHost: true, detail: { name: 'rice' } }]);
      } finally {
        document.removeEventListener('souq:search-submit', listener);
        host.remove();
      }
    });
  });

  describe('when a listener cancels a cancelable event', () => {
    it('answers false; uncancelled, true', () => {
      const { host } = shadowHost();
      const cancel = (event: Event) => event.preventDefault();
      const detail = {
        cart: { lines: [], count: 0, subtotal: 0 },
        href: '/checkout',
        guest: false,
      };
      expect(dispatchSouqEvent(host, 'souq:checkout', detail)).toBe(true);
      host.addEventListener('souq:checkout', cancel);
      expect(dispatchSouqEvent(host, 'souq:checkout', detail)).toBe(false);
      host.remove();
    });
  });

  describe('when a listener calls preventDefault on a notice', () => {
    it('still answers true: a notice cannot be cancelled', () => {
      const target = new EventTarget();
      target.addEventListener('souq:error', (event) => event.preventDefault());
      expect(dispatchSouqEvent(target, 'souq:error', { message: 'Oops' })).toBe(true);
    });
  });
});
