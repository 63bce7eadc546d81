import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('the document title of a storefront page', () => {
  it('names the page, then the shop', () => {
    expect(documentTitle('Red Apple', 'Souq')).toBe('Red Apple | Souq');
    expect(documentTitle('تفاح أحمر', 'سوق')).toBe('تفاح أحمر | سوق');
  });

  it('collapses the whitespace of a heading that runs over lines', () => {
    expect(documentTitle('  Green\n tea ', 'Souq')).toBe('Green tea | Souq');
  });

  it('is the shop alone for a page with no name of its own, or named as the shop', () => {
    expect(documentTitle(null, 'Souq')).toBe('Souq');
    expect(documentTitle('  ', 'Souq')).toBe('Souq');
    expect(documentTitle('Souq', 'Souq')).toBe('Souq');
  });
});
