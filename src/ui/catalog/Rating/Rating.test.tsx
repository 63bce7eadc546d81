import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/i18n';
import { renderWithSouq } from '../../testing';
import { Rating } from './Rating';

describe('Rating', () => {
  it.each<[Locale, number, string, string]>([
    ['en', 4.56, '4.6', 'Rated 4.6 out of 5'],
    ['en', 4, '4.0', 'Rated 4.0 out of 5'],
    ['ar', 4.56, '4.6', 'التقييم 4.6 من 5'],
  ])('in %s, shows %d as %s and says "%s"', (language, value, shown, spoken) => {
    const { container } = renderWithSouq(<Rating value={value} />, { language });
    const number = screen.getByText(shown);
    expect(number.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(spoken)).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
