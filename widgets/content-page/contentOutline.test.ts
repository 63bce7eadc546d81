import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '../../src/core/content';
import { contentOutline, headingId } from './contentOutline';

const h2 = (text: string): ContentBlock => ({ type: 'heading', level: 2, text });
const h3 = (text: string): ContentBlock => ({ type: 'heading', level: 3, text });
const line = (text: string): ContentBlock => ({ type: 'paragraph', content: [{ text }] });

describe('given the blocks of a content page', () => {
  it('lists its three or more sections in reading order, by the index of their heading', () => {
    const blocks = [
      line('Intro'),
      h2('Account'),
      line('…'),
      h2('Orders'),
      h3('Prices'),
      h2('Payment'),
    ];
    expect(contentOutline(blocks)).toEqual([
      { index: 1, text: 'Account' },
      { index: 3, text: 'Orders' },
      { index: 5, text: 'Payment' },
    ]);
  });

  it('lists nothing for a page of two sections, however many sub-headings it has', () => {
    expect(contentOutline([h2('One'), h3('a'), h3('b'), h3('c'), h2('Two')])).toEqual([]);
  });

  it('leaves out a heading with no words', () => {
    expect(contentOutline([h2('One'), h2('  '), h2('Two'), h2('Three')])).toHaveLength(3);
  });
});

describe('given two pages on one document', () => {
  it('gives their headings different ids', () => {
    expect(headingId('a', 1)).not.toBe(headingId('b', 1));
    expect(headingId('a', 1)).not.toBe(headingId('a', 2));
  });
});
