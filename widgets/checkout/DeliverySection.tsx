import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode, Ref } from 'react';
import type { CheckoutDestination } from '../../src/core/checkout';
import { useSouq } from '../../src/ui/souq';
import * as css from './Checkout.css';
import { DeliveryStep, type DeliveryStepHandle } from './delivery';

/** Props of `DeliverySection`. */
export interface DeliverySectionProps {
  handle: Ref<DeliveryStepHandle>;
  /** Where the order goes whenever the step is complete and valid, else null. */
  onDestinationChange: (destination: CheckoutDestination | null) => void;
}

/**
 * The delivery step (widgets/checkout/delivery, with its own heading), over the checkout's
 * persisted draft: what the shopper types there and the saved address chosen survive a reload.
 */
export function DeliverySection({ handle, onDestinationChange }: DeliverySectionProps): ReactNode {
  useSignals();
  const { checkout, session } = useSouq();
  const draft = checkout.draft.value;
  return (
    <div className={css.section}>
      <DeliveryStep
        signedIn={session.isLoggedIn.value}
        draft={draft.delivery}
        onDraftChange={(delivery) => checkout.edit({ delivery })}
        savedAddressId={draft.savedAddressId}
        onSavedAddressChange={(savedAddressId) => checkout.edit({ savedAddressId })}
        onChoiceChange={onDestinationChange}
        handle={handle}
      />
    </div>
  );
}
