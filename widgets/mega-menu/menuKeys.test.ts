import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MenuColumn, type MenuShape, menuStep } from './menuKeys';

const shapes = fc
  .record({
    parentCount: fc.integer({ min: 1, max: 12 }),
    childCount: fc.integer({ min: 1, max: 12 }),
    direction: fc.constantFrom<MenuShape['direction']>('ltr', 'rtl'),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.integer({ min: 0, max: shape.parentCount - 1 }).map((activeParent) => ({
        ...shape,
        activeParent,
      })),
      column: fc.constantFrom<MenuColumn>('parents', 'children'),
      seed: fc.nat(),
    }),
  );

const countOf = (shape: MenuShape, column: MenuColumn) =>
  column === 'parents' ? shape.parentCount : shape.childCount;

const ltr: MenuShape = { parentCount: 4, childCount: 3, activeParent: 2, direction: 'ltr' };
const rtl: MenuShape = { ...ltr, direction: 'rtl' };

describe('menuStep', () => {
  describe('given the focus on a parent', () => {
    it('walks the parents with Down and Up, wrapping at the ends', () => {
      expect(menuStep('ArrowDown', { column: 'parents', index: 3 }, ltr)).toEqual({
        column: 'parents',
        index: 0,
      });
      expect(menuStep('ArrowUp', { column: 'parents', index: 0 }, ltr)).toEqual({
        column: 'parents',
        index: 3,
      });
    });

    it('enters the children with the inline-end arrow: Right in English, Left in Arabic', () => {
      const parent = { column: 'parents', index: 2 } as const;
      expect(menuStep('ArrowRight', parent, ltr)).toEqual({ column: 'children', index: 0 });
      expect(menuStep('ArrowLeft', parent, ltr)).toBeNull();
      expect(menuStep('ArrowLeft', parent, rtl)).toEqual({ column: 'children', index: 0 });
      expect(menuStep('ArrowRight', parent, rtl)).toBeNull();
    });

    it('stays when the parent has nothing to enter', () => {
      const empty = { ...ltr, childCount: 0 };
      expect(menuStep('ArrowRight', { column: 'parents', index: 2 }, empty)).toBeNull();
    });
  });

  describe('given the focus on a child', () => {
    it('returns to the active parent with the inline-start arrow', () => {
      const child = { column: 'children', index: 1 } as const;
      expect(menuStep('ArrowLeft', child, ltr)).toEqual({ column: 'parents', index: 2 });
      expect(menuStep('ArrowRight', child, rtl)).toEqual({ column: 'parents', index: 2 });
      expect(menuStep('ArrowRight', child, ltr)).toBeNull();
    });

    it('jumps to the first and last entry with Home and End', () => {
      const child = { column: 'children', index: 1 } as const;
      expect(menuStep('Home', child, ltr)).toEqual({ column: 'children', index: 0 });
      expect(menuStep('End', child, ltr)).toEqual({ column: 'children', index: 2 });
    });
  });

  it('closes on Escape and leaves other keys (Tab, Enter, letters) alone', () => {
    const at = { column: 'parents', index: 0 } as const;
    expect(menuStep('Escape', at, ltr)).toBe('close');
    for (const key of ['Tab', 'Enter', ' ', 'a']) expect(menuStep(key, at, ltr)).toBeNull();
  });

  it('always lands inside the column it moves in', () => {
    fc.assert(
      fc.property(
        shapes,
        fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'),
        ({ shape, column, seed }, key) => {
          const index = seed % countOf(shape, column);
          const step = menuStep(key, { column, index }, shape);
          if (step === null || step === 'close') throw new Error('a move was expected');
          expect(step.column).toBe(column);
          expect(step.index).toBeGreaterThanOrEqual(0);
          expect(step.index).toBeLessThan(countOf(shape, column));
        },
      ),
    );
  });

  it('undoes Down with Up, and comes back from the children to the parent it left', () => {
    fc.assert(
      fc.property(shapes, ({ shape, column, seed }) => {
        const at = { column, index: seed % countOf(shape, column) };
        const down = menuStep('ArrowDown', at, shape);
        if (down === null || down === 'close') throw new Error('a move was expected');
        expect(menuStep('ArrowUp', down, shape)).toEqual(at);

        const parent = { column: 'parents', index: shape.activeParent } as const;
        const end = shape.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
        const start = shape.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
        const inside = menuStep(end, parent, shape);
        if (inside === null || inside === 'close') throw new Error('a move was expected');
        expect(menuStep(start, inside, shape)).toEqual(parent);
      }),
    );
  });
});
