import { describe, expect, it } from 'vitest';
import { cartLineKey, isSameLine, variationKey, variationType } from './cartLine';

const large = { type: 'Large', price: 12 };
const red = { type: 'Red', price: 12 };

describe('variationType', () => {
  it("joins the chosen variations' types with '-'", () => {
    expect(variationType({ selectedOption: [large, red] })).toBe('Large-Red');
  });

  it('is empty when nothing is chosen', () => {
    expect(variationType({})).toBe('');
    expect(variationType({ selectedOption: [] })).toBe('');
  });
});

describe('variationKey', () => {
  const arabicMedium = { type: 'مقاس وسط', code: 'Medium', price: 12 };
  const arabicPink = { type: 'وردي', code: 'Pink', price: 12 };

  it("joins the chosen variations' codes with '-', whatever language their types are in", () => {
    expect(variationKey({ selectedOption: [arabicMedium, arabicPink] })).toBe('Medium-Pink');
  });

  it('falls back on the type of a variation sent without a code', () => {
    expect(variationKey({ selectedOption: [large, red] })).toBe('Large-Red');
    expect(variationKey({})).toBe('');
  });
});

describe('isSameLine', () => {
  it('matches the same variation read in English and in Arabic', () => {
    const english = { type: 'Medium-Pink', code: 'Medium-Pink', price: 12 };
    const arabic = { type: 'مقاس وسط-وردي', code: 'Medium-Pink', price: 12 };
    expect(
      isSameLine({ id: 1, selectedOption: [english] }, { id: 1, selectedOption: [arabic] }),
    ).toBe(true);
    expect(cartLineKey({ id: 1, selectedOption: [arabic] })).toBe('1:Medium-Pink');
  });

  it('matches the same item with the same variation type', () => {
    expect(isSameLine({ id: 1, selectedOption: [large] }, { id: 1, selectedOption: [large] })).toBe(
      true,
    );
  });

  it('treats no variation and an empty selection alike', () => {
    expect(isSameLine({ id: 1 }, { id: 1, selectedOption: [] })).toBe(true);
  });

  it('tells apart another variation or another item', () => {
    expect(isSameLine({ id: 1, selectedOption: [large] }, { id: 1, selectedOption: [red] })).toBe(
      false,
    );
    expect(isSameLine({ id: 1 }, { id: 2 })).toBe(false);
  });
});

describe('cartLineKey', () => {
  it('combines the item id and the variation type', () => {
    expect(cartLineKey({ id: 7, selectedOption: [large, red] })).toBe('7:Large-Red');
    expect(cartLineKey({ id: 7 })).toBe('7:');
  });
});
