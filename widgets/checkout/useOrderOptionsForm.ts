import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { UNAVAILABLE_ITEM_CHOICES } from '../../src/core/checkout';
import { deliveryNoteSchema } from '../../src/core/validation';
import { useRuleForm } from '../../src/ui/form';
import { useSouq } from '../../src/ui/souq';

/** The order's options as the form checks them. */
const orderOptionsSchema = v.object({
  note: deliveryNoteSchema,
  cutlery: v.boolean(),
  unavailableItem: v.picklist(UNAVAILABLE_ITEM_CHOICES),
});

/** The values of the order's options. */
export type OrderOptionsValues = v.InferOutput<typeof orderOptionsSchema>;

/**
 * The form of the order's options (the delivery note, cutlery, what to do with an unavailable
 * item), filled from the checkout's draft, every change kept in the draft as it is typed.
 */
export function useOrderOptionsForm(): UseFormReturn<OrderOptionsValues> {
  const { checkout } = useSouq();
  const { note, cutlery, unavailableItem } = checkout.draft.peek();
  const form = useRuleForm<OrderOptionsValues>({
    schema: orderOptionsSchema,
    defaultValues: { note, cutlery, unavailableItem },
  });
  useEffect(() => {
    const subscription = form.watch((values) => {
      const kept = checkout.draft.peek();
      checkout.edit({
        note: values.note ?? kept.note,
        cutlery: values.cutlery ?? kept.cutlery,
        unavailableItem: values.unavailableItem ?? kept.unavailableItem,
      });
    });
    return () => subscription.unsubscribe();
  }, [form, checkout]);
  return form;
}
