import type { ReactNode } from 'react';
import * as v from 'valibot';
import { phoneSchema } from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import { FormAlert, TextField, useRuleForm } from '../../src/ui/form';
import { useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';

const schema = v.object({ phone: phoneSchema });

/** Props of `GuestPhoneForm`. */
export interface GuestPhoneFormProps {
  /** Whether the last phone given did not match the order. */
  refused: boolean;
  /** The phone given last, kept in the field so a mistyped digit is mended, not retyped. */
  given: string;
  onPhone: (phone: string) => void;
}

/**
 * What a guest answers before their order shows: the phone number on the order, as the shop
 * asks of anyone without an account (the same as order tracking asks).
 */
export function GuestPhoneForm({ refused, given, onPhone }: GuestPhoneFormProps): ReactNode {
  const t = useT();
  const form = useRuleForm<v.InferOutput<typeof schema>>({
    schema,
    defaultValues: { phone: given },
  });
  return (
    <form
      className={css.phoneForm}
      noValidate
      onSubmit={form.handleSubmit(({ phone }) => onPhone(phone))}
    >
      <p className={css.phoneIntro}>{t('Enter the phone number on this order to see it.')}</p>
      <TextField
        form={form}
        name="phone"
        label={t('Phone number')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <FormAlert>{refused ? t('This phone number does not match the order.') : null}</FormAlert>
      <Button type="submit">{t('Show the order')}</Button>
    </form>
  );
}
