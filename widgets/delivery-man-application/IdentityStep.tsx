import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { IDENTITY_TYPES } from '../../src/core/validation';
import * as css from '../../src/ui/application/Application.css';
import { PictureField } from '../../src/ui/application/PictureField';
import { ChoiceGroup, TextField } from '../../src/ui/form';
import { useT } from '../../src/ui/souq';
import type { DeliveryManApplicationValues } from './deliveryManApplicationForm';

/** The identity document: its kind, its number, and a picture of its front (and of its back). */
export function IdentityStep({
  form,
}: {
  form: UseFormReturn<DeliveryManApplicationValues>;
}): ReactNode {
  const t = useT();
  return (
    <div className={css.fields}>
      <div className={css.wide}>
        <ChoiceGroup
          form={form}
          name="identity_type"
          label={t('Identity type')}
          options={IDENTITY_TYPES.map((type) => ({
            value: type,
            label: t('identity_type_name', { type }),
          }))}
          required
        />
      </div>
      <div className={css.wide}>
        <TextField
          form={form}
          name="identity_number"
          label={t('Identity number')}
          hint={t('Letters, digits and dashes, as written on the document')}
          autoComplete="off"
          spellCheck={false}
          // The number is written as on the document: left to right.
          dir="ltr"
          required
        />
      </div>
      <PictureField
        form={form}
        name="identity_front"
        label={t('Front of the document')}
        hint={t('JPG, PNG or GIF, up to 2 MB')}
        required
      />
      <PictureField
        form={form}
        name="identity_back"
        label={t('Back of the document (optional)')}
        hint={t('JPG, PNG or GIF, up to 2 MB')}
      />
    </div>
  );
}
