import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { Item } from '../../src/core/api/wire';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { LazySideSheet } from '../../src/ui/SideSheet/LazySideSheet';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './VariationChoices.css';
import { useVariationChoice, VariationChoices } from './VariationChoices';

/** Props of `VariationPicker`. */
export interface VariationPickerProps {
  /** The item whose variation is chosen; its `choice_options` are the groups. */
  item: Item;
  /** How many units the chosen variation is added with. */
  quantity: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A sheet from the bottom edge to choose an item's variation (`VariationChoices`). Confirming
 * adds the named variation to the cart; a refusal (out of stock, already in the cart) is toasted
 * by the cart and leaves the sheet open.
 */
export function VariationPicker({
  item,
  quantity,
  open,
  onOpenChange,
}: VariationPickerProps): ReactNode {
  const t = useT();
  const { cart } = useSouq();
  const events = useSouqEvents();
  const formId = useId();
  const choice = useVariationChoice(item);
  const [adding, setAdding] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    const variation = choice.confirm();
    if (!variation) return;
    setAdding(true);
    const line = { ...item, quantity, selectedOption: [variation] };
    const added = await cart.add(line);
    setAdding(false);
    if (!added) return;
    events.dispatchLine('souq:item-add', line);
    choice.reset();
    onOpenChange(false);
  };

  return (
    <LazySideSheet
      open={open}
      onOpenChange={onOpenChange}
      side="bottom"
      title={item.name}
      description={t('Choose a variation of this item')}
      initialFocus={firstInput}
      part="panel"
      footer={
        <Button type="submit" form={formId} fullWidth loading={adding}>
          {t('Add to Cart')}
        </Button>
      }
    >
      <form
        ref={(node) => {
          choice.container.current = node;
        }}
        id={formId}
        noValidate
        className={css.form}
        onSubmit={(event) => void submit(event)}
      >
        <VariationChoices item={item} choice={choice} firstInput={firstInput} />
      </form>
    </LazySideSheet>
  );
}
