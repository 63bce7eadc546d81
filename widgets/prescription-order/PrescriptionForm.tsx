import { useSignals } from '@preact/signals-react/runtime';
import { Banknote } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import { orderPlacedPath } from '../../src/core/catalog';
import type { CheckoutDestination } from '../../src/core/checkout';
import {
  checkPrescriptionImages,
  ORDER_NOTE_MAX_LENGTH,
  PRESCRIPTION_MAX_IMAGES,
} from '../../src/core/validation';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { FormAlert, TextAreaField, useRuleForm } from '../../src/ui/form';
import { Icon } from '../../src/ui/Icon';
import { ImagePicker } from '../../src/ui/orders/ImagePicker';
import { usePriceFormatter, useRouterNavigate, useSouq, useT } from '../../src/ui/souq';
import { DeliveryStep, type DeliveryStepHandle } from '../checkout/delivery';
import { PharmacySection } from './PharmacySection';
import * as css from './PrescriptionOrder.css';
import { type PrescriptionNoteValues, prescriptionNoteSchema } from './prescriptionNote';
import { useDeliveryFee } from './useDeliveryFee';
import { usePharmacies } from './usePharmacies';
import { usePharmacyDetails } from './usePharmacyDetails';
import { type ProblemAt, usePlacePrescription } from './usePlacePrescription';

/** Props of `PrescriptionForm`. */
export interface PrescriptionFormProps {
  /** The pharmacy the page was opened for; null lets the shopper choose one. */
  storeId: number | null;
  /** Shows the confirmation in place, where no router opens its route. */
  onPlaced: (orderId: number) => void;
}

/**
 * A prescription order's steps, one under the other: the pharmacy, the prescription's pictures
 * and a note, where it is delivered, and how it is paid (cash on delivery, the medicines priced
 * by the pharmacy later), then Place order.
 */
export function PrescriptionForm({ storeId, onPlaced }: PrescriptionFormProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { checkout, session } = useSouq();
  const events = useSouqEvents();
  const navigate = useRouterNavigate();
  const id = useId();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const pharmacyId = storeId ?? chosenId;
  const pharmacies = usePharmacies(storeId === null);
  const details = usePharmacyDetails(pharmacyId);
  const [pictures, setPictures] = useState<File[]>([]);
  const noteForm = useRuleForm<PrescriptionNoteValues>({
    schema: prescriptionNoteSchema,
    defaultValues: { note: '' },
  });
  const [destination, setDestination] = useState<CheckoutDestination | null>(null);
  const fee = useDeliveryFee(pharmacyId, details.facts, destination);
  const storeZone = details.facts?.zoneId ?? null;
  const outOfZone =
    storeZone !== null &&
    destination !== null &&
    storeZone !== (destination.kind === 'saved' ? destination.address.zone_id : destination.zoneId);
  const delivery = useRef<DeliveryStepHandle>(null);
  const pharmacySection = useRef<HTMLElement>(null);
  const picturesPart = useRef<HTMLDivElement>(null);
  const draft = checkout.draft.value;

  const placed = (reply: OrderPlacedReply) => {
    events.dispatch('souq:order-place', { orderId: reply.order_id, total: reply.total_ammount });
    if (navigate) navigate(orderPlacedPath(reply.order_id, 'prescription'));
    else onPlaced(reply.order_id);
  };
  const placing = usePlacePrescription({
    storeId: pharmacyId,
    pharmacy: details,
    pictures,
    noteForm,
    delivery,
    focus: { pharmacy: pharmacySection, pictures: picturesPart },
    onPlaced: placed,
  });
  const problemAt = (at: ProblemAt) =>
    placing.problem?.at === at ? placing.problem.message : null;

  return (
    <>
      <PharmacySection
        given={storeId !== null}
        pharmacies={pharmacies}
        chosenId={chosenId}
        onChoose={(chosen) => {
          setChosenId(chosen);
          placing.dismiss('pharmacy');
        }}
        details={details}
        outOfZone={outOfZone}
        problem={problemAt('pharmacy')}
        sectionRef={pharmacySection}
      />
      <section className={css.section} aria-labelledby={`${id}-prescription`}>
        <h2 id={`${id}-prescription`} className={css.sectionTitle}>
          {t('Your prescription')}
        </h2>
        <div ref={picturesPart}>
          <ImagePicker
            label={t('Pictures of your prescription')}
            files={pictures}
            onChange={(files) => {
              setPictures(files);
              placing.dismiss('pictures');
            }}
            max={PRESCRIPTION_MAX_IMAGES}
            checkCount={checkPrescriptionImages}
          />
        </div>
        {problemAt('pictures') ? <FormAlert>{problemAt('pictures')}</FormAlert> : null}
        <TextAreaField
          form={noteForm}
          name="note"
          label={t('Note for the pharmacy (optional)')}
          hint={t('Say which medicines you need, or anything the pharmacist should know.')}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          rows={3}
        />
      </section>
      <div className={css.section}>
        <DeliveryStep
          signedIn={session.isLoggedIn.value}
          draft={draft.delivery}
          onDraftChange={(typed) => checkout.edit({ delivery: typed })}
          savedAddressId={draft.savedAddressId}
          onSavedAddressChange={(savedAddressId) => checkout.edit({ savedAddressId })}
          onChoiceChange={setDestination}
          handle={delivery}
        />
      </div>
      <section className={css.section} aria-labelledby={`${id}-payment`}>
        <h2 id={`${id}-payment`} className={css.sectionTitle}>
          {t('Payment method')}
        </h2>
        <p className={css.method}>
          <Icon icon={Banknote} size={20} className={css.methodIcon} />
          <span className={css.methodText}>
            <strong>{t('cash_on_delivery')}</strong>
            <span className={css.hint}>
              {t('A prescription order is paid in cash on delivery')}
            </span>
          </span>
        </p>
        {fee === null ? null : (
          <dl className={css.terms}>
            <div className={css.term}>
              <dt className={css.termName}>{t('Delivery fee')}</dt>
              <dd className={css.termValue}>{format(fee)}</dd>
            </div>
          </dl>
        )}
        <p className={css.notice}>
          {t(
            'The pharmacy prices your medicines once it has read your prescription. You pay for them and the delivery fee in cash when the order arrives.',
          )}
        </p>
        {problemAt('place') ? <FormAlert>{problemAt('place')}</FormAlert> : null}
        <Button fullWidth loading={placing.placing} onClick={() => void placing.place()}>
          {t('Place order')}
        </Button>
      </section>
    </>
  );
}
