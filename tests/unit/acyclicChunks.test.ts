// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkCircle } from '../../build/acyclicChunks';

describe('given the static imports between the chunks of a build', () => {
  it('finds none when they only lead down to the shared chunks', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['startup.js'] },
      { fileName: 'Checkout.js', imports: ['checkout.js', 'startup.js'] },
      { fileName: 'checkout.js', imports: ['core.js', 'startup.js'] },
      { fileName: 'core.js', imports: ['startup.js'] },
      { fileName: 'startup.js', imports: [] },
    ];
    expect(chunkCircle(chunks)).toBeNull();
  });

  it('names the chunks of a circle, from where it starts back to it', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['startup.js'] },
      { fileName: 'Checkout.js', imports: ['checkout.js'] },
      { fileName: 'checkout.js', imports: ['startup.js', 'Checkout.js'] },
      { fileName: 'startup.js', imports: [] },
    ];
    expect(chunkCircle(chunks)).toEqual(['Checkout.js', 'checkout.js', 'Checkout.js']);
  });
});
