// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../src/core/api/wire';
import { quantityRefusal } from '../../../../src/core/cart';
import { unitPrice } from '../../../../src/core/pricing';
import type { ItemWithStore } from '../../serializers/item';
import {
  asCartItem,
  assertModel,
  assertPurchasable,
  cartRefusal,
  modelOf,
  resolveVariation,
} from './cartChecks';

function item(fields: Partial<ItemWithStore> = {}): ItemWithStore {
  return {
    id: 7,
    slug: 'apple',
    moduleId: 1,
    storeId: 1,
    categoryId: 1,
    campaignId: null,
    nameEn: 'Apple',
    nameAr: 'تفاح',
    descriptionEn: '',
    descriptionAr: '',
    image: 'apple.png',
    price: 10,
    discount: 0,
    discountType: 'percent',
    stock: 10,
    maximumCartQuantity: null,
    availableDateStarts: null,
    variations: [],
    choiceOptions: [],
    veg: true,
    avgRating: 0,
    ratingCount: 0,
    orderCount: 0,
    createdAt: new Date(0),
    storeNameEn: 'Store',
    storeNameAr: 'متجر',
    storeDiscount: 0,
    storeActive: true,
    saleId: null,
    saleEndAt: null,
    saleAvailableStock: null,
    ...fields,
  };
}

const failureOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return error;
  }
  return null;
};

describe('resolveVariation', () => {
  const varied = item({
    variations: [
      { type: 'Large-Red', price: 12, stock: 3 },
      { type: 'Small', price: 8, stock: 0 },
    ],
  });

  it('finds the combination named by one entry or by several joined with -', () => {
    expect(resolveVariation(varied, [{ type: 'Large-Red' }])).toEqual(varied.variations[0]);
    expect(resolveVariation(varied, [{ type: 'Large' }, { type: 'Red' }])).toEqual(
      varied.variations[0],
    );
  });

  it('asks for a variation when the item has some and none was chosen', () => {
    expect(failureOf(() => resolveVariation(varied, []))).toMatchObject({
      status: 422,
      reasons: [{ message: 'Choose a variation of this item' }],
    });
  });

  it('refuses a variation the item does not offer, and any variation of an item without', () => {
    expect(failureOf(() => resolveVariation(varied, [{ type: 'Huge' }]))).toMatchObject({
      reasons: [{ message: 'This variation does not exist' }],
    });
    expect(failureOf(() => resolveVariation(item(), [{ type: 'Huge' }]))).toMatchObject({
      reasons: [{ message: 'This variation does not exist' }],
    });
    expect(resolveVariation(item(), [])).toBeNull();
  });
});

describe('assertPurchasable', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('refuses a closed store and a campaign that starts after today', () => {
    expect(failureOf(() => assertPurchasable(item({ storeActive: false }), now))).toMatchObject({
      status: 403,
      reasons: [{ message: 'Store/Restaurant is closed' }],
    });
    const tomorrow = item({ availableDateStarts: '2025-06-16' });
    expect(failureOf(() => assertPurchasable(tomorrow, now))).toMatchObject({
      reasons: [{ message: 'This item is not available yet' }],
    });
  });

  it('accepts a campaign from its first day', () => {
    expect(
      failureOf(() => assertPurchasable(item({ availableDateStarts: '2025-06-15' }), now)),
    ).toBeNull();
  });
});

describe('modelOf and assertModel', () => {
  it('makes a campaign item an ItemCampaign and refuses the other model', () => {
    const campaign = item({ availableDateStarts: '2020-01-01' });
    expect(modelOf(campaign)).toBe('ItemCampaign');
    expect(modelOf(item())).toBe('Item');
    expect(failureOf(() => assertModel(campaign, 'Item'))).toMatchObject({ status: 422 });
    expect(failureOf(() => assertModel(campaign))).toBeNull();
  });
});

describe('asCartItem', () => {
  describe('given an item on a running flash sale', () => {
    it('carries the terms the item is served with, so the core prices it at the sale price', () => {
      const onSale = item({
        price: 10,
        discount: 20,
        discountType: 'percent',
        storeDiscount: 0,
        saleId: 3,
        saleEndAt: new Date(0),
        saleAvailableStock: 4,
      });
      const cartItem = asCartItem(onSale, null, 1);
      expect(cartItem).toMatchObject({ discount: 20, discount_type: 'percent', store_discount: 0 });
      expect(unitPrice(cartItem)).toBe(8);
    });
  });
});

/** The core rule on a line as the server builds it, at the line's own quantity. */
const refusalOf = (line: CartItem) => quantityRefusal(line, line.quantity);

describe('quantityRefusal of a server line', () => {
  it('refuses above the stock, then above the cap, for every quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        fc.integer({ min: 1, max: 60 }),
        (stock, cap, quantity) => {
          const refusal = refusalOf(
            asCartItem(item({ stock, maximumCartQuantity: cap }), null, quantity),
          );
          const expected =
            quantity > stock
              ? 'Out of Stock'
              : cap !== null && quantity > cap
                ? 'Out of Limits'
                : null;
          expect(refusal).toBe(expected);
        },
      ),
    );
  });

  it("bounds a line by its variation's stock, not the item's", () => {
    const variation = { type: 'Small', price: 8, stock: 2 };
    expect(refusalOf(asCartItem(item({ stock: 100 }), variation, 3))).toBe('Out of Stock');
    expect(refusalOf(asCartItem(item({ stock: 100 }), variation, 2))).toBeNull();
  });

  it('bounds a line on a running flash sale by what the sale has left', () => {
    const onSale = item({
      stock: 100,
      saleId: 4,
      saleEndAt: new Date('2030-01-01T00:00:00Z'),
      saleAvailableStock: 22,
    });
    expect(asCartItem(onSale, null, 1).flash_sale).toMatchObject({ id: 4, available_stock: 22 });
    expect(refusalOf(asCartItem(onSale, null, 100))).toBe('Out of Stock');
    expect(refusalOf(asCartItem(onSale, null, 22))).toBeNull();
  });
});

describe('cartRefusal', () => {
  it.each([
    ['Item already in cart', 409],
    ['Item_not_in_cart', 404],
    ['Out of stock', 403],
    ['Out of Stock', 403],
    ['Out of Limits', 403],
  ] as const)('sends %s as %i', (message, status) => {
    expect(cartRefusal(message)).toMatchObject({ status, reasons: [{ message }] });
  });
});
