// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoredChoiceOption } from '../db/schema';
import { choiceOptionsWire, namesVariation, variationLabel, variationWire } from './variation';

const groups: StoredChoiceOption[] = [
  {
    name: 'choice_1',
    title: { en: 'Size', ar: 'الحجم' },
    options: ['Small', 'Medium'],
    labels: { Small: { en: 'Small', ar: 'مقاس صغير' }, Medium: { en: 'Medium', ar: 'مقاس وسط' } },
  },
  { name: 'choice_2', title: 'Color', options: ['Pink'] },
];
const mediumPink = { type: 'Medium-Pink', price: 12, stock: 4 };

describe('the variations of an item', () => {
  it('send their groups in the asked language; a plain title or an unlabelled code as it is', () => {
    expect(choiceOptionsWire(groups, 'ar')).toEqual([
      { name: 'choice_1', title: 'الحجم', options: ['مقاس صغير', 'مقاس وسط'] },
      { name: 'choice_2', title: 'Color', options: ['Pink'] },
    ]);
  });

  it('send each variation as it reads, with its stored type as the code', () => {
    expect(variationWire(mediumPink, groups, 'ar')).toEqual({
      type: 'مقاس وسط-Pink',
      code: 'Medium-Pink',
      price: 12,
      stock: 4,
    });
  });

  it('read a type the groups no longer make as it was stored', () => {
    expect(variationLabel('Large-Pink', groups, 'ar')).toBe('Large-Pink');
  });

  it('know a variation by its code or by its name in either language', () => {
    expect(namesVariation('Medium-Pink', mediumPink, groups)).toBe(true);
    expect(namesVariation('مقاس وسط-Pink', mediumPink, groups)).toBe(true);
    expect(namesVariation('Small-Pink', mediumPink, groups)).toBe(false);
  });
});
