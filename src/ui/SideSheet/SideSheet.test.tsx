import { screen } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { renderWithSouq, seriousViolations } from '../testing';
import { SideSheet, type SideSheetProps } from './SideSheet';

type SheetOptions = Partial<Pick<SideSheetProps, 'side' | 'description' | 'footer' | 'part'>> & {
  focusCheckout?: boolean;
};

/** A page with an opener button and the sheet it controls, as a widget would use it. */
function CartPage({ focusCheckout = false, ...sheet }: SheetOptions): ReactNode {
  const [open, setOpen] = useState(false);
  const checkout = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <p>Page content</p>
      <SideSheet
        {...sheet}
        open={open}
        onOpenChange={setOpen}
        title="Your cart"
        {...(focusCheckout ? { initialFocus: checkout } : {})}
      >
        <a href="/item/1">Dates, 1 kg</a>
        <button type="button" ref={checkout}>
          Checkout
        </button>
      </SideSheet>
    </>
  );
}

async function openSheet(options: SheetOptions = {}, language: Locale = 'en') {
  const result = renderWithSouq(<CartPage {...options} />, { language });
  const opener = screen.getByRole('button', { name: 'Open cart' });
  await result.user.click(opener);
  return { ...result, opener, sheet: screen.getByRole('dialog', { name: 'Your cart' }) };
}

describe('SideSheet', () => {
  describe('given it is closed', () => {
    it('renders nothing', () => {
      renderWithSouq(<CartPage />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('given it is open', () => {
    it('is a modal dialog named by its title', async () => {
      const { sheet } = await openSheet();
      expect(sheet.getAttribute('aria-modal')).toBe('true');
    });

    it('is described by its description when one is given', async () => {
      await openSheet({ description: 'Two items from one store' });
      expect(
        screen.getByRole('dialog', { name: 'Your cart', description: 'Two items from one store' }),
      ).not.toBeNull();
    });

    it('opens from the inline end by default', async () => {
      const { sheet } = await openSheet();
      expect(sheet.getAttribute('data-side')).toBe('end');
    });

    it('opens from the side it is given', async () => {
      const { sheet } = await openSheet({ side: 'top' });
      expect(sheet.getAttribute('data-side')).toBe('top');
    });

    it('shows the footer under the body', async () => {
      const { sheet } = await openSheet({ footer: <button type="button">Proceed</button> });
      const footer = sheet.querySelector('footer');
      expect(footer?.textContent).toBe('Proceed');
      expect(footer?.previousElementSibling?.textContent).toContain('Dates, 1 kg');
    });

    it('puts its part name on the panel, the node that is the dialog', async () => {
      const { sheet } = await openSheet({ part: 'panel' });
      expect(sheet.getAttribute('part')).toBe('panel');
    });

    it('renders into the overlay container', async () => {
      const { sheet, container } = await openSheet();
      const overlays = container.querySelector('[data-theme]')?.lastElementChild;
      expect(overlays?.contains(sheet)).toBe(true);
    });

    it('locks the page scroll until it closes', async () => {
      const { user } = await openSheet();
      expect(document.body.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openSheet({ description: 'Two items', footer: 'Total 10' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given content taller than the sheet', () => {
    it('lets the keyboard reach the scrolling body, named by the title', async () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
      const { user } = await openSheet();
      const body = screen.getByRole('region', { name: 'Your cart' });
      await user.tab();
      expect(document.activeElement).toBe(body);
    });
  });

  describe('given content that fits', () => {
    it('adds no tab stop for the body', async () => {
      const { user } = await openSheet();
      expect(screen.queryByRole('region')).toBeNull();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dates, 1 kg' }));
    });
  });

  describe('when it opens', () => {
    it('puts the focus on the close button', async () => {
      await openSheet();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    });

    it('puts the focus on the element given as initialFocus', async () => {
      await openSheet({ focusCheckout: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Checkout' }));
    });
  });

  describe('when the shopper tabs through it', () => {
    it('keeps the focus inside, wrapping at both ends', async () => {
      const { user } = await openSheet();
      const close = screen.getByRole('button', { name: 'Close' });
      const link = screen.getByRole('link', { name: 'Dates, 1 kg' });
      const checkout = screen.getByRole('button', { name: 'Checkout' });
      await user.tab();
      expect(document.activeElement).toBe(link);
      await user.tab();
      expect(document.activeElement).toBe(checkout);
      await user.tab();
      expect(document.activeElement).toBe(close);
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(checkout);
    });
  });

  describe.each([
    ['the close button is pressed', 'close'],
    ['Escape is pressed', 'escape'],
    ['the backdrop is clicked', 'backdrop'],
  ] as const)('when %s', (_, how) => {
    it('closes and gives the focus back to the opener', async () => {
      const { user, opener, sheet } = await openSheet();
      switch (how) {
        case 'close':
          await user.click(screen.getByRole('button', { name: 'Close' }));
          break;
        case 'escape':
          await user.keyboard('{Escape}');
          break;
        case 'backdrop': {
          const backdrop = sheet.parentElement;
          if (backdrop === null) throw new Error('the sheet has no backdrop');
          await user.click(backdrop);
          break;
        }
        default:
          how satisfies never;
      }
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('when something inside the sheet is clicked', () => {
    it('stays open', async () => {
      const { user, sheet } = await openSheet();
      await user.click(screen.getByRole('heading', { name: 'Your cart' }));
      expect(screen.queryByRole('dialog')).toBe(sheet);
    });
  });

  describe('when a press starts inside the sheet and is released on the backdrop', () => {
    it('stays open, as when selecting text', async () => {
      const { user, sheet } = await openSheet();
      const backdrop = sheet.parentElement;
      if (backdrop === null) throw new Error('the sheet has no backdrop');
      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByRole('heading', { name: 'Your cart' }) },
        { target: backdrop },
        { keys: '[/MouseLeft]', target: backdrop },
      ]);
      expect(screen.queryByRole('dialog')).toBe(sheet);
    });
  });

  describe('given Arabic', () => {
    it('names the close button in Arabic', async () => {
      await openSheet({}, 'ar');
      expect(screen.getByRole('button', { name: 'إغلاق' })).not.toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openSheet({ description: 'منتجان' }, 'ar');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});
