import { act, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { renderWithSouq, seriousViolations } from '../testing';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

type DialogOptions = Partial<Pick<ConfirmDialogProps, 'description' | 'confirmLabel' | 'part'>> & {
  onConfirm?: () => Promise<unknown>;
};

/** A cart row with a remove button that asks first, as a widget would use the dialog. */
function RemoveItem({ onConfirm = async () => {}, ...options }: DialogOptions): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove dates
      </button>
      <ConfirmDialog
        {...options}
        open={open}
        onOpenChange={setOpen}
        title="Remove this item?"
        onConfirm={onConfirm}
      />
    </>
  );
}

async function openDialog(options: DialogOptions = {}, language: Locale = 'en') {
  const result = renderWithSouq(<RemoveItem {...options} />, { language });
  const opener = screen.getByRole('button', { name: 'Remove dates' });
  await result.user.click(opener);
  return {
    ...result,
    opener,
    dialog: screen.getByRole('alertdialog', { name: 'Remove this item?' }),
  };
}

function dialog(): HTMLElement | null {
  return screen.queryByRole('alertdialog');
}

describe('ConfirmDialog', () => {
  describe('given it is open', () => {
    it('is a modal alert dialog named by its title and described by its description', async () => {
      const { dialog: shown } = await openDialog({ description: 'It leaves your cart.' });
      expect(shown.getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('alertdialog', { description: 'It leaves your cart.' })).toBe(shown);
    });

    it('puts its part name on the surface that is the alert dialog', async () => {
      const { dialog: shown } = await openDialog({ part: 'dialog' });
      expect(shown.getAttribute('part')).toBe('dialog');
    });

    it('offers Cancel and Yes', async () => {
      await openDialog();
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Cancel',
        'Yes',
      ]);
    });

    it('names the confirm button with confirmLabel when given', async () => {
      await openDialog({ confirmLabel: 'Remove' });
      expect(screen.getByRole('button', { name: 'Remove' })).not.toBeNull();
    });

    it('starts the focus on Cancel', async () => {
      await openDialog();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    });

    it('keeps the focus between its two buttons', async () => {
      const { user } = await openDialog();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    });

    it('locks the page scroll', async () => {
      await openDialog();
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('renders into the overlay container', async () => {
      const { dialog: shown, container } = await openDialog();
      const overlays = container.querySelector('[data-theme]')?.lastElementChild;
      expect(overlays?.contains(shown)).toBe(true);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDialog({ description: 'It leaves your cart.' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when Cancel is pressed', () => {
    it('closes without confirming and gives the focus back to the opener', async () => {
      const onConfirm = vi.fn(async () => {});
      const { user, opener } = await openDialog({ onConfirm });
      await user.keyboard('{Enter}');
      expect(dialog()).toBeNull();
      expect(onConfirm).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('when Escape is pressed', () => {
    it('cancels', async () => {
      const onConfirm = vi.fn(async () => {});
      const { user, opener } = await openDialog({ onConfirm });
      await user.keyboard('{Escape}');
      expect(dialog()).toBeNull();
      expect(onConfirm).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('when the backdrop is clicked', () => {
    it('stays open, since an alert dialog waits for an answer', async () => {
      const { user, dialog: shown } = await openDialog();
      const backdrop = shown.parentElement;
      if (backdrop === null) throw new Error('the dialog has no backdrop');
      await user.click(backdrop);
      expect(dialog()).toBe(shown);
    });
  });

  describe('when Yes is pressed', () => {
    describe('and the action is still running', () => {
      it('shows a spinner on Yes and disables both buttons', async () => {
        const action = deferred();
        const { user } = await openDialog({ onConfirm: () => action.promise });
        const yes = screen.getByRole('button', { name: 'Yes' });
        await user.click(yes);
        expect(yes.getAttribute('aria-busy')).toBe('true');
        expect(yes.querySelector('[aria-hidden="true"]')).not.toBeNull();
        expect(yes.getAttribute('aria-disabled')).toBe('true');
        expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('aria-disabled')).toBe(
          'true',
        );
      });

      it('ignores Cancel, Escape and a second Yes', async () => {
        const action = deferred();
        const onConfirm = vi.fn(() => action.promise);
        const { user } = await openDialog({ onConfirm });
        await user.click(screen.getByRole('button', { name: 'Yes' }));
        await user.keyboard('{Escape}');
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        await user.click(screen.getByRole('button', { name: 'Yes' }));
        expect(dialog()).not.toBeNull();
        expect(onConfirm).toHaveBeenCalledOnce();
      });
    });

    describe('and the action succeeds', () => {
      it('closes and gives the focus back to the opener', async () => {
        const action = deferred();
        const { user, opener } = await openDialog({ onConfirm: () => action.promise });
        await user.click(screen.getByRole('button', { name: 'Yes' }));
        await act(async () => action.resolve());
        expect(dialog()).toBeNull();
        expect(document.activeElement).toBe(opener);
      });
    });

    describe('and the action fails', () => {
      it('stays open with both buttons usable again', async () => {
        const action = deferred();
        const { user } = await openDialog({ onConfirm: () => action.promise });
        const yes = screen.getByRole('button', { name: 'Yes' });
        await user.click(yes);
        await act(async () => action.reject(new Error('offline')));
        expect(dialog()).not.toBeNull();
        expect(yes.getAttribute('aria-busy')).toBeNull();
        expect(yes.getAttribute('aria-disabled')).toBeNull();
        expect(
          screen.getByRole('button', { name: 'Cancel' }).getAttribute('aria-disabled'),
        ).toBeNull();
      });

      it('lets the shopper try again', async () => {
        const onConfirm = vi
          .fn<() => Promise<void>>()
          .mockRejectedValueOnce(new Error('offline'))
          .mockResolvedValueOnce(undefined);
        const { user } = await openDialog({ onConfirm });
        await user.click(screen.getByRole('button', { name: 'Yes' }));
        await user.click(screen.getByRole('button', { name: 'Yes' }));
        expect(onConfirm).toHaveBeenCalledTimes(2);
        expect(dialog()).toBeNull();
      });
    });
  });

  describe('given Arabic', () => {
    it('labels the buttons in Arabic', async () => {
      await openDialog({}, 'ar');
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'إلغاء',
        'نعم',
      ]);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await openDialog({}, 'ar');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});
