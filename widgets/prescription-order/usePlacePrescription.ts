import { type RefObject, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../src/core/api/ApiError';
import {
  createPrescriptionEndpoints,
  type PrescriptionDestination,
} from '../../src/core/api/prescriptionEndpoints';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import type { CheckoutDestination } from '../../src/core/checkout';
import { checkPrescriptionImages } from '../../src/core/validation';
import { SERVER_ERROR } from '../../src/ui/form';
import { useSouq, useT } from '../../src/ui/souq';
import type { DeliveryStepHandle } from '../checkout/delivery';
import type { PrescriptionNoteValues } from './prescriptionNote';
import type { PharmacyDetails } from './usePharmacyDetails';

/** Where on the page a problem is said: beside what the shopper can change to fix it. */
export type ProblemAt = 'pharmacy' | 'pictures' | 'place';

/** Something that keeps the order from being placed, said where it can be fixed. */
export interface Problem {
  at: ProblemAt;
  message: string;
}

/** What Place order checks, and where it moves focus when a part needs the shopper. */
export interface PrescriptionSetup {
  storeId: number | null;
  pharmacy: PharmacyDetails;
  pictures: readonly File[];
  noteForm: UseFormReturn<PrescriptionNoteValues>;
  delivery: RefObject<DeliveryStepHandle | null>;
  focus: Record<'pharmacy' | 'pictures', RefObject<HTMLElement | null>>;
  onPlaced: (reply: OrderPlacedReply) => void;
}

/** What Place order gives the page. */
export interface PlacePrescription {
  place: () => Promise<void>;
  placing: boolean;
  problem: Problem | null;
  /** Forgets the problem said at `at`: the shopper has changed what it was about. */
  dismiss: (at: ProblemAt) => void;
}

/** Where each refusal of the server is said, by the field its `errors[].code` names. */
const REFUSAL_PLACES: Readonly<Record<string, ProblemAt>> = {
  store: 'pharmacy',
  store_id: 'pharmacy',
  order_attachment: 'pictures',
};

/** Moves focus to the first control a part of the page holds. */
function focusFirst(part: RefObject<HTMLElement | null>): void {
  part.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, button')?.focus();
}

/** The zone a destination lies in. */
const zoneOf = (destination: CheckoutDestination): number =>
  destination.kind === 'saved' ? destination.address.zone_id : destination.zoneId;

/** A destination as the order's form names it. */
const sentDestination = (destination: CheckoutDestination): PrescriptionDestination =>
  destination.kind === 'saved'
    ? { addressId: destination.address.id }
    : { address: destination.address };

/**
 * Place order of a prescription: checks the page's parts in their order (the pharmacy, the
 * pictures, the note, the delivery step, which shows its own errors), refuses a pharmacy closed
 * now or in another zone than the address, then sends the order with one attempt key across
 * retries, and says any refusal where it can be fixed. Nothing the shopper chose or typed is lost.
 */
export function usePlacePrescription(setup: PrescriptionSetup): PlacePrescription {
  const t = useT();
  const { api } = useSouq();
  const endpoints = useMemo(() => createPrescriptionEndpoints(api.request), [api]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placing, setPlacing] = useState(false);
  const pressed = useRef(false);
  // Kept until the server has answered for certain, so a retry cannot place a second order.
  const attempt = useRef<string | null>(null);

  const refuse = (at: ProblemAt, message: string, focus?: RefObject<HTMLElement | null>) => {
    setProblem({ at, message });
    if (focus) focusFirst(focus);
  };

  const placeChecked = async () => {
    setProblem(null);
    const { storeId, pharmacy, pictures, noteForm } = setup;
    if (storeId === null) {
      refuse('pharmacy', t('Choose a pharmacy first.'), setup.focus.pharmacy);
      return;
    }
    if (pharmacy.facts?.open === false) {
      refuse('pharmacy', t('Store/Restaurant is closed'), setup.focus.pharmacy);
      return;
    }
    const pictureCount = checkPrescriptionImages(pictures.length);
    if (pictureCount) {
      refuse('pictures', t(pictureCount.key), setup.focus.pictures);
      return;
    }
    if (!(await noteForm.trigger(undefined, { shouldFocus: true }))) return;
    const destination = setup.delivery.current ? await setup.delivery.current.validate() : null;
    if (destination === null) return;
    const storeZone = pharmacy.facts?.zoneId ?? null;
    if (storeZone !== null && storeZone !== zoneOf(destination)) {
      refuse(
        'pharmacy',
        t(
          'This pharmacy does not deliver to your address. Choose another pharmacy or another address.',
        ),
        setup.focus.pharmacy,
      );
      return;
    }

    attempt.current ??= crypto.randomUUID();
    try {
      const reply = await endpoints.placePrescriptionOrder(
        {
          storeId,
          destination: sentDestination(destination),
          images: pictures,
          note: noteForm.getValues('note'),
        },
        attempt.current,
        { silent: true },
      );
      attempt.current = null;
      setup.onPlaced(reply);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 0) {
        refuse('place', t('The shop could not be reached. Check your connection and try again.'));
        return;
      }
      attempt.current = null;
      const message = error.messages[0] ?? t('Order placement failed');
      if (error.code === 'order_note') {
        noteForm.setError('note', { type: SERVER_ERROR, message }, { shouldFocus: true });
        return;
      }
      refuse(REFUSAL_PLACES[error.code ?? ''] ?? 'place', message);
    }
  };

  const place = async () => {
    // A press while the parts are being checked (a new address being saved) is the same press.
    if (pressed.current) return;
    pressed.current = true;
    setPlacing(true);
    try {
      await placeChecked();
    } finally {
      pressed.current = false;
      setPlacing(false);
    }
  };

  const dismiss = (at: ProblemAt) => setProblem((shown) => (shown?.at === at ? null : shown));

  return { place, placing, problem, dismiss };
}
