import { describe, expect, it } from 'vitest';
import { arrowStep } from './arrowStep';

describe('arrowStep', () => {
  it('moves down and up the same way in both directions', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      expect(arrowStep('ArrowDown', direction)).toBe(1);
      expect(arrowStep('ArrowUp', direction)).toBe(-1);
    }
  });

  it('follows the text with left and right: in Arabic, left is next', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('ignores every other key', () => {
    expect(arrowStep('Enter', 'ltr')).toBe(0);
    expect(arrowStep('a', 'rtl')).toBe(0);
  });
});
