import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { QuantityStepper } from './QuantityStepper';

function handlers() {
  return { onIncrement: vi.fn(), onDecrement: vi.fn() };
}

describe('QuantityStepper', () => {
  describe('given a quantity of 2 in English', () => {
    it('is a group named after the item', () => {
      renderWithSouq(<QuantityStepper quantity={2} itemName="Apples" {...handlers()} />);
      expect(screen.getByRole('group', { name: 'Quantity of Apples' })).toBeTruthy();
    });

    it('offers to decrease and increase, with the quantity between', () => {
      renderWithSouq(<QuantityStepper quantity={2} itemName="Apples" {...handlers()} />);
      const group = screen.getByRole('group', { name: 'Quantity of Apples' });
      const [decrease, increase] = within(group).getAllByRole('button');
      expect(decrease?.textContent).toBe('Decrease quantity of Apples');
      expect(increase?.textContent).toBe('Increase quantity of Apples');
      expect(within(group).getByText('2').getAttribute('aria-live')).toBe('polite');
    });

    it('calls the matching handler for each button', async () => {
      const calls = handlers();
      const { user } = renderWithSouq(
        <QuantityStepper quantity={2} itemName="Apples" {...calls} />,
      );
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Apples' }));
      await user.click(screen.getByRole('button', { name: 'Decrease quantity of Apples' }));
      expect(calls.onIncrement).toHaveBeenCalledTimes(1);
      expect(calls.onDecrement).toHaveBeenCalledTimes(1);
    });

    it('works from the keyboard', async () => {
      const calls = handlers();
      const { user } = renderWithSouq(
        <QuantityStepper quantity={2} itemName="Apples" {...calls} />,
      );
      await user.tab();
      await user.keyboard('{Enter}');
      await user.tab();
      await user.keyboard(' ');
      await user.keyboard(' ');
      expect(calls.onDecrement).toHaveBeenCalledTimes(1);
      expect(calls.onIncrement).toHaveBeenCalledTimes(2);
    });
  });

  describe('given a quantity of 1', () => {
    it('turns the decrease button into a remove button with a trash can', () => {
      renderWithSouq(<QuantityStepper quantity={1} itemName="Apples" {...handlers()} />);
      const remove = screen.getByRole('button', { name: 'Remove Apples' });
      expect(remove.querySelector('svg')?.getAttribute('class')).toMatch(/lucide-trash/);
      expect(screen.queryByRole('button', { name: 'Decrease quantity of Apples' })).toBeNull();
    });

    it('asks the caller to decrement, which removes the line', async () => {
      const calls = handlers();
      const { user } = renderWithSouq(
        <QuantityStepper quantity={1} itemName="Apples" {...calls} />,
      );
      await user.click(screen.getByRole('button', { name: 'Remove Apples' }));
      expect(calls.onDecrement).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a quantity of 1 that is chosen before adding (not removable)', () => {
    it('keeps the decrease button, which waits and calls nothing', async () => {
      const calls = handlers();
      const { user } = renderWithSouq(
        <QuantityStepper quantity={1} itemName="Apples" removable={false} {...calls} />,
      );
      expect(screen.queryByRole('button', { name: 'Remove Apples' })).toBeNull();
      const decrease = screen.getByRole('button', { name: 'Decrease quantity of Apples' });
      expect(decrease.getAttribute('aria-disabled')).toBe('true');
      await user.click(decrease);
      expect(calls.onDecrement).not.toHaveBeenCalled();
    });
  });

  describe('given the quantity changes', () => {
    it('shows the new quantity in the polite live region', () => {
      const calls = handlers();
      const rendered = renderWithSouq(
        <QuantityStepper quantity={2} itemName="Apples" {...calls} />,
      );
      rendered.rerender(<QuantityStepper quantity={3} itemName="Apples" {...calls} />);
      expect(screen.getByText('3').getAttribute('aria-live')).toBe('polite');
      expect(screen.queryByText('2')).toBeNull();
    });
  });

  describe('given a change is pending', () => {
    it('says the group is busy and shows a spinner', () => {
      const { container } = renderWithSouq(
        <QuantityStepper quantity={2} itemName="Apples" pending {...handlers()} />,
      );
      const group = screen.getByRole('group', { name: 'Quantity of Apples' });
      expect(group.getAttribute('aria-busy')).toBe('true');
      expect(container.querySelector('[data-pending] > [aria-hidden="true"]')).not.toBeNull();
    });

    it('disables both buttons but keeps focus where it was', async () => {
      const calls = handlers();
      const rendered = renderWithSouq(
        <QuantityStepper quantity={2} itemName="Apples" {...calls} />,
      );
      const increase = screen.getByRole('button', { name: 'Increase quantity of Apples' });
      await rendered.user.click(increase);
      rendered.rerender(<QuantityStepper quantity={2} itemName="Apples" pending {...calls} />);
      expect(document.activeElement).toBe(increase);
      await rendered.user.keyboard('{Enter}');
      await rendered.user.click(
        screen.getByRole('button', { name: 'Decrease quantity of Apples' }),
      );
      expect(calls.onIncrement).toHaveBeenCalledTimes(1);
      expect(calls.onDecrement).not.toHaveBeenCalled();
      for (const button of screen.getAllByRole('button')) {
        expect(button.getAttribute('aria-disabled')).toBe('true');
      }
    });

    it('keeps the current quantity readable', () => {
      renderWithSouq(<QuantityStepper quantity={2} itemName="Apples" pending {...handlers()} />);
      expect(screen.getByText('2')).toBeTruthy();
    });
  });

  describe('given no more can be added', () => {
    it('disables only the increase button', async () => {
      const calls = handlers();
      const { user } = renderWithSouq(
        <QuantityStepper quantity={5} itemName="Apples" incrementDisabled {...calls} />,
      );
      const increase = screen.getByRole('button', { name: 'Increase quantity of Apples' });
      expect(increase.getAttribute('aria-disabled')).toBe('true');
      await user.click(increase);
      await user.click(screen.getByRole('button', { name: 'Decrease quantity of Apples' }));
      expect(calls.onIncrement).not.toHaveBeenCalled();
      expect(calls.onDecrement).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a part name', () => {
    it('puts it on the group that holds the buttons and the quantity', () => {
      renderWithSouq(
        <QuantityStepper quantity={2} itemName="Apples" part="stepper" {...handlers()} />,
      );
      const group = screen.getByRole('group', { name: 'Quantity of Apples' });
      expect(group.getAttribute('part')).toBe('stepper');
      expect(within(group).getAllByRole('button')).toHaveLength(2);
    });
  });

  describe('given Arabic', () => {
    it('names the group and buttons in Arabic', () => {
      renderWithSouq(<QuantityStepper quantity={1} itemName="تفاح" {...handlers()} />, {
        language: 'ar',
      });
      expect(screen.getByRole('group', { name: 'كمية تفاح' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'إزالة تفاح' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'زيادة كمية تفاح' })).toBeTruthy();
    });

    it('passes axe, pending or not', async () => {
      const { container } = renderWithSouq(
        <div>
          <QuantityStepper quantity={3} itemName="تفاح" {...handlers()} />
          <QuantityStepper quantity={1} itemName="موز" pending {...handlers()} />
        </div>,
        { language: 'ar', theme: 'dark' },
      );
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});
