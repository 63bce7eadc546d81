import { ChevronRight, ShoppingCart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { Icon } from './Icon';

function svgIn(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no icon rendered');
  return svg;
}

describe('Icon', () => {
  describe('given a lucide icon', () => {
    it('is hidden from screen readers and never takes focus', () => {
      const { container } = renderWithSouq(<Icon icon={ShoppingCart} />);
      const svg = svgIn(container);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
    });

    it('is 20 pixels square unless told otherwise', () => {
      const { container } = renderWithSouq(
        <>
          <Icon icon={ShoppingCart} />
          <Icon icon={ShoppingCart} size={32} />
        </>,
      );
      const [standard, large] = Array.from(container.querySelectorAll('svg'));
      expect(standard?.getAttribute('width')).toBe('20');
      expect(large?.getAttribute('height')).toBe('32');
    });

    it('passes axe beside the text that names its button', async () => {
      const { container } = renderWithSouq(
        <button type="button">
          <Icon icon={ShoppingCart} />
          Cart
        </button>,
      );
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given mirrorInRtl', () => {
    it('flips in Arabic', () => {
      const { container } = renderWithSouq(<Icon icon={ChevronRight} mirrorInRtl />, {
        language: 'ar',
      });
      expect(getComputedStyle(svgIn(container)).transform).toBe('scaleX(-1)');
    });

    it('does not flip in English', () => {
      const { container } = renderWithSouq(<Icon icon={ChevronRight} mirrorInRtl />, {
        language: 'en',
      });
      expect(getComputedStyle(svgIn(container)).transform).not.toBe('scaleX(-1)');
    });
  });

  describe('given no mirrorInRtl', () => {
    it('does not flip in Arabic', () => {
      const { container } = renderWithSouq(<Icon icon={ShoppingCart} />, { language: 'ar' });
      expect(getComputedStyle(svgIn(container)).transform).not.toBe('scaleX(-1)');
    });
  });
});
