// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latinRuns } from './latinRuns';

const latinOf = (label: string) =>
  latinRuns(label)
    .filter((piece) => piece.latin)
    .map((piece) => piece.text);

describe('latinRuns', () => {
  describe('given an Arabic label with a Latin name in it', () => {
    it('keeps a name that starts with a digit in one run', () => {
      expect(latinOf('مدفوعات محمية بتقنية 3-D Secure')).toEqual(['3-D Secure']);
    });

    it('finds every name, with the spaces inside them but not around them', () => {
      expect(latinOf('متوافق مع معيار PCI DSS وشهادة ISO 27001')).toEqual(['PCI DSS', 'ISO 27001']);
    });

    it('puts the pieces back together as the label was', () => {
      const label = 'حمّله من App Store الآن';
      expect(
        latinRuns(label)
          .map((piece) => piece.text)
          .join(''),
      ).toBe(label);
      expect(latinRuns(label).map((piece) => piece.at)).toEqual([0, 9, 18]);
    });
  });

  describe('given digits among Arabic words only', () => {
    it('finds no Latin run', () => {
      expect(latinOf('خصم 20٪ على 3 منتجات')).toEqual([]);
    });
  });

  describe('given an English label', () => {
    it('is one Latin run', () => {
      expect(latinRuns('3-D Secure payments')).toEqual([
        { text: '3-D Secure payments', latin: true, at: 0 },
      ]);
    });
  });
});
