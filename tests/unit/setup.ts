import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; without this
// every rendered tree would stay in the document for the next test.
afterEach(() => {
  cleanup();
});
