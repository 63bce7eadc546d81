import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useId } from 'react';
import { catalogImageSrc } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { FormAlert } from '../../src/ui/form';
import * as formCss from '../../src/ui/form/Form.css';
import { Img } from '../../src/ui/Img';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './PrescriptionOrder.css';
import type { Pharmacy } from './pharmacies';
import type { PharmaciesRead } from './usePharmacies';
import type { PharmacyDetails } from './usePharmacyDetails';

/** Props of `PharmacySection`. */
export interface PharmacySectionProps {
  /** Whether the page was opened for one pharmacy (`store-id`): it is then not chosen here. */
  given: boolean;
  /** The shop's pharmacies, when the shopper chooses one. */
  pharmacies: PharmaciesRead;
  chosenId: number | null;
  onChoose: (id: number) => void;
  /** What is known of the chosen pharmacy: its name, whether it takes orders now. */
  details: PharmacyDetails;
  /** The delivery address chosen lies outside the pharmacy's zone. */
  outOfZone: boolean;
  /** Why the last press placed nothing, when it is the pharmacy's doing. */
  problem: string | null;
  sectionRef: Ref<HTMLElement>;
}

/** One pharmacy to choose: its logo, name, and address or why it cannot be chosen. */
function PharmacyOption({
  pharmacy,
  name,
  checked,
  closedNow,
  onChoose,
}: {
  pharmacy: Pharmacy;
  name: string;
  checked: boolean;
  closedNow: boolean;
  onChoose: (id: number) => void;
}): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  return (
    <label className={css.pharmacy}>
      <input
        className={css.radio}
        type="radio"
        name={name}
        checked={checked}
        disabled={!pharmacy.active}
        onChange={() => onChoose(pharmacy.id)}
      />
      <Img
        src={catalogImageSrc(pharmacy.logo, shop.imageBaseUrls.value, 'store_image_url')}
        alt=""
        width={css.LOGO_SIZE}
        height={css.LOGO_SIZE}
        className={css.logo}
      />
      <span className={css.pharmacyText}>
        <span className={css.pharmacyName}>{pharmacy.name}</span>
        {pharmacy.address ? <span className={css.pharmacyNote}>{pharmacy.address}</span> : null}
        {closedNow || !pharmacy.active ? (
          <span className={css.closed}>{t('Closed now')}</span>
        ) : null}
      </span>
    </label>
  );
}

/** The shop's pharmacies to choose from, as far as they are read. */
function PharmacyList({
  pharmacies,
  chosenId,
  onChoose,
  details,
}: Pick<PharmacySectionProps, 'pharmacies' | 'chosenId' | 'onChoose' | 'details'>): ReactNode {
  const t = useT();
  const name = useId();
  const { state, retry } = pharmacies;
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <div className={css.pharmacyList} aria-busy="true">
          <span className={css.bone} />
          <span className={css.bone} />
        </div>
      );
    case 'error':
      return (
        <div className={css.failure}>
          <p className={css.hint}>{t('The pharmacies could not be loaded.')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('Try again')}
          </Button>
        </div>
      );
    case 'success':
      if (state.data.length === 0) {
        return <p className={css.hint}>{t('No pharmacy takes prescriptions at the moment.')}</p>;
      }
      return (
        <fieldset className={formCss.group}>
          <legend className={formCss.legend}>
            {t('Choose the pharmacy to send your prescription to')}
          </legend>
          <div className={css.pharmacyList}>
            {state.data.map((pharmacy) => (
              <PharmacyOption
                key={pharmacy.id}
                pharmacy={pharmacy}
                name={name}
                checked={pharmacy.id === chosenId}
                closedNow={pharmacy.id === chosenId && details.facts?.open === false}
                onChoose={onChoose}
              />
            ))}
          </div>
        </fieldset>
      );
    default:
      return state satisfies never;
  }
}

/**
 * The order's pharmacy: the one the page was opened for, or one the shopper chooses among the
 * shop's pharmacies; a pharmacy closed now says so, and a refusal that concerns it is said here.
 */
export function PharmacySection({
  given,
  pharmacies,
  chosenId,
  onChoose,
  details,
  outOfZone,
  problem,
  sectionRef,
}: PharmacySectionProps): ReactNode {
  const t = useT();
  const headingId = useId();
  const farAway = t(
    'This pharmacy does not deliver to your address. Choose another pharmacy or another address.',
  );
  return (
    <section ref={sectionRef} className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {t('Pharmacy')}
      </h2>
      {given ? (
        <div className={css.givenPharmacy}>
          {details.name === null ? (
            details.unread ? null : (
              <span className={css.boneLine} aria-hidden="true" />
            )
          ) : (
            <span className={css.pharmacyName}>{details.name}</span>
          )}
          {details.facts?.open === false ? (
            <span className={css.closed}>{t('Closed now')}</span>
          ) : null}
        </div>
      ) : (
        <PharmacyList
          pharmacies={pharmacies}
          chosenId={chosenId}
          onChoose={onChoose}
          details={details}
        />
      )}
      {outOfZone && problem !== farAway ? <p className={css.closed}>{farAway}</p> : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </section>
  );
}
