import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  describe('given no label', () => {
    it('is hidden from screen readers', () => {
      const { container } = renderWithSouq(<Spinner />);
      expect(screen.queryByRole('status')).toBeNull();
      expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    });
  });

  describe('given a label', () => {
    it('is a status with that name', () => {
      renderWithSouq(<Spinner label="Loading" />);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    });

    it('keeps the ring itself hidden', () => {
      renderWithSouq(<Spinner label="Loading" />);
      const ring = screen.getByRole('status').firstElementChild;
      expect(ring?.getAttribute('aria-hidden')).toBe('true');
    });

    it('passes axe', async () => {
      const { container } = renderWithSouq(<Spinner label="جارٍ التحميل" size="lg" />, {
        language: 'ar',
      });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given each size', () => {
    it('draws a smaller ring for sm than for lg', () => {
      const { container } = renderWithSouq(
        <>
          <Spinner size="sm" />
          <Spinner size="lg" />
        </>,
      );
      const [small, large] = Array.from(container.querySelectorAll('[aria-hidden="true"]'));
      expect(small && getComputedStyle(small).inlineSize).toBe('1em');
      expect(large && getComputedStyle(large).inlineSize).toBe('2.5rem');
    });
  });
});
