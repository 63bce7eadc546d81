import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, summarize } from './summary';

describe('a description as a meta description', () => {
  it('keeps a short text whole, its whitespace collapsed', () => {
    expect(summarize('  Crisp   red\napples. ')).toBe('Crisp red apples.');
  });

  it('cuts a long text at a word boundary, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const summary = summarize(text);
    expect(summary.endsWith('word…')).toBe(true);
    expect(Array.from(summary).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  });

  it('cuts Arabic at a word boundary too, and drops the punctuation before the ellipsis', () => {
    expect(summarize('تفاح أحمر طازج، من المزرعة', 16)).toBe('تفاح أحمر طازج…');
  });

  it('never runs past the limit, and never cuts a word it could keep whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const summary = summarize(text);
        expect(Array.from(summary).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
        if (summary.endsWith('…') && summary.includes(' ')) {
          const kept = summary.slice(0, -1);
          const collapsed = text.replace(/\s+/g, ' ').trim();
          expect(collapsed.startsWith(kept)).toBe(true);
          expect(collapsed.slice(kept.length)).toMatch(/^[\s.,;:!?،؛-]*\s/u);
        }
      }),
    );
  });
});
