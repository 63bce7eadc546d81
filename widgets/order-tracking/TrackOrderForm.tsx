import { type ReactNode, useEffect } from 'react';
import type { ApiError } from '../../src/core/api/ApiError';
import { normalizePhone } from '../../src/core/validation';
import { latinDigits } from '../../src/core/validation/latinDigits';
import { Button } from '../../src/ui/Button';
import { FormAlert, showServerFieldError, TextField, useRuleForm } from '../../src/ui/form';
import { useT } from '../../src/ui/souq';
import * as css from './OrderTracking.css';
import { customerTrackSchema, type TrackFormValues, visitorTrackSchema } from './trackOrderSchema';

/** What the form asks to track. */
export interface TrackAsk {
  orderId: number;
  /** The phone in the form the server keeps ('+' and digits); a visitor's only. */
  contactNumber?: string | undefined;
}

/** Props of `TrackOrderForm`. */
export interface TrackOrderFormProps {
  /** A visitor names the phone too; a signed-in customer's orders are theirs already. */
  visitor: boolean;
  /** The order asked for (from the page's address, or picked): the id field follows it. */
  orderId: number | undefined;
  /** A phone to start with. */
  phone: string | undefined;
  /** An order is being looked up. */
  busy: boolean;
  /** The server's refusal of the last ask, said in place. */
  refusal: ApiError | null;
  onTrack: (ask: TrackAsk) => void;
}

/** Fields a refusal (422) may name. */
const FIELDS = ['order_id', 'contact_number'] as const;

/** A refusal that names one of the form's fields: it is said on that field. */
const isFieldRefusal = (refusal: ApiError): boolean =>
  refusal.status === 422 &&
  FIELDS.some((field) => field === refusal.code) &&
  refusal.messages.length > 0;

/**
 * The order id (and a visitor's phone) to track. The rules check each field where it is typed; a
 * refusal from the server is said in place, above the form or on the field it names, and every
 * value typed stays as it was.
 */
export function TrackOrderForm({
  visitor,
  orderId,
  phone,
  busy,
  refusal,
  onTrack,
}: TrackOrderFormProps): ReactNode {
  const t = useT();
  const form = useRuleForm<TrackFormValues>({
    schema: visitor ? visitorTrackSchema : customerTrackSchema,
    defaultValues: {
      order_id: orderId === undefined ? '' : String(orderId),
      contact_number: phone ?? '',
    },
  });

  // An order picked from the list, or named anew by the page's address, shows in the id field,
  // unless the field already names it as the shopper typed it (in Arabic-Indic digits, say).
  useEffect(() => {
    if (orderId === undefined) return;
    const typed = Number(latinDigits(form.getValues('order_id')).trim());
    if (typed !== orderId) form.setValue('order_id', String(orderId));
  }, [orderId, form]);

  useEffect(() => {
    if (refusal !== null && isFieldRefusal(refusal)) showServerFieldError(form, refusal, FIELDS);
  }, [refusal, form]);

  const submit = form.handleSubmit((values) => {
    onTrack({
      orderId: Number(values.order_id),
      ...(visitor ? { contactNumber: normalizePhone(values.contact_number) } : {}),
    });
  });

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <FormAlert>
        {refusal !== null && !isFieldRefusal(refusal) ? refusal.messages[0] : null}
      </FormAlert>
      <div className={css.fields}>
        <TextField
          form={form}
          name="order_id"
          label={t('Order ID')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        {visitor ? (
          <TextField
            form={form}
            name="contact_number"
            label={t('Phone number')}
            hint={t('With the country code, e.g. +201012345678')}
            type="tel"
            autoComplete="tel"
            // A phone reads left to right in Arabic too: its '+' stays in front.
            dir="ltr"
            required
          />
        ) : null}
      </div>
      <Button type="submit" loading={busy} className={css.submit}>
        {t('Track')}
      </Button>
    </form>
  );
}
