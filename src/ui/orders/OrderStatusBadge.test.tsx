import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq } from '../testing';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('given an order status badge', () => {
  it('says the status in words, the colour only repeating them', () => {
    renderWithSouq(<OrderStatusBadge status="picked_up" />);
    const badge = screen.getByText('Picked up');
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says it in Arabic', () => {
    renderWithSouq(<OrderStatusBadge status="canceled" />, { language: 'ar' });
    expect(screen.getByText(/\p{Script=Arabic}/u)).toBeTruthy();
  });
});
