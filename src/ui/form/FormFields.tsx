/*
 * Labelled controls bound to a `useRuleForm` form. Each field names its control by its label,
 * links its hint, counter and error with `aria-describedby`, and marks itself `aria-invalid`
 * while its error shows; the error is said in the field, in the shopper's language.
 */
import { Eye, EyeOff } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useId, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { characterCount } from '../../core/validation/characterCount';
import { useT } from '../souq';
import * as css from './Form.css';
import { errorText } from './useRuleForm';

/** What every field takes: the form, the value's name in it, its label and an optional hint. */
export interface FieldProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  label: string;
  hint?: string | undefined;
  /** Marks the field as one the form cannot go without. */
  required?: boolean | undefined;
}

/** What `useFieldParts` gives a field. */
type FieldParts = ReturnType<typeof useFieldParts>;

/** The ids a field's control points at, and the error it shows. */
function useFieldParts<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: Path<TValues>,
  hint: string | undefined,
  extra: readonly string[] = [],
) {
  const t = useT();
  const id = useId();
  const error = errorText(form.getFieldState(name, form.formState).error, t);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, ...extra.map((part) => `${id}-${part}`), errorId]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    error,
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** The label, with the mark of a required field. */
function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required: boolean | undefined;
}): ReactNode {
  return (
    <label className={css.label} htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className={css.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A field's error, said where the field is. */
function FieldError({ id, text }: { id: string | undefined; text: string | undefined }): ReactNode {
  if (!text || !id) return null;
  return (
    <p id={id} className={css.error}>
      {text}
    </p>
  );
}

/** What a field says under its control: its hint, then its error. */
function FieldNotes({
  hint,
  parts,
}: {
  hint: string | undefined;
  parts: Pick<FieldParts, 'hintId' | 'errorId' | 'error'>;
}): ReactNode {
  return (
    <>
      {hint ? (
        <span id={parts.hintId} className={css.below}>
          {hint}
        </span>
      ) : null}
      <FieldError id={parts.errorId} text={parts.error} />
    </>
  );
}

/** Props of a one-line text field: any attribute of `<input>` besides the form's own. */
export type TextFieldProps<TValues extends FieldValues> = FieldProps<TValues> &
  Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'form' | 'id' | 'required'>;

/** A labelled one-line text input. */
export function TextField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: TextFieldProps<TValues>): ReactNode {
  const parts = useFieldParts(form, name, hint);
  return (
    <div className={css.field}>
      <FieldLabel htmlFor={parts.id} label={label} required={required} />
      <input
        className={css.control}
        required={required}
        {...input}
        {...parts.control}
        {...form.register(name)}
      />
      <FieldNotes hint={hint} parts={parts} />
    </div>
  );
}

/** Props of a password field: `autoComplete` says whether it is the current or a new one. */
export type PasswordFieldProps<TValues extends FieldValues> = FieldProps<TValues> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A labelled password input with a button that shows the password as typed and hides it again
 * (its pressed state says which), so a shopper on a phone can check what they typed.
 */
export function PasswordField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  autoComplete,
}: PasswordFieldProps<TValues>): ReactNode {
  const t = useT();
  const parts = useFieldParts(form, name, hint);
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className={css.field}>
      <FieldLabel htmlFor={parts.id} label={label} required={required} />
      <div className={css.withButton}>
        <input
          className={`${css.control} ${css.controlWithButton}`}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          // A password reads left to right, whatever the page's language.
          dir="ltr"
          {...parts.control}
          {...form.register(name)}
        />
        <button
          type="button"
          className={css.inputButton}
          aria-label={t('Show password')}
          aria-pressed={shown}
          aria-controls={parts.id}
          onClick={() => setShown((was) => !was)}
        >
          <Icon aria-hidden="true" size={18} />
        </button>
      </div>
      <FieldNotes hint={hint} parts={parts} />
    </div>
  );
}

/** Props of a text area: a `maxLength` shows a counter of the characters left. */
export type TextAreaFieldProps<TValues extends FieldValues> = FieldProps<TValues> &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'form' | 'id' | 'required' | 'maxLength'> & {
    maxLength?: number | undefined;
  };

/**
 * A labelled text area. With `maxLength` it counts characters as a person does (an emoji is one)
 * and lets the shopper type past the limit, so a pasted text is not cut silently: the rule
 * refuses it in words instead.
 */
export function TextAreaField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  maxLength,
  ...area
}: TextAreaFieldProps<TValues>): ReactNode {
  const t = useT();
  const parts = useFieldParts(form, name, hint, maxLength === undefined ? [] : ['counter']);
  const value: unknown = useWatch({ control: form.control, name });
  const used = characterCount(typeof value === 'string' ? value : '');
  return (
    <div className={css.field}>
      <FieldLabel htmlFor={parts.id} label={label} required={required} />
      <textarea
        className={`${css.control} ${css.textArea}`}
        required={required}
        {...area}
        {...parts.control}
        {...form.register(name)}
      />
      {hint || maxLength !== undefined ? (
        <span className={css.below}>
          {hint ? <span id={parts.hintId}>{hint}</span> : null}
          {maxLength !== undefined ? (
            <span
              id={`${parts.id}-counter`}
              className={`${css.counter} ${used > maxLength ? css.overLimit : ''}`}
            >
              {t('{used} of {max} characters', { used, max: maxLength })}
            </span>
          ) : null}
        </span>
      ) : null}
      <FieldError id={parts.errorId} text={parts.error} />
    </div>
  );
}

/** One choice of a select or a choice group. */
export interface FieldOption {
  value: string;
  label: string;
}

/** Props of a select. */
export type SelectFieldProps<TValues extends FieldValues> = FieldProps<TValues> & {
  options: readonly FieldOption[];
  /** A first, empty choice that asks the shopper to pick one. */
  placeholder?: string | undefined;
} & Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'form' | 'id' | 'required'>;

/** A labelled native select: its keyboard and screen-reader behaviour are the platform's. */
export function SelectField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  ...select
}: SelectFieldProps<TValues>): ReactNode {
  const parts = useFieldParts(form, name, hint);
  return (
    <div className={css.field}>
      <FieldLabel htmlFor={parts.id} label={label} required={required} />
      <select
        className={css.control}
        required={required}
        {...select}
        {...parts.control}
        {...form.register(name)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} parts={parts} />
    </div>
  );
}

/** Props of a group of radio buttons. */
export type ChoiceGroupProps<TValues extends FieldValues> = FieldProps<TValues> & {
  options: readonly FieldOption[];
};

/** Radio buttons under a legend; arrows move between them, as the platform's do. */
export function ChoiceGroup<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  options,
}: ChoiceGroupProps<TValues>): ReactNode {
  const parts = useFieldParts(form, name, hint);
  return (
    <fieldset
      className={css.group}
      aria-describedby={parts.control['aria-describedby']}
      aria-invalid={parts.control['aria-invalid']}
    >
      <legend className={css.legend}>
        {label}
        {required ? (
          <span className={css.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={css.choices}>
        {options.map((option) => (
          <label key={option.value} className={css.choice}>
            <input
              className={css.choiceInput}
              type="radio"
              value={option.value}
              {...form.register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes hint={hint} parts={parts} />
    </fieldset>
  );
}

/** Props of a check box: its label says what ticking it means. */
export type CheckboxFieldProps<TValues extends FieldValues> = Omit<FieldProps<TValues>, 'required'>;

/** A labelled check box. */
export function CheckboxField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
}: CheckboxFieldProps<TValues>): ReactNode {
  const parts = useFieldParts(form, name, hint);
  return (
    <div className={css.field}>
      <label className={css.checkRow}>
        <input
          className={css.choiceInput}
          type="checkbox"
          {...parts.control}
          {...form.register(name)}
        />
        {label}
      </label>
      <FieldNotes hint={hint} parts={parts} />
    </div>
  );
}

/** What went wrong with the whole form, announced at once. */
export function FormAlert({ children }: { children: ReactNode }): ReactNode {
  if (children === null || children === undefined || children === '') return null;
  return (
    <p role="alert" className={css.alert}>
      {children}
    </p>
  );
}
