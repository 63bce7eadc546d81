import { type ReactNode, useEffect } from 'react';
import type { OfflinePaymentMethod } from '../../src/core/api/wire';
import { OFFLINE_NOTE_FIELD } from '../../src/core/checkout';
import {
  OFFLINE_FIELD_MAX_LENGTH,
  offlineDetailsSchema,
} from '../../src/core/validation/offlinePaymentRules';
import { Button } from '../../src/ui/Button';
import { TextAreaField, TextField, useRuleForm } from '../../src/ui/form';
import { type Translator, useT } from '../../src/ui/souq';
import * as pageCss from './Checkout.css';
import * as css from './CheckoutParts.css';

/** The details of a method as the form holds them: each field by its name, and the note. */
type OfflineDetails = Record<string, string>;

/** A detail's label: the method's own words for it, the note's, or its name made readable. */
export function offlineFieldLabel(
  method: OfflinePaymentMethod,
  name: string,
  t: Translator,
): string {
  if (name === OFFLINE_NOTE_FIELD) return t('Payment note');
  const asked = method.method_informations.find((field) => field.customer_input === name);
  return asked?.customer_placeholder || readableName(name);
}

/** A field name of the shop's (`bank_name`) as words (`Bank name`), for one it gave no label. */
function readableName(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Props of `OfflineDetailsForm`. */
export interface OfflineDetailsFormProps {
  method: OfflinePaymentMethod;
  /** The details typed so far. */
  info: Readonly<OfflineDetails>;
  onType: (info: OfflineDetails) => void;
  onSave: (info: OfflineDetails) => void;
  onBack: () => void;
}

/**
 * Step 2 of an offline payment: where to pay (the method's account, as the shop gives it) and
 * what the method asks the shopper (its required fields marked), with an optional note.
 */
export function OfflineDetailsForm({
  method,
  info,
  onType,
  onSave,
  onBack,
}: OfflineDetailsFormProps): ReactNode {
  const t = useT();
  const fields = method.method_informations.map((field) => ({
    name: field.customer_input,
    required: field.is_required === 1,
  }));
  const form = useRuleForm<OfflineDetails>({
    schema: offlineDetailsSchema([...fields, { name: OFFLINE_NOTE_FIELD, required: false }]),
    defaultValues: Object.fromEntries(
      [...fields.map((field) => field.name), OFFLINE_NOTE_FIELD].map((name) => [
        name,
        info[name] ?? '',
      ]),
    ),
  });
  useEffect(() => {
    const subscription = form.watch((values) => {
      onType(
        Object.fromEntries(
          Object.entries(values).filter((entry): entry is [string, string] => {
            return typeof entry[1] === 'string';
          }),
        ),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, onType]);

  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate className={css.offline}>
      <h3 className={pageCss.sectionTitle}>{method.method_name}</h3>
      {method.method_fields.length > 0 ? (
        <>
          <p className={css.optionNote}>{t('Pay to')}</p>
          <dl className={css.terms}>
            {method.method_fields.map((field) => (
              <div key={field.input_name} className={css.term}>
                <dt className={css.termName}>{readableName(field.input_name)}</dt>
                <dd className={css.termValue}>{field.input_data}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {method.method_informations.map((field) => (
        <TextField
          key={field.customer_input}
          form={form}
          name={field.customer_input}
          label={field.customer_placeholder || readableName(field.customer_input)}
          required={field.is_required === 1}
          autoComplete="off"
        />
      ))}
      <TextAreaField
        form={form}
        name={OFFLINE_NOTE_FIELD}
        label={t('Payment note')}
        maxLength={OFFLINE_FIELD_MAX_LENGTH}
      />
      <div className={pageCss.actions}>
        <Button variant="ghost" onClick={onBack}>
          {t('Back')}
        </Button>
        <Button type="submit" variant="secondary">
          {t('Save details')}
        </Button>
      </div>
    </form>
  );
}
