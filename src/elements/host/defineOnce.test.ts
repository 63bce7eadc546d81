import { describe, expect, it, vi } from 'vitest';
import { defineOnce } from './defineOnce';

// Each copy of the kit brings its own class; a registry never takes one class twice.
const kitCopy = () => class extends HTMLElement {};

describe('given a tag nobody has defined', () => {
  it('defines it and says so', () => {
    const element = kitCopy();
    expect(defineOnce('souq-test-fresh', element)).toBe(true);
    expect(customElements.get('souq-test-fresh')).toBe(element);
  });
});

describe('given a second copy of the kit defining the same tag', () => {
  it('keeps the first definition and warns instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = kitCopy();
    defineOnce('souq-test-twice', first);
    expect(defineOnce('souq-test-twice', kitCopy())).toBe(false);
    expect(customElements.get('souq-test-twice')).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<souq-test-twice>'));
  });
});
