import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  describe('given text inside a button that shows only an icon', () => {
    it('names the button', () => {
      renderWithSouq(
        <button type="button">
          <span aria-hidden="true">×</span>
          <VisuallyHidden>Close</VisuallyHidden>
        </button>,
      );
      expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    });

    it('takes the text out of the layout', () => {
      renderWithSouq(<VisuallyHidden>Price:</VisuallyHidden>);
      const style = getComputedStyle(screen.getByText('Price:'));
      expect(style.position).toBe('absolute');
      expect(style.overflow).toBe('hidden');
      expect(style.clipPath).toBe('inset(50%)');
    });

    it('passes axe', async () => {
      const { container } = renderWithSouq(
        <button type="button">
          <VisuallyHidden>Close</VisuallyHidden>
        </button>,
      );
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a class of its own', () => {
    it('keeps both classes', () => {
      renderWithSouq(<VisuallyHidden className="extra">Hidden</VisuallyHidden>);
      const element = screen.getByText('Hidden');
      expect(element.classList.contains('extra')).toBe(true);
      expect(element.classList.length).toBe(2);
    });
  });
});
