import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DeliveryDraft } from '../../src/core/checkout';
import type { DeliveryLocation } from '../../src/ui/address';
import { LocationPicker } from '../../src/ui/address/LocationPicker';
import * as css from '../../src/ui/application/Application.css';
import { PictureField } from '../../src/ui/application/PictureField';
import { Button } from '../../src/ui/Button';
import { SelectField, TextField } from '../../src/ui/form';
import * as formCss from '../../src/ui/form/Form.css';
import { useT } from '../../src/ui/souq';
import type { StoreApplicationValues } from './storeApplicationForm';
import { useModules } from './useModules';

/** Props of `StoreDetailsStep`. */
export interface StoreDetailsStepProps {
  form: UseFormReturn<StoreApplicationValues>;
  locationForm: UseFormReturn<DeliveryDraft>;
  location: DeliveryLocation;
}

/**
 * The store: its name in Arabic and English, its business module, where it is (a zone and a point
 * in it, found as a delivery address is), its address in both languages, a square logo and a
 * cover. Each language's fields read in that language's direction.
 */
export function StoreDetailsStep({
  form,
  locationForm,
  location,
}: StoreDetailsStepProps): ReactNode {
  useSignals();
  const t = useT();
  const modules = useModules();
  const loaded = modules.state.status === 'success' ? modules.state.data : null;

  // A shop of one module has nothing to choose: it is chosen for the shopper.
  useEffect(() => {
    const only = loaded?.length === 1 ? loaded[0] : undefined;
    if (only && form.getValues('module_id') === '') form.setValue('module_id', String(only.id));
  }, [loaded, form]);

  return (
    <div className={css.fields}>
      <TextField
        form={form}
        name="name_ar"
        label={t('Store name (Arabic)')}
        lang="ar"
        dir="rtl"
        required
      />
      <TextField
        form={form}
        name="name_en"
        label={t('Store name (English)')}
        lang="en"
        dir="ltr"
        required
      />
      <div className={css.wide}>
        <SelectField
          form={form}
          name="module_id"
          label={t('Business module')}
          placeholder={loaded ? t('Choose a business module') : t('Loading')}
          options={(loaded ?? []).map((module) => ({
            value: String(module.id),
            label: module.module_name ?? module.module_type,
          }))}
          required
        />
        {modules.state.status === 'error' ? (
          <div role="alert" className={formCss.below}>
            <span className={formCss.error}>{t('The business modules could not be loaded')}</span>
            <Button variant="secondary" size="sm" onClick={modules.retry}>
              {t('Try again')}
            </Button>
          </div>
        ) : null}
      </div>
      <LocationPicker form={locationForm} location={location} />
      <TextField
        form={form}
        name="address_ar"
        label={t('Store address (Arabic)')}
        lang="ar"
        dir="rtl"
        required
      />
      <TextField
        form={form}
        name="address_en"
        label={t('Store address (English)')}
        lang="en"
        dir="ltr"
        required
      />
      <PictureField
        form={form}
        name="logo"
        label={t('Logo')}
        hint={t('profile_picture_hint')}
        square
        required
      />
      <PictureField
        form={form}
        name="cover_photo"
        label={t('Cover photo')}
        hint={t('JPG, PNG or GIF, up to 2 MB')}
        required
      />
    </div>
  );
}
