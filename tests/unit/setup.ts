import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; without this
// every rendered tree would stay in the document for the next test.
afterEach(() => {
  cleanup();
});

// Chromium, Edge and Firefox tell a page when their main thread is idle; happy-dom does not, and
// parts held back until then (below the fold) would wait for the fallback's seconds in every test.
// Here the thread counts as idle once the task at hand ends, as a quiet browser's does.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = (callback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
}
