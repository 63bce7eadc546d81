import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY } from '../constants';
import { renderWithSouq, seriousViolations } from '../testing';
import { Tooltip } from './Tooltip';
import { TooltipGroup } from './TooltipGroup';

// Timing tests move the pointer with synchronous events: while an awaited user-event runs, the
// fake clock follows real time (shouldAdvanceTime) and would blur the exact boundaries pinned here.
function enter(element: HTMLElement): void {
  fireEvent.mouseEnter(element);
}

function leave(element: HTMLElement): void {
  fireEvent.mouseLeave(element);
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function shownTips(): (string | null)[] {
  return screen.queryAllByRole('tooltip').map((tip) => tip.textContent);
}

describe('Tooltip', () => {
  let user: UserEvent;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('given a button with a tooltip', () => {
    function renderTooltip() {
      const result = renderWithSouq(
        <>
          <Tooltip content="Add to wishlist">
            <button type="button">Heart</button>
          </Tooltip>
          <button type="button">Elsewhere</button>
        </>,
      );
      return { ...result, button: screen.getByRole('button', { name: 'Heart' }) };
    }

    describe('when the pointer rests on the button', () => {
      it(`is not shown at ${TOOLTIP_DELAY.open - 1} ms`, () => {
        const { button } = renderTooltip();
        enter(button);
        advance(TOOLTIP_DELAY.open - 1);
        expect(shownTips()).toEqual([]);
      });

      it(`is shown at ${TOOLTIP_DELAY.open} ms and describes the button`, () => {
        const { button } = renderTooltip();
        enter(button);
        advance(TOOLTIP_DELAY.open);
        expect(shownTips()).toEqual(['Add to wishlist']);
        expect(screen.getByRole('button', { description: 'Add to wishlist' })).toBe(button);
      });

      it('renders into the overlay container, not next to the button', () => {
        const { button, container } = renderTooltip();
        enter(button);
        advance(TOOLTIP_DELAY.open);
        const overlays = container.querySelector('[data-theme]')?.lastElementChild;
        expect(overlays?.contains(screen.getByRole('tooltip'))).toBe(true);
      });

      it('has no serious accessibility violations while shown', async () => {
        const { button, container } = renderTooltip();
        enter(button);
        advance(TOOLTIP_DELAY.open);
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when the pointer leaves before the delay', () => {
      it('never shows it', () => {
        const { button } = renderTooltip();
        enter(button);
        advance(TOOLTIP_DELAY.open - 1);
        leave(button);
        advance(TOOLTIP_DELAY.open);
        expect(shownTips()).toEqual([]);
      });
    });

    describe('when the pointer leaves the shown tooltip', () => {
      it('hides it and the button loses its description', () => {
        const { button } = renderTooltip();
        enter(button);
        advance(TOOLTIP_DELAY.open);
        leave(button);
        advance(0);
        expect(shownTips()).toEqual([]);
        expect(button.getAttribute('aria-describedby')).toBeNull();
      });
    });

    describe('when the button gets keyboard focus', () => {
      it('shows it at once', async () => {
        renderTooltip();
        await user.tab();
        expect(shownTips()).toEqual(['Add to wishlist']);
      });

      it('hides it on Escape and keeps the focus on the button', async () => {
        const { button } = renderTooltip();
        await user.tab();
        await user.keyboard('{Escape}');
        expect(shownTips()).toEqual([]);
        expect(document.activeElement).toBe(button);
      });

      it('hides it when the focus moves on', async () => {
        renderTooltip();
        await user.tab();
        await user.tab();
        expect(shownTips()).toEqual([]);
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
      });
    });
  });

  describe('given a trigger with its own ref and click handler', () => {
    it('keeps both working', async () => {
      const onClick = vi.fn();
      const ref = { current: null as HTMLButtonElement | null };
      renderWithSouq(
        <Tooltip content="Search the shop">
          <button type="button" ref={ref} onClick={onClick}>
            Find
          </button>
        </Tooltip>,
      );
      const button = screen.getByRole('button', { name: 'Find' });
      await user.click(button);
      expect(onClick).toHaveBeenCalledOnce();
      expect(ref.current).toBe(button);
    });
  });

  describe('given Arabic', () => {
    it('describes the focused trigger with the Arabic text', async () => {
      renderWithSouq(
        <Tooltip content="أضف إلى المفضلة">
          <button type="button">قلب</button>
        </Tooltip>,
        { language: 'ar' },
      );
      await user.tab();
      expect(screen.getByRole('button', { description: 'أضف إلى المفضلة' }).textContent).toBe(
        'قلب',
      );
    });
  });

  describe('given a group of tooltips', () => {
    function renderGroup() {
      renderWithSouq(
        <TooltipGroup>
          <Tooltip content="Cart tip">
            <button type="button">Cart</button>
          </Tooltip>
          <Tooltip content="Wishlist tip">
            <button type="button">Wishlist</button>
          </Tooltip>
        </TooltipGroup>,
      );
      return {
        cart: screen.getByRole('button', { name: 'Cart' }),
        wishlist: screen.getByRole('button', { name: 'Wishlist' }),
      };
    }

    function openCartTip(cart: HTMLElement): void {
      enter(cart);
      advance(TOOLTIP_DELAY.open);
    }

    describe('when nothing has been shown yet', () => {
      it(`waits the full ${TOOLTIP_DELAY.open} ms`, () => {
        const { cart } = renderGroup();
        enter(cart);
        advance(TOOLTIP_DELAY.open - 1);
        expect(shownTips()).toEqual([]);
        advance(1);
        expect(shownTips()).toEqual(['Cart tip']);
      });
    });

    describe('when the pointer moves straight from a shown tooltip to the next trigger', () => {
      it('shows the next one at once and hides the first', () => {
        const { cart, wishlist } = renderGroup();
        openCartTip(cart);
        leave(cart);
        enter(wishlist);
        advance(1);
        expect(shownTips()).toEqual(['Wishlist tip']);
      });
    });

    describe(`when the pointer reaches the next trigger ${TOOLTIP_DELAY.skip - 1} ms after leaving`, () => {
      it('still shows it at once', () => {
        const { cart, wishlist } = renderGroup();
        openCartTip(cart);
        leave(cart);
        advance(TOOLTIP_DELAY.skip - 1);
        enter(wishlist);
        advance(1);
        expect(shownTips()).toEqual(['Wishlist tip']);
      });
    });

    describe(`when the pointer reaches the next trigger ${TOOLTIP_DELAY.skip} ms after leaving`, () => {
      it(`waits the full ${TOOLTIP_DELAY.open} ms again`, () => {
        const { cart, wishlist } = renderGroup();
        openCartTip(cart);
        leave(cart);
        advance(TOOLTIP_DELAY.skip);
        enter(wishlist);
        advance(TOOLTIP_DELAY.open - 1);
        expect(shownTips()).toEqual([]);
        advance(1);
        expect(shownTips()).toEqual(['Wishlist tip']);
      });
    });
  });
});
