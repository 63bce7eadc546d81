import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRefundImages, checkRefundReason } from './refundRules';

describe('a refund request', () => {
  it('needs a reason', () => {
    expect(checkRefundReason('The milk was sour')).toBeNull();
    expect(checkRefundReason('')).toEqual({ key: 'Reason is required' });
    expect(checkRefundReason(' \n ')).toEqual({ key: 'Reason is required' });
  });

  it('carries up to 3 images', () => {
    for (const count of [0, 1, 2, 3]) expect(checkRefundImages(count)).toBeNull();
  });

  it('refuses any more than 3 images with the upload message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 1000 }), (count) => {
        expect(checkRefundImages(count)).toEqual({
          key: 'Maximum 3 images can be send at a time.',
        });
      }),
    );
  });
});
