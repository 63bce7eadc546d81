import { screen } from '@testing-library/react';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  describe('given an icon and a label', () => {
    it('is a button named by the label alone', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart" />);
      const button = screen.getByRole('button', { name: 'Cart' });
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    });

    it('is square: no inline padding around the icon', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart" />);
      const style = getComputedStyle(screen.getByRole('button', { name: 'Cart' }));
      expect(style.paddingInline).toBe('0');
      expect(style.inlineSize).toBe(style.blockSize);
    });

    it('is pressed with the keyboard', async () => {
      const onClick = vi.fn();
      const { user } = renderWithSouq(
        <IconButton icon={ShoppingCart} label="Cart" onClick={onClick} />,
      );
      await user.tab();
      await user.keyboard('{Enter}');
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a badge', () => {
    it('shows the count in a bubble that screen readers skip', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart, 3 items" badge={3} />);
      const button = screen.getByRole('button', { name: 'Cart, 3 items' });
      const bubble = screen.getByText('3');
      expect(button.contains(bubble)).toBe(true);
      expect(bubble.getAttribute('aria-hidden')).toBe('true');
    });

    it('sits on the inline-end top corner', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart, 3 items" badge={3} />, {
        language: 'ar',
      });
      const style = getComputedStyle(screen.getByText('3'));
      expect(style.position).toBe('absolute');
      expect(style.insetInlineEnd).toBe('-0.25rem');
      expect(style.insetBlockStart).toBe('-0.25rem');
    });

    it('caps large counts at 99+', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart, 150 items" badge={150} />);
      expect(screen.getByText('99+')).toBeTruthy();
    });

    it('shows no bubble for 0', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart" badge={0} />);
      const button = screen.getByRole('button', { name: 'Cart' });
      expect(button.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    });

    it('passes axe in Arabic', async () => {
      const { container } = renderWithSouq(
        <>
          <IconButton icon={ShoppingCart} label="السلة، 3 منتجات" badge={3} />
          <IconButton icon={ArrowLeft} label="رجوع" mirrorInRtl variant="secondary" size="sm" />
        </>,
        { language: 'ar', theme: 'dark' },
      );
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given part names for the button and its bubble', () => {
    it('puts each on its own node', () => {
      renderWithSouq(
        <IconButton
          icon={ShoppingCart}
          label="Cart, 3 items"
          badge={3}
          part="trigger"
          badgePart="badge"
        />,
      );
      const button = screen.getByRole('button', { name: 'Cart, 3 items' });
      expect(button.getAttribute('part')).toBe('trigger');
      expect(screen.getByText('3').getAttribute('part')).toBe('badge');
    });

    it('names no part on a bubble it was not given one for', () => {
      renderWithSouq(<IconButton icon={ShoppingCart} label="Cart, 3 items" badge={3} />);
      expect(screen.getByText('3').hasAttribute('part')).toBe(false);
    });
  });

  describe('given mirrorInRtl in Arabic', () => {
    it('flips the icon', () => {
      renderWithSouq(<IconButton icon={ArrowLeft} label="رجوع" mirrorInRtl />, {
        language: 'ar',
      });
      const svg = screen.getByRole('button', { name: 'رجوع' }).querySelector('svg');
      expect(svg && getComputedStyle(svg).transform).toBe('scaleX(-1)');
    });
  });
});
