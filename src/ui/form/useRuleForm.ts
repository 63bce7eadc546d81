/*
 * The kit's one way to build a form (design: "Forms"): react-hook-form over a valibot schema made
 * of the rules of `src/core/validation`. A failing rule's message is its message key, translated
 * where the field shows it; the server's refusal of a field arrives already in the shopper's
 * language and is shown as sent.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { isApiError } from '../../core/api/ApiError';
import type { MessageKey } from '../../core/i18n/resources';
import type { Translator } from '../souq';

/** The error type of a refusal the server sent for one field. */
export const SERVER_ERROR = 'server';

/** What a form is built from: its schema and the values it starts with. */
export interface RuleFormOptions<TValues extends FieldValues> {
  /** Its input may leave text fields out (they are then empty); its output is the values. */
  schema: v.GenericSchema<FieldValues, TValues>;
  defaultValues: DefaultValues<TValues>;
}

/**
 * A form checked by its schema: each field when the shopper leaves it, then as they type, and
 * all at once on submit, which moves focus to the first field in error.
 */
export function useRuleForm<TValues extends FieldValues>(
  options: RuleFormOptions<TValues>,
): UseFormReturn<TValues> {
  // The schema reads what the form holds: every field has a default, so none is ever absent.
  const resolver = valibotResolver(options.schema) as unknown as Resolver<TValues>;
  return useForm<TValues>({
    resolver,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  });
}

/** The text of a field's error in the active language. */
export function errorText(error: FieldError | undefined, t: Translator): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR ? error.message : t(error.message as MessageKey);
}

/**
 * Puts a server's refusal on the field it names (its `errors[].code`), focused, when the form has
 * that field; answers whether it did, so the caller says any other refusal above the form.
 */
export function showServerFieldError<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  error: unknown,
  fields: readonly Path<TValues>[],
): boolean {
  if (!isApiError(error) || error.code === undefined) return false;
  const field = fields.find((name) => name === error.code);
  const message = error.messages[0];
  if (field === undefined || message === undefined) return false;
  form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
  return true;
}
