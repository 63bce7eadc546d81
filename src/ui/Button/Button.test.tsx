import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button';

describe('Button', () => {
  describe('given a label and a click handler', () => {
    it('is a button named by its label that does not submit forms', () => {
      renderWithSouq(<Button>Add to Cart</Button>);
      const button = screen.getByRole('button', { name: 'Add to Cart' });
      expect(button.getAttribute('type')).toBe('button');
    });

    it('calls the handler when clicked', async () => {
      const onClick = vi.fn();
      const { user } = renderWithSouq(<Button onClick={onClick}>Add to Cart</Button>);
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('is reached with Tab and pressed with Enter and Space', async () => {
      const onClick = vi.fn();
      const { user } = renderWithSouq(<Button onClick={onClick}>Add to Cart</Button>);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Cart' }));
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
    });

    it('hands its element to a ref prop', () => {
      const ref = createRef<HTMLButtonElement>();
      renderWithSouq(<Button ref={ref}>Add to Cart</Button>);
      expect(ref.current).toBe(screen.getByRole('button', { name: 'Add to Cart' }));
    });
  });

  describe('given loading', () => {
    it('keeps its accessible name and says it is busy', () => {
      renderWithSouq(<Button loading>Yes</Button>);
      const button = screen.getByRole('button', { name: 'Yes' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
    });

    it('shows a spinner hidden from screen readers', () => {
      renderWithSouq(<Button loading>Yes</Button>);
      const button = screen.getByRole('button', { name: 'Yes' });
      expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('ignores clicks and keys but keeps focus', async () => {
      const onClick = vi.fn();
      const { user } = renderWithSouq(
        <Button loading onClick={onClick}>
          Yes
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Yes' });
      await user.click(button);
      await user.keyboard('{Enter}');
      expect(onClick).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(button);
    });

    it('does not submit its form', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      const { user } = renderWithSouq(
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <Button type="submit" loading>
            Confirm
          </Button>
        </form>,
      );
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given loading ends', () => {
    it('shows no spinner and responds again', async () => {
      const onClick = vi.fn();
      const rendered = renderWithSouq(
        <Button loading onClick={onClick}>
          Yes
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Yes' });
      rendered.rerender(<Button onClick={onClick}>Yes</Button>);
      expect(screen.getByRole('button', { name: 'Yes' })).toBe(button);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
      await rendered.user.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('given disabled', () => {
    it('does not call the handler', async () => {
      const onClick = vi.fn();
      const { user } = renderWithSouq(
        <Button disabled onClick={onClick}>
          Yes
        </Button>,
      );
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given an href', () => {
    it('is a link to it', () => {
      renderWithSouq(<Button href="/checkout">Proceed to Checkout</Button>);
      const link = screen.getByRole('link', { name: 'Proceed to Checkout' });
      expect(link.getAttribute('href')).toBe('/checkout');
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('looks like the button of the same variant', () => {
      renderWithSouq(
        <>
          <Button variant="secondary">Button</Button>
          <Button variant="secondary" href="/cart">
            Link
          </Button>
        </>,
      );
      expect(screen.getByRole('link', { name: 'Link' }).className).toBe(
        screen.getByRole('button', { name: 'Button' }).className,
      );
    });

    it('does not follow the link while loading', () => {
      const onClick = vi.fn();
      renderWithSouq(
        <Button href="/checkout" loading onClick={onClick}>
          Proceed to Checkout
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Proceed to Checkout' });
      const followed = fireEvent.click(link);
      expect(followed).toBe(false);
      expect(onClick).not.toHaveBeenCalled();
      expect(link.getAttribute('aria-busy')).toBe('true');
    });
  });

  describe('given a part name', () => {
    it('puts it on the button, for ::part() from outside a shadow root', () => {
      renderWithSouq(<Button part="checkout">Proceed to Checkout</Button>);
      const button = screen.getByRole('button', { name: 'Proceed to Checkout' });
      expect(button.getAttribute('part')).toBe('checkout');
    });

    it('puts it on the link in the link form', () => {
      renderWithSouq(
        <Button href="/checkout" part="checkout">
          Proceed to Checkout
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Proceed to Checkout' });
      expect(link.getAttribute('part')).toBe('checkout');
    });
  });

  describe('given each variant and size', () => {
    it('gives each variant its own look', () => {
      renderWithSouq(
        <div>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>,
      );
      const classes = new Set(
        BUTTON_VARIANTS.map((name) => screen.getByRole('button', { name }).className),
      );
      expect(classes.size).toBe(BUTTON_VARIANTS.length);
    });

    it('passes axe in Arabic, loading or not', async () => {
      const { container } = renderWithSouq(
        <>
          {BUTTON_VARIANTS.flatMap((variant) =>
            BUTTON_SIZES.map((size) => (
              <Button key={`${variant}-${size}`} variant={variant} size={size}>
                أضف إلى السلة
              </Button>
            )),
          )}
          <Button loading>نعم</Button>
          <Button href="/checkout">إتمام الشراء</Button>
        </>,
        { language: 'ar', theme: 'dark' },
      );
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});
