import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DELIVERY_VEHICLES } from '../../src/core/validation';
import { TermsField } from '../../src/ui/application/ApplicantFields';
import * as css from '../../src/ui/application/Application.css';
import { ReviewPart, ReviewPicture } from '../../src/ui/application/ReviewPart';
import { useSouq, useT } from '../../src/ui/souq';
import type { DeliveryManApplicationValues, DeliveryStep } from './deliveryManApplicationForm';

/** Props of `DeliveryManReview`. */
export interface DeliveryManReviewProps {
  form: UseFormReturn<DeliveryManApplicationValues>;
  nameOf: (step: DeliveryStep) => string;
  /** Goes back to a step to change what it holds. */
  onChange: (step: DeliveryStep) => void;
}

/** The last step: the registration read back, step by step, and the terms to accept. */
export function DeliveryManReview({ form, nameOf, onChange }: DeliveryManReviewProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const values = form.getValues();
  const vehicle = DELIVERY_VEHICLES.find((one) => String(one.id) === values.vehicle_id);
  const zone = shop.zones.value.find((one) => String(one.id) === values.zone_id);
  return (
    <div className={css.review}>
      <p className={css.intro}>{t('Check your application before you send it.')}</p>
      <ReviewPart
        title={nameOf('identity')}
        onChange={() => onChange('identity')}
        facts={[
          {
            term: t('Identity type'),
            value: t('identity_type_name', { type: values.identity_type }),
          },
          { term: t('Identity number'), value: <span dir="ltr">{values.identity_number}</span> },
          {
            term: t('Front of the document'),
            value: <ReviewPicture file={values.identity_front} name={t('Front of the document')} />,
          },
          ...(values.identity_back === null
            ? []
            : [
                {
                  term: t('Back of the document (optional)'),
                  value: (
                    <ReviewPicture
                      file={values.identity_back}
                      name={t('Back of the document (optional)')}
                    />
                  ),
                },
              ]),
        ]}
      />
      <ReviewPart
        title={nameOf('work')}
        onChange={() => onChange('work')}
        facts={[
          { term: t('Vehicle'), value: vehicle ? vehicle[locale.language.value] : '' },
          { term: t('Zone'), value: zone?.name ?? '' },
          {
            term: t('How do you want to earn?'),
            value: t('earning_type_name', { earning: values.earning }),
          },
        ]}
      />
      <ReviewPart
        title={nameOf('person')}
        onChange={() => onChange('person')}
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
