import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DeliveryDraft } from '../../core/checkout';
import { ADDRESS_TYPES } from '../../core/validation';
import { CheckboxField, ChoiceGroup, FormAlert, TextField } from '../form';
import { useT } from '../souq';
import * as css from './AddressForm.css';
import { LocationPicker } from './LocationPicker';
import type { DeliveryLocation } from './useDeliveryLocation';

/** Props of `AddressFields`. */
export interface AddressFieldsProps {
  form: UseFormReturn<DeliveryDraft>;
  location: DeliveryLocation;
  /** A customer may keep the address for next time; a guest sends it with the order alone. */
  canSave: boolean;
  /** What went wrong saving the address, besides a field's own refusal; translated. */
  alert: string | null;
}

/**
 * The new address: who takes the order, where it is (the location and the written address),
 * and what kind of address it is. Fields are said in the order a courier reads them.
 */
export function AddressFields({ form, location, canSave, alert }: AddressFieldsProps): ReactNode {
  const t = useT();
  return (
    <div className={css.fields}>
      <TextField
        form={form}
        name="contactName"
        label={t('Contact person name')}
        autoComplete="name"
        required
      />
      <TextField
        form={form}
        name="contactPhone"
        label={t('Contact person number')}
        hint={t('With the country code, e.g. +201012345678')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <LocationPicker form={form} location={location} />
      <div className={css.wide}>
        <TextField
          form={form}
          name="address"
          label={t('Address')}
          autoComplete="address-line1"
          required
        />
      </div>
      <TextField form={form} name="road" label={t('Street')} autoComplete="address-line2" />
      <TextField form={form} name="house" label={t('House number')} />
      <TextField form={form} name="floor" label={t('Floor')} />
      <div className={css.wide}>
        <ChoiceGroup
          form={form}
          name="addressType"
          label={t('Address type')}
          options={ADDRESS_TYPES.map((type) => ({
            value: type,
            label: t('address_type_name', { type }),
          }))}
        />
      </div>
      <div className={css.wide}>
        <TextField
          form={form}
          name="label"
          label={t('Address label (optional)')}
          hint={t("Written at the start of the address, e.g. Grandma's house")}
        />
      </div>
      {canSave ? (
        <div className={css.wide}>
          <CheckboxField
            form={form}
            name="saveForLater"
            label={t('Save this address for next time')}
          />
        </div>
      ) : null}
      {alert ? (
        <div className={css.wide}>
          <FormAlert>{alert}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}
