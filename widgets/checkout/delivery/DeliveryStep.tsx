import { type ReactNode, useImperativeHandle } from 'react';
import { useT } from '../../../src/ui/souq';
import type { DeliveryStepProps } from './deliveryTypes';

/** The checkout's delivery step: where the order goes and who takes it. */
export function DeliveryStep({ handle }: DeliveryStepProps): ReactNode {
  const t = useT();
  useImperativeHandle(handle, () => ({ validate: async () => null }), []);
  return <h2>{t('Delivery address')}</h2>;
}
