import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../core';
import type { Locale } from '../../core/i18n';
import { REMOVE_DELAY, TOAST_DURATIONS, TOAST_TYPES } from '../../core/toast';
import { renderWithSouq, seriousViolations } from '../testing';
import { Toaster } from './Toaster';

// Timing tests stay synchronous: while an awaited user-event runs, the fake clock follows real
// time (shouldAdvanceTime) and would blur the exact boundaries pinned here.
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderToaster(language: Locale = 'en') {
  return renderWithSouq(
    <>
      <button type="button">Save</button>
      <Toaster />
    </>,
    { language },
  );
}

function show(core: SouqCore, add: (toasts: SouqCore['toasts']) => void): void {
  act(() => add(core.toasts));
}

function politeRegion(): HTMLElement {
  return screen.getByRole('status');
}

function alertRegion(): HTMLElement {
  return screen.getByRole('alert');
}

function messages(region: HTMLElement): string[] {
  return [...region.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '');
}

describe('Toaster', () => {
  let user: UserEvent;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('given no toasts', () => {
    it('keeps both live regions mounted and empty, so later toasts are announced', () => {
      renderToaster();
      expect(politeRegion().getAttribute('aria-live')).toBe('polite');
      expect(alertRegion().getAttribute('aria-live')).toBe('assertive');
      expect(messages(politeRegion())).toEqual([]);
      expect(messages(alertRegion())).toEqual([]);
    });

    it('renders into the overlay container', () => {
      const { container } = renderToaster();
      const overlays = container.querySelector('[data-theme]')?.lastElementChild;
      expect(overlays?.contains(politeRegion())).toBe(true);
    });
  });

  describe('given a success toast', () => {
    it('shows it politely', () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.success('Added to cart'));
      expect(messages(politeRegion())).toEqual(['Added to cart']);
      expect(messages(alertRegion())).toEqual([]);
    });

    it(`is still shown at ${TOAST_DURATIONS.success - 1} ms`, () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.success('Added to cart'));
      advance(TOAST_DURATIONS.success - 1);
      expect(messages(politeRegion())).toEqual(['Added to cart']);
    });

    it(`disappears at ${TOAST_DURATIONS.success} ms and leaves the model ${REMOVE_DELAY} ms later`, () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.success('Added to cart'));
      advance(TOAST_DURATIONS.success);
      expect(messages(politeRegion())).toEqual([]);
      expect(core.toasts.toasts.value).toHaveLength(1);
      advance(REMOVE_DELAY);
      expect(core.toasts.toasts.value).toEqual([]);
    });
  });

  describe('given an error toast', () => {
    it('shows it in the assertive alert region only', () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.error('Item_not_in_cart'));
      expect(messages(alertRegion())).toEqual(['Item_not_in_cart']);
      expect(messages(politeRegion())).toEqual([]);
    });
  });

  describe('given one toast of every type', () => {
    it('puts every type but error in the polite region, newest first', () => {
      const { core } = renderToaster();
      show(core, (toasts) => {
        for (const type of TOAST_TYPES) toasts.add(type, `a ${type} toast`);
      });
      expect(messages(politeRegion())).toEqual([
        'a custom toast',
        'a loading toast',
        'a success toast',
        'a blank toast',
      ]);
      expect(messages(alertRegion())).toEqual(['a error toast']);
    });

    it('has no serious accessibility violations', async () => {
      const { core, container } = renderToaster();
      show(core, (toasts) => {
        for (const type of TOAST_TYPES) toasts.add(type, `a ${type} toast`);
      });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a loading toast', () => {
    it('shows a spinner and stays until dismissed', () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.loading('Uploading'));
      advance(60_000);
      const toast = screen.getByText('Uploading').parentElement;
      const mark = toast?.firstElementChild?.firstElementChild;
      expect(toast?.getAttribute('data-type')).toBe('loading');
      // The spinner ring is a decorative span; the other marks are lucide svg icons.
      expect(mark?.tagName).toBe('SPAN');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
    });
  });

  describe('when a dismiss button is pressed', () => {
    it('hides that toast only', async () => {
      const { core } = renderToaster();
      show(core, (toasts) => {
        toasts.loading('first');
        toasts.loading('second');
      });
      const [newest] = within(politeRegion()).getAllByRole('button', {
        name: 'Dismiss notification',
      });
      if (newest === undefined) throw new Error('no dismiss button');
      await user.click(newest);
      expect(messages(politeRegion())).toEqual(['first']);
      expect(core.toasts.toasts.value.map((toast) => toast.visible)).toEqual([false, true]);
    });

    it('moves the focus to the next toast, then back where it came from', async () => {
      const { core } = renderToaster();
      const save = screen.getByRole('button', { name: 'Save' });
      show(core, (toasts) => {
        toasts.loading('first');
        toasts.loading('second');
      });
      await user.tab();
      expect(document.activeElement).toBe(save);
      await user.tab();
      await user.keyboard('{Enter}');
      expect(messages(politeRegion())).toEqual(['first']);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Dismiss notification' }),
      );
      await user.keyboard('{Enter}');
      expect(messages(politeRegion())).toEqual([]);
      expect(document.activeElement).toBe(save);
    });
  });

  describe('when the pointer rests on the toaster', () => {
    it('keeps the toast past its duration', () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.success('Added to cart'));
      advance(500);
      fireEvent.mouseEnter(politeRegion());
      advance(TOAST_DURATIONS.success * 5);
      expect(messages(politeRegion())).toEqual(['Added to cart']);
    });

    it('resumes with the time that was left once the pointer leaves', () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.success('Added to cart'));
      advance(500);
      fireEvent.mouseEnter(politeRegion());
      advance(10_000);
      fireEvent.mouseLeave(politeRegion());
      advance(TOAST_DURATIONS.success - 500 - 1);
      expect(messages(politeRegion())).toEqual(['Added to cart']);
      advance(1);
      expect(messages(politeRegion())).toEqual([]);
    });
  });

  describe('when the focus is on a toast', () => {
    it('keeps the toast until the focus leaves', async () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.error('Offline'));
      await user.tab();
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Dismiss notification');
      advance(TOAST_DURATIONS.error * 5);
      expect(messages(alertRegion())).toEqual(['Offline']);
      await user.tab({ shift: true });
      advance(TOAST_DURATIONS.error);
      expect(messages(alertRegion())).toEqual([]);
    });
  });

  describe('when the last toast leaves from under the pointer', () => {
    it('does not freeze the next toast', async () => {
      const { core } = renderToaster();
      show(core, (toasts) => toasts.loading('Saving'));
      fireEvent.mouseEnter(politeRegion());
      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      show(core, (toasts) => toasts.success('Saved'));
      advance(TOAST_DURATIONS.success);
      expect(messages(politeRegion())).toEqual([]);
    });
  });

  describe('given Arabic', () => {
    it('names the dismiss button in Arabic', () => {
      const { core } = renderToaster('ar');
      show(core, (toasts) => toasts.success('تمت الإضافة إلى السلة'));
      expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).not.toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { core, container } = renderToaster('ar');
      show(core, (toasts) => toasts.error('غير متصل'));
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});
