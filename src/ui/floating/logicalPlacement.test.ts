import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, LOGICAL_SIDES, physicalPlacement } from './logicalPlacement';

describe('physicalPlacement', () => {
  describe('given a start or end side', () => {
    it('puts start on the left in English and on the right in Arabic', () => {
      expect(physicalPlacement('start', 'center', 'ltr')).toBe('left');
      expect(physicalPlacement('start', 'center', 'rtl')).toBe('right');
    });

    it('puts end on the right in English and on the left in Arabic', () => {
      expect(physicalPlacement('end', 'start', 'ltr')).toBe('right-start');
      expect(physicalPlacement('end', 'start', 'rtl')).toBe('left-start');
    });
  });

  describe('given the top or bottom side', () => {
    it('keeps the side and alignment in both directions, since floating-ui mirrors alignment', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('top', 'bottom' as const),
          fc.constantFrom('start', 'end' as const),
          fc.constantFrom('ltr', 'rtl' as const),
          (side, align, direction) => {
            expect(physicalPlacement(side, align, direction)).toBe(`${side}-${align}`);
          },
        ),
      );
    });
  });

  describe('given any side and alignment', () => {
    it('mirrors the horizontal side between the two directions and nothing else', () => {
      const mirror = { left: 'right', right: 'left', top: 'top', bottom: 'bottom' } as const;
      fc.assert(
        fc.property(
          fc.constantFrom(...LOGICAL_SIDES),
          fc.constantFrom(...ALIGNMENTS),
          (side, align) => {
            const [ltrSide, ltrAlign] = physicalPlacement(side, align, 'ltr').split('-');
            const [rtlSide, rtlAlign] = physicalPlacement(side, align, 'rtl').split('-');
            expect(rtlSide).toBe(mirror[ltrSide as keyof typeof mirror]);
            expect(rtlAlign).toBe(ltrAlign);
          },
        ),
      );
    });
  });
});
