import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Marks fields as visited, after a step's check refused some: from then on each is checked again
 * as the shopper types, so an error goes the moment it is fixed (a form that checks on leaving a
 * field would otherwise keep it until then, and the page would shift under the next press of Next).
 */
export function touchFields<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  fields: readonly Path<TValues>[],
): void {
  for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true });
}
