import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order } from '../../src/core/api/wire';
import { UNAVAILABLE_ITEM_CHOICES, type UnavailableItemChoice } from '../../src/core/checkout';
import { useSouq, useT } from '../../src/ui/souq';
import { type Fact, FactList } from './FactList';
import { joinParts } from './joinParts';
import { OrderSection } from './OrderSection';

/** Props of `DeliveryFacts`. */
export interface DeliveryFactsProps {
  order: Order;
}

/** Whether a note is one of the checkout's choices, which it sends by its message key. */
const isCheckoutChoice = (note: string): note is UnavailableItemChoice =>
  (UNAVAILABLE_ITEM_CHOICES as readonly string[]).includes(note);

/** Where the order goes and who takes it, and what the shopper asked of the delivery. */
export function DeliveryFacts({ order }: DeliveryFactsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const to = order.delivery_address;
  const place = joinParts([to.address, to.road, to.house, to.floor], locale.language.value);
  const facts: (Fact | false)[] = [
    { label: t('address_type_name', { type: to.address_type }), value: place },
    { label: t('Contact person name'), value: to.contact_person_name },
    {
      label: t('Contact person number'),
      // Phone numbers read left to right in Arabic too.
      value: <bdi dir="ltr">{to.contact_person_number}</bdi>,
    },
    Boolean(order.delivery_instruction) && {
      label: t('Delivery instructions'),
      value: order.delivery_instruction,
    },
    order.cutlery === 1 && { label: t('Cutlery'), value: t('Yes') },
    Boolean(order.unavailable_item_note) && {
      label: t('If an item is unavailable'),
      // The checkout's choice reads in the shopper's language; any other note as written.
      value:
        order.unavailable_item_note && isCheckoutChoice(order.unavailable_item_note)
          ? t(order.unavailable_item_note)
          : order.unavailable_item_note,
    },
  ];
  return (
    <OrderSection title={t('Delivery address')}>
      <FactList facts={facts.filter((fact): fact is Fact => fact !== false)} />
    </OrderSection>
  );
}
