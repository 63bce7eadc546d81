import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Order, OrderDeliveryAddress } from '../../src/core/api/wire';
import { UNAVAILABLE_ITEM_CHOICES, type UnavailableItemChoice } from '../../src/core/checkout';
import type { Locale } from '../../src/core/i18n';
import { type Translator, useSouq, useT } from '../../src/ui/souq';
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

/** An address's facts: the place, the person to ask for and their number. */
function addressFacts(to: OrderDeliveryAddress, t: Translator, language: Locale): Fact[] {
  return [
    {
      label: t('address_type_name', { type: to.address_type }),
      value: joinParts([to.address, to.road, to.house, to.floor], language),
    },
    { label: t('Contact person name'), value: to.contact_person_name },
    {
      label: t('Contact person number'),
      // Phone numbers read left to right in Arabic too.
      value: <bdi dir="ltr">{to.contact_person_number}</bdi>,
    },
  ];
}

/**
 * Where the order goes and who takes it, and what the shopper asked of the delivery; a parcel's
 * sender (where it is collected) and receiver (where it goes) each in a section of their own.
 */
export function DeliveryFacts({ order }: DeliveryFactsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const language = locale.language.value;
  const asked: (Fact | false)[] = [
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
  const requests = asked.filter((fact): fact is Fact => fact !== false);
  if (order.order_type === 'parcel') {
    return (
      <>
        <OrderSection title={t('From')}>
          <FactList facts={addressFacts(order.delivery_address, t, language)} />
        </OrderSection>
        {order.receiver_details ? (
          <OrderSection title={t('To')}>
            <FactList facts={[...addressFacts(order.receiver_details, t, language), ...requests]} />
          </OrderSection>
        ) : null}
      </>
    );
  }
  return (
    <OrderSection title={t('Delivery address')}>
      <FactList facts={[...addressFacts(order.delivery_address, t, language), ...requests]} />
    </OrderSection>
  );
}
