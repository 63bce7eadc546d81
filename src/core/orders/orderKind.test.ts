import { describe, expect, it } from 'vitest';
import { isOrderKind, orderKindOf } from './orderKind';

describe("an order's kind", () => {
  it('is a parcel for a parcel order, a prescription for one placed with pictures, else items', () => {
    expect(orderKindOf({ order_type: 'parcel' })).toBe('parcel');
    expect(orderKindOf({ order_type: 'delivery', prescription_order: true })).toBe('prescription');
    expect(orderKindOf({ order_type: 'delivery', prescription_order: false })).toBe('items');
    expect(orderKindOf({ order_type: 'take_away' })).toBe('items');
  });

  it('is read from a route only when the text names one', () => {
    expect(isOrderKind('prescription')).toBe(true);
    expect(isOrderKind('parcel')).toBe(true);
    expect(isOrderKind('gift')).toBe(false);
    expect(isOrderKind(null)).toBe(false);
  });
});
