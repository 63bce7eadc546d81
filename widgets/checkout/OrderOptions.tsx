import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { UNAVAILABLE_ITEM_CHOICES } from '../../src/core/checkout';
import { DELIVERY_NOTE_MAX_LENGTH } from '../../src/core/validation';
import { CheckboxField, ChoiceGroup, TextAreaField } from '../../src/ui/form';
import { useT } from '../../src/ui/souq';
import type { OrderOptionsValues } from './useOrderOptionsForm';

/** Props of `OrderOptions`. */
export interface OrderOptionsProps {
  form: UseFormReturn<OrderOptionsValues>;
}

/**
 * The order's options: a note for the delivery man with its counter (191 characters, refused in
 * words past it), cutlery, and what the store does with an item it turns out not to have.
 */
export function OrderOptions({ form }: OrderOptionsProps): ReactNode {
  const t = useT();
  return (
    <>
      <TextAreaField
        form={form}
        name="note"
        label={t('Delivery note')}
        hint={t('A landmark, the gate to use, or when to call')}
        maxLength={DELIVERY_NOTE_MAX_LENGTH}
      />
      <CheckboxField form={form} name="cutlery" label={t('Add cutlery')} />
      <ChoiceGroup
        form={form}
        name="unavailableItem"
        label={t('If an item is not available')}
        options={UNAVAILABLE_ITEM_CHOICES.map((choice) => ({ value: choice, label: t(choice) }))}
      />
    </>
  );
}
