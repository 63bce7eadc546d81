import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemVariation } from '../api/wire';
import {
  type Choosable,
  hasChoices,
  inStock,
  optionOutlook,
  pickedVariation,
  typeOptions,
  unpickedGroups,
} from './variationChoice';

const sizeAndColour: Choosable = {
  choice_options: [
    { name: 'choice_1', title: 'Size', options: ['Small', 'Large'] },
    { name: 'choice_2', title: 'Color', options: ['Red', 'Blue'] },
  ],
  variations: [
    { type: 'Small-Red', price: 10, stock: 3 },
    { type: 'Small-Blue', price: 10, stock: 1 },
    { type: 'Large-Red', price: 15, stock: 0 },
    { type: 'Large-Blue', price: 15, stock: 2 },
  ],
};

describe('choosing a variation', () => {
  describe('given one group of options', () => {
    const coffee: Choosable = {
      choice_options: [{ title: 'Size', options: ['Small', 'Large'] }],
      variations: [
        { type: 'Small', price: 95, stock: 12 },
        { type: 'Large', price: 170, stock: 0 },
      ],
    };

    it('offers each option at its own price, out-of-stock ones unavailable', () => {
      expect(optionOutlook(coffee, [], 0, 'Small')).toEqual({
        available: true,
        priced: { type: 'Small', price: 95, stock: 12 },
      });
      expect(optionOutlook(coffee, [], 0, 'Large')).toEqual({
        available: false,
        priced: { type: 'Large', price: 170, stock: 0 },
      });
    });

    it('names the variation of the picked option', () => {
      expect(pickedVariation(coffee, ['Small'])?.price).toBe(95);
    });
  });

  describe('given two groups', () => {
    it('names no variation until both have a pick', () => {
      expect(pickedVariation(sizeAndColour, ['Small'])).toBeUndefined();
      expect(unpickedGroups(sizeAndColour, ['Small'])).toEqual([1]);
      expect(pickedVariation(sizeAndColour, ['Small', 'Red'])?.type).toBe('Small-Red');
    });

    it('disables an option whose combinations with the other pick are out of stock', () => {
      expect(optionOutlook(sizeAndColour, ['Large'], 1, 'Red').available).toBe(false);
      expect(optionOutlook(sizeAndColour, ['Large'], 1, 'Blue').available).toBe(true);
    });

    it('keeps an option available while some combination with it is in stock', () => {
      expect(optionOutlook(sizeAndColour, [], 1, 'Red').available).toBe(true);
    });

    it('shows a price only when every variation in stock it leads to costs the same', () => {
      expect(optionOutlook(sizeAndColour, [], 0, 'Large').priced?.price).toBe(15);
      expect(optionOutlook(sizeAndColour, [], 1, 'Blue').priced).toBeUndefined();
      expect(optionOutlook(sizeAndColour, [], 1, 'Red').priced?.price).toBe(10);
      expect(optionOutlook(sizeAndColour, ['Large'], 1, 'Blue').priced?.price).toBe(15);
    });
  });

  describe('given options with spaces and dashes', () => {
    const honey: Choosable = {
      choice_options: [
        { title: 'Size', options: ['Half-kg', 'Extra Large'] },
        { title: 'Kind', options: ['Sidr', 'Clover'] },
      ],
      variations: [
        { type: 'Half-kg-Sidr', price: 120, stock: 4 },
        { type: 'ExtraLarge-Clover', price: 300, stock: 1 },
      ],
    };

    it('reads a dash inside an option as part of it', () => {
      expect(pickedVariation(honey, ['Half-kg', 'Sidr'])?.price).toBe(120);
      expect(optionOutlook(honey, ['Half-kg'], 1, 'Clover').available).toBe(false);
    });

    it('matches a type written without the option’s spaces, as 6amMart writes it', () => {
      expect(pickedVariation(honey, ['Extra Large', 'Clover'])?.price).toBe(300);
    });
  });

  describe('given an item read in Arabic', () => {
    const arabicSizeAndColour: Choosable = {
      choice_options: [
        { name: 'choice_1', title: 'المقاس', options: ['مقاس صغير', 'مقاس وسط'] },
        { name: 'choice_2', title: 'اللون', options: ['أحمر', 'وردي'] },
      ],
      variations: [
        { type: 'مقاس صغير-أحمر', code: 'Small-Red', price: 10, stock: 3 },
        { type: 'مقاس وسط-وردي', code: 'Medium-Pink', price: 12, stock: 2 },
      ],
    };

    it('names the variation of options picked as the shopper reads them', () => {
      expect(pickedVariation(arabicSizeAndColour, ['مقاس وسط', 'وردي'])?.code).toBe('Medium-Pink');
    });

    it('names it from the options’ codes too, as a page that speaks English asks for it', () => {
      expect(pickedVariation(arabicSizeAndColour, ['Medium', 'Pink'])?.type).toBe('مقاس وسط-وردي');
    });
  });

  describe('typeOptions', () => {
    it('reads the option of each group a type joins, spaces and dashes included', () => {
      expect(
        typeOptions('Small-Red', [
          ['Small', 'Large'],
          ['Red', 'Blue'],
        ]),
      ).toEqual(['Small', 'Red']);
      expect(typeOptions('ExtraLarge-Off-White', [['Extra Large'], ['Off-White']])).toEqual([
        'Extra Large',
        'Off-White',
      ]);
    });

    it('is undefined for a type no options make', () => {
      expect(typeOptions('Huge-Red', [['Small'], ['Red']])).toBeUndefined();
      expect(typeOptions('Small', [])).toBeUndefined();
    });
  });

  it('treats a variation without a stock count as in stock', () => {
    expect(inStock({ type: 'Any', price: 1 })).toBe(true);
    expect(inStock({ type: 'Gone', price: 1, stock: 0 })).toBe(false);
  });

  it('knows an item without choice groups is added as it is', () => {
    expect(hasChoices({ choice_options: [], variations: [] })).toBe(false);
    expect(hasChoices(sizeAndColour)).toBe(true);
  });

  describe('for every catalog of plain option names', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
    const catalog = fc
      .array(fc.uniqueArray(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 })
      .chain((groups) => {
        const combos = groups.reduce<string[][]>(
          (sofar, options) => sofar.flatMap((combo) => options.map((option) => [...combo, option])),
          [[]],
        );
        return fc.record({
          groups: fc.constant(groups),
          offered: fc.subarray(combos).chain((chosen) =>
            fc.tuple(
              fc.constant(chosen),
              fc.array(fc.integer({ min: 0, max: 3 }), {
                minLength: chosen.length,
                maxLength: chosen.length,
              }),
            ),
          ),
          picks: fc.tuple(
            ...groups.map((options) => fc.option(fc.constantFrom(...options), { nil: undefined })),
          ),
        });
      });

    it('calls an option available exactly when an offered combination with it and the other picks is in stock', () => {
      fc.assert(
        fc.property(catalog, ({ groups, offered: [combos, stocks], picks }) => {
          const variations: ItemVariation[] = combos.map((combo, index) => ({
            type: combo.join('-'),
            price: 10,
            stock: stocks[index] ?? 0,
          }));
          const item: Choosable = {
            choice_options: groups.map((options, index) => ({ title: `g${index}`, options })),
            variations,
          };
          groups.forEach((options, group) => {
            for (const option of options) {
              const expected = combos.some(
                (combo, index) =>
                  (stocks[index] ?? 0) > 0 &&
                  combo.every((part, at) =>
                    at === group ? part === option : picks[at] === undefined || part === picks[at],
                  ),
              );
              expect(optionOutlook(item, picks, group, option).available).toBe(expected);
            }
          });
        }),
      );
    });

    it('names, for complete picks, the variation whose type is the picks joined by "-"', () => {
      fc.assert(
        fc.property(catalog, ({ groups, offered: [combos], picks }) => {
          const item: Choosable = {
            choice_options: groups.map((options, index) => ({ title: `g${index}`, options })),
            variations: combos.map((combo) => ({ type: combo.join('-'), price: 1 })),
          };
          const complete = groups.map((options, index) => picks[index] ?? options[0] ?? '');
          const type = complete.join('-');
          const offered = combos.some((combo) => combo.join('-') === type);
          expect(pickedVariation(item, complete)?.type).toBe(offered ? type : undefined);
        }),
      );
    });
  });
});
