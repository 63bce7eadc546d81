import { useSignals } from '@preact/signals-react/runtime';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../core/i18n';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { useSouq, useT } from '../souq';
import * as css from './QuantityStepper.css';

/** Props of `QuantityStepper`. */
export interface QuantityStepperProps {
  /** The quantity in the cart. */
  quantity: number;
  /** The item's name, spoken in the group's and the buttons' names. */
  itemName: string;
  /** Called when the shopper asks for one more. */
  onIncrement: () => void;
  /** Called when the shopper asks for one fewer; at quantity 1 this means "remove the item". */
  onDecrement: () => void;
  /** A change is on its way to the server: both buttons wait, a spinner shows. */
  pending?: boolean | undefined;
  /** No more can be added (stock or order limit reached). */
  incrementDisabled?: boolean | undefined;
  /**
   * Whether minus at quantity 1 removes the item (a cart line's stepper, the default). False for
   * a quantity chosen before adding: minus then stops at 1.
   */
  removable?: boolean | undefined;
  className?: string | undefined;
  /** The `::part()` name of the stepper's group, for a page that embeds it in a shadow root. */
  part?: string | undefined;
}

/**
 * Minus, quantity, plus for a cart line. At quantity 1 the minus becomes a trash can named
 * "Remove {name}". Buttons wait with `aria-disabled` rather than `disabled` so keyboard focus
 * stays on the button the shopper just pressed; new quantities are announced politely.
 */
export function QuantityStepper({
  quantity,
  itemName,
  onIncrement,
  onDecrement,
  pending,
  incrementDisabled,
  removable = true,
  className,
  part,
}: QuantityStepperProps): ReactNode {
  useSignals();
  const t = useT();
  const language = useSouq().locale.language.value;
  const name = { name: itemName };
  const removes = removable && quantity <= 1;
  const cannotIncrement = Boolean(pending || incrementDisabled);
  const cannotDecrement = Boolean(pending || (!removable && quantity <= 1));

  return (
    <div
      role="group"
      aria-label={t('Quantity of {name}', name)}
      aria-busy={pending || undefined}
      className={className ? `${css.group} ${className}` : css.group}
      part={part}
    >
      <IconButton
        icon={removes ? Trash2 : Minus}
        label={removes ? t('Remove {name}', name) : t('Decrease quantity of {name}', name)}
        size="sm"
        className={css.step}
        aria-disabled={cannotDecrement || undefined}
        onClick={() => {
          if (!cannotDecrement) onDecrement();
        }}
      />
      <span className={css.slot} data-pending={pending || undefined}>
        <span className={css.count} aria-live="polite" aria-atomic="true">
          {formatNumber(quantity, language)}
        </span>
        {pending ? <Spinner size="sm" className={css.spinner} /> : null}
      </span>
      <IconButton
        icon={Plus}
        label={t('Increase quantity of {name}', name)}
        size="sm"
        className={css.step}
        aria-disabled={cannotIncrement || undefined}
        onClick={() => {
          if (!cannotIncrement) onIncrement();
        }}
      />
    </div>
  );
}
