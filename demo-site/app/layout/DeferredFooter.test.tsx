import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../../src/core';
import { createScrollObserver, renderOnShop } from '../../../src/ui/testing';
import { DeferredFooter } from './DeferredFooter';

const scroll = createScrollObserver();
const cores: SouqCore[] = [];
/** The idle callbacks the page asked for, run when the test says the main thread is idle. */
let idleCallbacks: IdleRequestCallback[] = [];

// The footer is a chunk of its own: loaded once here, so no test spends its wait transforming it.
beforeAll(() => import('../../../widgets/footer/Footer'));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', scroll.Observer);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  scroll.forget();
  idleCallbacks = [];
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.unstubAllGlobals();
});

async function renderFooter() {
  const rendered = await renderOnShop(<DeferredFooter />);
  cores.push(rendered.core);
  return rendered;
}

const goIdle = () => {
  const deadline = { didTimeout: false, timeRemaining: () => 50 };
  for (const callback of idleCallbacks.splice(0)) callback(deadline);
};

describe('DeferredFooter', () => {
  describe('given the page just rendered, far above the footer, the main thread busy', () => {
    it('holds the footer’s place without rendering it', async () => {
      const { container } = await renderFooter();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(container.childElementCount).toBe(1);
    });
  });

  describe('given the main thread goes idle', () => {
    it('renders the footer', async () => {
      await renderFooter();
      act(goIdle);
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    });
  });

  describe('given the shopper scrolls near the footer', () => {
    it('renders the footer', async () => {
      await renderFooter();
      act(scroll.scrollNear);
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    });
  });
});
