import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../src/core/api/ApiError';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import { type CartStoreGroup, OFFLINE_STEPS, paymentOf } from '../../src/core/checkout';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import type { DeliveryStepHandle } from './delivery';
import type { TipHandle } from './TipChooser';
import type { CheckoutPricing } from './useCheckoutPricing';
import type { OrderOptionsValues } from './useOrderOptionsForm';

/** Where on the page a problem is said. */
export type ProblemAt = 'store' | 'order' | 'coupon' | 'payment' | 'place';

/** Something that keeps the order from being placed, said where the shopper can fix it. */
export interface Problem {
  at: ProblemAt;
  message: string;
}

/** The route the demo payment page returns to; it adds the order's id and the payment's outcome. */
export const PAYMENT_RETURN_PATH = '/order-placed';

/** The sections Place order checks and where it moves focus when one needs the shopper. */
export interface PlaceOrderSetup {
  store: CartStoreGroup | null;
  pricing: CheckoutPricing;
  optionsForm: UseFormReturn<OrderOptionsValues>;
  delivery: RefObject<DeliveryStepHandle | null>;
  tip: RefObject<TipHandle | null>;
  focus: Record<'store' | 'payment' | 'offline', RefObject<HTMLElement | null>>;
  onPlaced: (reply: OrderPlacedReply) => void;
}

/** What Place order gives the page. */
export interface PlaceOrder {
  place: () => Promise<void>;
  placing: boolean;
  problem: Problem | null;
  /** The server found another total (409): the summary shows the new one to confirm. */
  totalChanged: boolean;
}

/** Where each refusal of the server is said, by the field its `errors[].code` names. */
const REFUSAL_PLACES: Readonly<Record<string, ProblemAt>> = {
  payment_method: 'payment',
  coupon: 'coupon',
  stock: 'order',
  quantity: 'order',
  cart: 'order',
  item_id: 'order',
  store: 'order',
  store_id: 'order',
  delivery_instruction: 'order',
};

/** Refusals that mean the cart changed under the shopper: it is read again. */
const CART_REFUSALS = new Set(['stock', 'quantity', 'cart', 'item_id']);

/** Moves focus to the first control a section holds. */
function focusFirst(section: RefObject<HTMLElement | null>): void {
  section.current
    ?.querySelector<HTMLElement>('input:not([disabled]), textarea, select, button')
    ?.focus();
}

/**
 * Place order: checks every section in page order (the delivery step shows its own errors),
 * prices the order for the address just confirmed, places it through the core (one attempt key
 * across retries), and says any refusal where it can be fixed, losing nothing typed.
 */
export function usePlaceOrder(setup: PlaceOrderSetup): PlaceOrder {
  useSignals();
  const t = useT();
  const { cart, checkout, session } = useSouq();
  const href = useStorefrontHref();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [totalChanged, setTotalChanged] = useState(false);
  const [checking, setChecking] = useState(false);
  const pressed = useRef(false);
  const settings = checkout.settings.value;

  const refuse = (at: ProblemAt, message: string, focus?: RefObject<HTMLElement | null>) => {
    setProblem({ at, message });
    if (focus) focusFirst(focus);
  };

  const failure = (error: ApiError): string =>
    error.status === 0
      ? t('The shop could not be reached. Check your connection and try again.')
      : (error.messages[0] ?? t('Order placement failed'));

  const placeChecked = async () => {
    setProblem(null);
    setTotalChanged(false);
    const destination = setup.delivery.current ? await setup.delivery.current.validate() : null;
    if (destination === null) return;
    const { store } = setup;
    if (store === null) {
      refuse('store', t('Choose the store to order from first.'), setup.focus.store);
      return;
    }
    if (!(await setup.optionsForm.trigger(undefined, { shouldFocus: true }))) return;
    if (setup.tip.current?.check() === false) return;

    const summary = setup.pricing.priceFor(destination);
    const signedIn = session.isLoggedIn.peek();
    const draft = checkout.draft.peek();
    const { method } = paymentOf(draft, summary, signedIn);
    if (method === null) {
      refuse('payment', t('Choose a payment method'), setup.focus.payment);
      return;
    }
    if (method === 'cash_on_delivery' && summary.due > settings.codMaxOrderAmount) {
      const cap =
        settings.codMaxOrderAmount === 1000
          ? t('You can not Order more then 1000 on COD order')
          : t(
              'The total amount of the order exceeds maximum amount of the cash on delivery method',
            );
      refuse('payment', cap, setup.focus.payment);
      return;
    }
    if (method === 'offline_payment' && checkout.offline.peek().step !== OFFLINE_STEPS.done) {
      refuse('payment', t('Save the offline payment details first'), setup.focus.offline);
      return;
    }

    const outcome = await checkout.place({
      storeId: store.storeId,
      destination,
      summary,
      signedIn,
      callback: new URL(href(PAYMENT_RETURN_PATH), window.location.href).href,
    });
    switch (outcome.kind) {
      case 'placed':
        setup.onPlaced(outcome.reply);
        return;
      case 'total-changed':
        setTotalChanged(true);
        setProblem({ at: 'place', message: failure(outcome.error) });
        // Read again what the total depends on; the summary then shows the new total.
        void cart.refresh();
        setup.pricing.reloadStore();
        return;
      case 'refused': {
        const code = outcome.error.code ?? '';
        const at = REFUSAL_PLACES[code] ?? 'place';
        if (code === 'coupon') checkout.edit({ coupon: null });
        if (CART_REFUSALS.has(code)) void cart.refresh();
        setProblem({ at, message: failure(outcome.error) });
        return;
      }
      case 'failed':
        setProblem({ at: 'place', message: failure(outcome.error) });
        return;
      case 'incomplete':
        refuse('payment', t('Choose a payment method'), setup.focus.payment);
        return;
      default:
        return outcome satisfies never;
    }
  };

  const place = async () => {
    // A press while the sections are being checked (a new address being saved) is the same press.
    if (pressed.current) return;
    pressed.current = true;
    setChecking(true);
    try {
      await placeChecked();
    } finally {
      pressed.current = false;
      setChecking(false);
    }
  };

  return { place, placing: checking || checkout.placing.value, problem, totalChanged };
}
