import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DELIVERY_VEHICLES, EARNING_TYPES } from '../../src/core/validation';
import * as css from '../../src/ui/application/Application.css';
import { ChoiceGroup, SelectField } from '../../src/ui/form';
import { useSouq, useT } from '../../src/ui/souq';
import type { DeliveryManApplicationValues } from './deliveryManApplicationForm';

/**
 * How the delivery man works: the vehicle (the shop's list, named in the shopper's language), the
 * zone of the shop they deliver in, and whether they are paid per delivery or a salary.
 */
export function WorkStep({
  form,
}: {
  form: UseFormReturn<DeliveryManApplicationValues>;
}): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const language = locale.language.value;
  return (
    <div className={css.fields}>
      <div className={css.wide}>
        <ChoiceGroup
          form={form}
          name="vehicle_id"
          label={t('Vehicle')}
          options={DELIVERY_VEHICLES.map((vehicle) => ({
            value: String(vehicle.id),
            label: vehicle[language],
          }))}
          required
        />
      </div>
      <div className={css.wide}>
        <SelectField
          form={form}
          name="zone_id"
          label={t('Zone')}
          placeholder={t('Choose a zone')}
          options={shop.zones.value.map((zone) => ({ value: String(zone.id), label: zone.name }))}
          required
        />
      </div>
      <div className={css.wide}>
        <ChoiceGroup
          form={form}
          name="earning"
          label={t('How do you want to earn?')}
          options={[...EARNING_TYPES].reverse().map((earning) => ({
            value: String(earning),
            label: t('earning_type_name', { earning: String(earning) }),
          }))}
          required
        />
      </div>
    </div>
  );
}
