import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEADER_HIDE_THRESHOLD,
  type HideOnScrollOptions,
  nextHidden,
  type ScrollSource,
  useHideOnScroll,
} from './useHideOnScroll';

/** A page that scrolls only when the test says so, firing scroll events like a window. */
function fakePage(): ScrollSource & { scrollTo(y: number): void; listeners(): number } {
  const target = new EventTarget();
  let listeners = 0;
  const page = {
    scrollY: 0,
    addEventListener: (type: string, listener: EventListener) => {
      listeners += 1;
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      listeners -= 1;
      target.removeEventListener(type, listener);
    },
    scrollTo(y: number) {
      act(() => {
        page.scrollY = y;
        target.dispatchEvent(new Event('scroll'));
      });
    },
    listeners: () => listeners,
  };
  return page as ScrollSource & typeof page;
}

function renderHidden(options: Omit<HideOnScrollOptions, 'source'> = {}) {
  const page = fakePage();
  const hook = renderHook(
    (props: Omit<HideOnScrollOptions, 'source'>) =>
      useHideOnScroll(undefined, { ...props, source: page }),
    { initialProps: options },
  );
  return { page, hook, hidden: () => hook.result.current };
}

describe('useHideOnScroll', () => {
  it('uses the spec’s 100 px threshold by default', () => {
    expect(HEADER_HIDE_THRESHOLD).toBe(100);
  });

  describe('given the page at the top', () => {
    it('shows the header', () => {
      expect(renderHidden().hidden()).toBe(false);
    });
  });

  describe('when the shopper scrolls down', () => {
    it('keeps the header up to 100 px and hides it past them', () => {
      const { page, hidden } = renderHidden();
      page.scrollTo(60);
      page.scrollTo(100);
      expect(hidden()).toBe(false);
      page.scrollTo(101);
      expect(hidden()).toBe(true);
    });

    it('hides it when one jump crosses the threshold', () => {
      const { page, hidden } = renderHidden();
      page.scrollTo(800);
      expect(hidden()).toBe(true);
    });
  });

  describe('when the shopper scrolls up again', () => {
    it('shows the header at once, far down the page too, and hides it on the next scroll down', () => {
      const { page, hidden } = renderHidden();
      page.scrollTo(900);
      page.scrollTo(880);
      expect(hidden()).toBe(false);
      page.scrollTo(920);
      expect(hidden()).toBe(true);
    });
  });

  describe('given it is paused (focus inside the header, or a menu of it open)', () => {
    it('shows the header whatever the scroll, and hides again only on a new scroll down', () => {
      const { page, hook, hidden } = renderHidden();
      page.scrollTo(500);
      expect(hidden()).toBe(true);
      hook.rerender({ paused: true });
      expect(hidden()).toBe(false);
      page.scrollTo(900);
      expect(hidden()).toBe(false);
      hook.rerender({ paused: false });
      expect(hidden()).toBe(false);
      page.scrollTo(950);
      expect(hidden()).toBe(true);
    });
  });

  describe('given it is turned off', () => {
    it('never hides the header and does not listen to the page', () => {
      const { page, hidden } = renderHidden({ enabled: false });
      expect(page.listeners()).toBe(0);
      page.scrollTo(900);
      expect(hidden()).toBe(false);
    });
  });

  it('stops listening when the header goes away', () => {
    const { page, hook } = renderHidden();
    expect(page.listeners()).toBe(1);
    hook.unmount();
    expect(page.listeners()).toBe(0);
  });
});

describe('nextHidden', () => {
  const position = fc.integer({ min: 0, max: 10_000 });

  it('always shows the header within the threshold', () => {
    fc.assert(
      fc.property(fc.boolean(), position, fc.integer({ min: 0, max: 100 }), (was, from, y) => {
        expect(nextHidden(was, from, y, 100)).toBe(false);
      }),
    );
  });

  it('hides on any move down past the threshold and shows on any move up', () => {
    fc.assert(
      fc.property(fc.boolean(), position, position, (was, a, b) => {
        fc.pre(a !== b && Math.max(a, b) > 100);
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(nextHidden(was, low, high, 100)).toBe(true);
        if (low > 100) expect(nextHidden(was, high, low, 100)).toBe(false);
      }),
    );
  });

  it('keeps the state when the position did not change', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 101, max: 10_000 }), (was, y) => {
        expect(nextHidden(was, y, y, 100)).toBe(was);
      }),
    );
  });
});
