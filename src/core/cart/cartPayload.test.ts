import { describe, expect, it } from 'vitest';
import { cartItemPayload, type PayloadItem } from './cartPayload';

function item(overrides: Partial<PayloadItem> = {}): PayloadItem {
  return { id: 42, price: 20, quantity: 2, ...overrides };
}

describe('cartItemPayload', () => {
  describe('given a guest', () => {
    it('sends the guest id', () => {
      expect(cartItemPayload(item(), 'guest-123')).toEqual({
        guest_id: 'guest-123',
        model: 'Item',
        item_id: 42,
        price: 20,
        quantity: 2,
        variation: [],
      });
    });
  });

  describe('given a signed-in customer', () => {
    it('sends no guest id', () => {
      expect(cartItemPayload(item())).not.toHaveProperty('guest_id');
      expect(cartItemPayload(item(), null)).not.toHaveProperty('guest_id');
    });
  });

  describe('given a campaign item (with available_date_starts)', () => {
    it("uses the 'ItemCampaign' model", () => {
      expect(cartItemPayload(item({ available_date_starts: '2025-01-01' })).model).toBe(
        'ItemCampaign',
      );
    });
  });

  describe('given a regular item (no available_date_starts)', () => {
    it("uses the 'Item' model", () => {
      expect(cartItemPayload(item({ available_date_starts: null })).model).toBe('Item');
    });
  });

  describe('given a chosen variation', () => {
    it('sends its price and the variation list without stock', () => {
      const payload = cartItemPayload(
        item({ selectedOption: [{ type: 'Large', price: 26, stock: 3 }] }),
      );
      expect(payload.price).toBe(26);
      expect(payload.variation).toEqual([{ type: 'Large', price: 26 }]);
    });

    it('sends its code, which names it in any language', () => {
      const payload = cartItemPayload(
        item({ selectedOption: [{ type: 'حجم كبير', code: 'Large', price: 26, stock: 3 }] }),
      );
      expect(payload.variation).toEqual([{ type: 'حجم كبير', code: 'Large', price: 26 }]);
    });
  });
});
