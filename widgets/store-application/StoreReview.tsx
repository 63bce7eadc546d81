import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DeliveryDraft } from '../../src/core/checkout';
import { TermsField } from '../../src/ui/application/ApplicantFields';
import * as css from '../../src/ui/application/Application.css';
import { ReviewPart, ReviewPicture } from '../../src/ui/application/ReviewPart';
import { useSouq, useT } from '../../src/ui/souq';
import type { StoreApplicationValues, StoreStep } from './storeApplicationForm';
import { useModules } from './useModules';

/** Props of `StoreReview`. */
export interface StoreReviewProps {
  form: UseFormReturn<StoreApplicationValues>;
  locationForm: UseFormReturn<DeliveryDraft>;
  nameOf: (step: StoreStep) => string;
  /** Goes back to a step to change what it holds. */
  onChange: (step: StoreStep) => void;
}

/** The last step: the application read back, step by step, and the terms to accept. */
export function StoreReview({ form, locationForm, nameOf, onChange }: StoreReviewProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const modules = useModules();
  const values = form.getValues();
  const where = locationForm.getValues();
  const module =
    modules.state.status === 'success'
      ? modules.state.data.find((one) => String(one.id) === values.module_id)
      : undefined;
  const zone = shop.zones.value.find((one) => String(one.id) === where.zoneId);
  return (
    <div className={css.review}>
      <p className={css.intro}>{t('Check your application before you send it.')}</p>
      <ReviewPart
        title={nameOf('store')}
        onChange={() => onChange('store')}
        facts={[
          {
            term: t('Store name (Arabic)'),
            value: (
              <span lang="ar" dir="rtl">
                {values.name_ar}
              </span>
            ),
          },
          {
            term: t('Store name (English)'),
            value: (
              <span lang="en" dir="ltr">
                {values.name_en}
              </span>
            ),
          },
          { term: t('Business module'), value: module?.module_name ?? module?.module_type ?? '' },
          { term: t('Zone'), value: zone?.name ?? '' },
          {
            term: t('Location'),
            value: <span dir="ltr">{`${where.latitude}, ${where.longitude}`}</span>,
          },
          {
            term: t('Store address (Arabic)'),
            value: (
              <span lang="ar" dir="rtl">
                {values.address_ar}
              </span>
            ),
          },
          {
            term: t('Store address (English)'),
            value: (
              <span lang="en" dir="ltr">
                {values.address_en}
              </span>
            ),
          },
          {
            term: t('Logo'),
            value: <ReviewPicture file={values.logo} name={t('Logo')} />,
          },
          {
            term: t('Cover photo'),
            value: <ReviewPicture file={values.cover_photo} name={t('Cover photo')} />,
          },
        ]}
      />
      <ReviewPart
        title={nameOf('owner')}
        onChange={() => onChange('owner')}
        facts={[
          { term: t('First name'), value: <bdi>{values.f_name}</bdi> },
          { term: t('Last name'), value: <bdi>{values.l_name}</bdi> },
          { term: t('Phone number'), value: <span dir="ltr">{values.phone}</span> },
          { term: t('Email'), value: <span dir="ltr">{values.email}</span> },
        ]}
      />
      <TermsField form={form} />
    </div>
  );
}
