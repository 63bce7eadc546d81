import { screen } from '@testing-library/react';
import { ShoppingCart } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { DrawerSheet } from './DrawerSheet';
import { type DrawerProps, useDrawer } from './useDrawer';

/** A drawer as the widgets build one: its props resolved by `useDrawer`, three items counted. */
function Basket(props: DrawerProps): ReactNode {
  const drawer = useDrawer(props);
  return (
    <DrawerSheet
      state={drawer}
      icon={ShoppingCart}
      label="Basket, 3 items"
      count={3}
      title="Your basket"
      footer={<button type="button">Pay</button>}
      triggerPart="trigger"
      panelPart="panel"
    >
      <p>{drawer.side === 'start' ? 'From the start' : 'From the end'}</p>
    </DrawerSheet>
  );
}

/** A page that opens the drawer from its own bottom-bar button. */
function PageWithBar(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bottom bar basket
      </button>
      <Basket open={open} onOpenChange={setOpen} trigger={false} />
    </>
  );
}

describe('DrawerSheet', () => {
  describe('given a drawer with its own button', () => {
    it('names the button with its count and says it opens a closed dialog', () => {
      renderWithSouq(<Basket />);
      const button = screen.getByRole('button', { name: 'Basket, 3 items' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('part')).toBe('trigger');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens the sheet from the end, with its title, body and footer', async () => {
      const { user } = renderWithSouq(<Basket />);
      await user.click(screen.getByRole('button', { name: 'Basket, 3 items' }));
      const sheet = screen.getByRole('dialog', { name: 'Your basket' });
      expect(sheet.getAttribute('part')).toBe('panel');
      expect(sheet.getAttribute('data-side')).toBe('end');
      expect(screen.getByText('From the end')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    });

    it('tells the host each time the shopper opens or closes it', async () => {
      const onOpenChange = vi.fn<(open: boolean) => void>();
      const { user } = renderWithSouq(<Basket onOpenChange={onOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'Basket, 3 items' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('slides in from the side the host asks', async () => {
      const { user } = renderWithSouq(<Basket side="start" />);
      await user.click(screen.getByRole('button', { name: 'Basket, 3 items' }));
      expect(screen.getByRole('dialog').getAttribute('data-side')).toBe('start');
      expect(screen.getByText('From the start')).toBeTruthy();
    });

    it('has no serious accessibility violations, open', async () => {
      const { user, container } = renderWithSouq(<Basket />);
      await user.click(screen.getByRole('button', { name: 'Basket, 3 items' }));
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a host that opens it from its own control', () => {
    it('renders no button of its own and opens when the host says', async () => {
      const { user } = renderWithSouq(<PageWithBar />);
      expect(screen.queryByRole('button', { name: 'Basket, 3 items' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Bottom bar basket' }));
      expect(screen.getByRole('dialog', { name: 'Your basket' })).toBeTruthy();
    });

    it('closes through the host when the shopper closes it', async () => {
      const { user } = renderWithSouq(<PageWithBar />);
      await user.click(screen.getByRole('button', { name: 'Bottom bar basket' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
