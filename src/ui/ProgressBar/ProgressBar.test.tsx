import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { ProgressBar } from './ProgressBar';

function fillOf(bar: HTMLElement): Element {
  const fill = bar.firstElementChild;
  if (!fill) throw new Error('no fill rendered');
  return fill;
}

describe('ProgressBar', () => {
  describe('given a value and a label', () => {
    it('is a progressbar named by the label, from 0 to 100', () => {
      renderWithSouq(<ProgressBar value={40} label="Free delivery" />);
      const bar = screen.getByRole('progressbar', { name: 'Free delivery' });
      expect(bar.getAttribute('aria-valuenow')).toBe('40');
      expect(bar.getAttribute('aria-valuemin')).toBe('0');
      expect(bar.getAttribute('aria-valuemax')).toBe('100');
      expect(bar.hasAttribute('aria-valuetext')).toBe(false);
    });

    it('fills that share of the track along the inline axis', () => {
      renderWithSouq(<ProgressBar value={40} label="Free delivery" />);
      const fill = fillOf(screen.getByRole('progressbar'));
      expect(getComputedStyle(fill).inlineSize).toBe('40%');
    });

    it('grows from the inline-start side in Arabic too, with no physical offsets', () => {
      renderWithSouq(<ProgressBar value={75} label="توصيل مجاني" />, { language: 'ar' });
      const bar = screen.getByRole('progressbar', { name: 'توصيل مجاني' });
      const fill = getComputedStyle(fillOf(bar));
      expect(bar.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      expect(fill.inlineSize).toBe('75%');
      expect(fill.display).toBe('block');
      expect([fill.left, fill.right, fill.marginLeft, fill.marginRight].join('')).toBe('');
    });
  });

  describe('given a value text', () => {
    it('is what screen readers hear', () => {
      renderWithSouq(
        <ProgressBar
          value={80}
          label="Free delivery"
          valueText="E£ 50.00 more for free delivery"
        />,
      );
      expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
        'E£ 50.00 more for free delivery',
      );
    });
  });

  describe('given a value out of range', () => {
    it('clamps it, above and below', () => {
      renderWithSouq(
        <div>
          <ProgressBar value={150} label="Over" />
          <ProgressBar value={-5} label="Under" />
        </div>,
      );
      const over = screen.getByRole('progressbar', { name: 'Over' });
      const under = screen.getByRole('progressbar', { name: 'Under' });
      expect(over.getAttribute('aria-valuenow')).toBe('100');
      expect(getComputedStyle(fillOf(over)).inlineSize).toBe('100%');
      expect(under.getAttribute('aria-valuenow')).toBe('0');
      expect(getComputedStyle(fillOf(under)).inlineSize).toBe('0%');
    });
  });

  describe('given any state', () => {
    it('passes axe', async () => {
      const { container } = renderWithSouq(
        <ProgressBar value={62.5} label="توصيل مجاني" valueText="50 ج.م متبقية" />,
        { language: 'ar', theme: 'dark' },
      );
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});
