import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { HOVER_CARD_DELAY } from '../constants';
import { renderWithSouq, seriousViolations } from '../testing';
import { HoverCard } from './HoverCard';

// Timing tests move the pointer with synchronous events: while an awaited user-event runs, the
// fake clock follows real time (shouldAdvanceTime) and would blur the exact boundaries pinned here.
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function card(): HTMLElement | null {
  return screen.queryByRole('dialog');
}

function renderCard(language: Locale = 'en') {
  const result = renderWithSouq(
    <>
      <HoverCard
        label={language === 'ar' ? 'معاينة المتجر' : 'Store preview'}
        trigger={<a href="/store/noor">Noor Market</a>}
      >
        <p>Open until 10 pm</p>
        <a href="/store/noor/reviews">Reviews</a>
      </HoverCard>
      <button type="button">After</button>
    </>,
    { language },
  );
  return { ...result, trigger: screen.getByRole('link', { name: 'Noor Market' }) };
}

function openByPointer(trigger: HTMLElement): HTMLElement {
  fireEvent.mouseEnter(trigger);
  advance(HOVER_CARD_DELAY.open);
  const shown = card();
  if (shown === null) throw new Error('the hover card did not open');
  return shown;
}

describe('HoverCard', () => {
  let user: UserEvent;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('given a link with a hover card', () => {
    describe('when the pointer rests on the link', () => {
      it(`stays closed at ${HOVER_CARD_DELAY.open - 1} ms`, () => {
        const { trigger } = renderCard();
        fireEvent.mouseEnter(trigger);
        advance(HOVER_CARD_DELAY.open - 1);
        expect(card()).toBeNull();
        expect(trigger.getAttribute('aria-expanded')).toBe('false');
      });

      it(`opens at ${HOVER_CARD_DELAY.open} ms as a dialog named by its label`, () => {
        const { trigger } = renderCard();
        fireEvent.mouseEnter(trigger);
        advance(HOVER_CARD_DELAY.open);
        expect(screen.getByRole('dialog', { name: 'Store preview' }).textContent).toContain(
          'Open until 10 pm',
        );
        expect(trigger.getAttribute('aria-expanded')).toBe('true');
      });

      it('does not take the focus', () => {
        const { trigger } = renderCard();
        openByPointer(trigger);
        expect(document.activeElement).toBe(document.body);
      });

      it('renders into the overlay container, not next to the link', () => {
        const { trigger, container } = renderCard();
        const shown = openByPointer(trigger);
        const overlays = container.querySelector('[data-theme]')?.lastElementChild;
        expect(overlays?.contains(shown)).toBe(true);
      });

      it('has no serious accessibility violations while open', async () => {
        const { trigger, container } = renderCard();
        openByPointer(trigger);
        expect(await seriousViolations(container)).toEqual([]);
      });
    });

    describe('when the pointer leaves the link', () => {
      it(`stays open for ${HOVER_CARD_DELAY.close - 1} ms and closes at ${HOVER_CARD_DELAY.close} ms`, () => {
        const { trigger } = renderCard();
        openByPointer(trigger);
        fireEvent.mouseLeave(trigger);
        advance(HOVER_CARD_DELAY.close - 1);
        expect(card()).not.toBeNull();
        advance(1);
        expect(card()).toBeNull();
      });

      it('stays open if the pointer comes back in time', () => {
        const { trigger } = renderCard();
        openByPointer(trigger);
        fireEvent.mouseLeave(trigger);
        advance(HOVER_CARD_DELAY.close - 1);
        fireEvent.mouseEnter(trigger);
        advance(HOVER_CARD_DELAY.close * 10);
        expect(card()).not.toBeNull();
      });
    });

    describe('when the pointer leaves before the card opens', () => {
      it('never opens it', () => {
        const { trigger } = renderCard();
        fireEvent.mouseEnter(trigger);
        advance(HOVER_CARD_DELAY.open - 1);
        fireEvent.mouseLeave(trigger);
        advance(HOVER_CARD_DELAY.open);
        expect(card()).toBeNull();
      });
    });

    describe('when the pointer travels from the link into the card', () => {
      it('keeps the card open while the pointer is on it', () => {
        const { trigger } = renderCard();
        const shown = openByPointer(trigger);
        fireEvent.mouseLeave(trigger, { relatedTarget: shown });
        fireEvent.mouseEnter(shown);
        advance(HOVER_CARD_DELAY.close * 10);
        expect(card()).toBe(shown);
      });

      it(`closes ${HOVER_CARD_DELAY.close} ms after the pointer leaves the card`, () => {
        const { trigger } = renderCard();
        const shown = openByPointer(trigger);
        fireEvent.mouseLeave(trigger, { relatedTarget: shown });
        fireEvent.mouseEnter(shown);
        fireEvent.mouseLeave(shown);
        advance(HOVER_CARD_DELAY.close - 1);
        expect(card()).toBe(shown);
        advance(1);
        expect(card()).toBeNull();
      });
    });

    describe('when the card is open and Escape is pressed', () => {
      it('closes it', async () => {
        const { trigger } = renderCard();
        openByPointer(trigger);
        await user.keyboard('{Escape}');
        expect(card()).toBeNull();
      });
    });

    describe('when the link gets keyboard focus', () => {
      it('opens the card at once', async () => {
        renderCard();
        await user.tab();
        expect(screen.getByRole('dialog', { name: 'Store preview' })).not.toBeNull();
      });

      it('lets Tab continue into the card', async () => {
        renderCard();
        await user.tab();
        await user.tab();
        expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Reviews' }));
        expect(card()).not.toBeNull();
      });

      it('closes on Escape from inside the card and gives the focus back to the link', async () => {
        const { trigger } = renderCard();
        await user.tab();
        await user.tab();
        await user.keyboard('{Escape}');
        expect(card()).toBeNull();
        expect(document.activeElement).toBe(trigger);
      });

      it('closes when the focus leaves both the link and the card', async () => {
        renderCard();
        await user.tab();
        await user.tab();
        await user.tab();
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
        expect(card()).toBeNull();
      });
    });
  });

  describe('given Arabic', () => {
    it('names the card in Arabic and opens it on keyboard focus', async () => {
      renderCard('ar');
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'معاينة المتجر' })).not.toBeNull();
    });
  });
});
