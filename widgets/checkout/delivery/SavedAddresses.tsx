import { CloudOff } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import type { SavedAddress } from '../../../src/core/api/orderWire';
import { useDoorDetails } from '../../../src/ui/address';
import { Button } from '../../../src/ui/Button';
import { Icon } from '../../../src/ui/Icon';
import { useT } from '../../../src/ui/souq';
import * as css from './DeliveryStep.css';

/** Props of `SavedAddressList`. */
export interface SavedAddressListProps {
  addresses: readonly SavedAddress[];
  chosenId: number | null;
  onChoose(id: number): void;
  /** Said under the list when no address is chosen at validation, translated. */
  error: string | null;
  /** The chosen radio button (the first while none is), for the step to move focus to. */
  radioRef: Ref<HTMLInputElement>;
}

/** The customer's saved addresses as radio buttons, each showing its type, contact and address. */
export function SavedAddressList({
  addresses,
  chosenId,
  onChoose,
  error,
  radioRef,
}: SavedAddressListProps): ReactNode {
  const t = useT();
  const doorDetails = useDoorDetails();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={css.savedGroup}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={css.legend}>{t('Saved addresses')}</legend>
      {addresses.map((address, index) => {
        const door = doorDetails(address);
        return (
          <label key={address.id} className={css.savedOption}>
            <input
              ref={
                address.id === chosenId || (chosenId === null && index === 0) ? radioRef : undefined
              }
              className={css.radio}
              type="radio"
              name={name}
              value={address.id}
              checked={address.id === chosenId}
              onChange={() => onChoose(address.id)}
            />
            <span className={css.savedText}>
              <span className={css.savedType}>
                {t('address_type_name', { type: address.address_type })}
              </span>
              {/* Written by the shopper in either language: each part keeps its own direction. */}
              <bdi>{address.address}</bdi>
              {door === '' ? null : <span className={css.muted}>{door}</span>}
              <span className={css.muted}>
                <bdi>{address.contact_person_name}</bdi> ·{' '}
                <bdi>{address.contact_person_number}</bdi>
              </span>
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className={css.problem}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The saved addresses while they load: stand-ins of their size. */
export function SavedAddressesSkeleton(): ReactNode {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')} className={css.savedGroup}>
      <span className={css.savedBone} />
      <span className={css.savedBone} />
    </div>
  );
}

/** The saved addresses could not be read: say so, and offer Try again. */
export function SavedAddressesFailed({
  onRetry,
  retryRef,
}: {
  onRetry: () => void;
  /** Try again, focused when the checkout asks for the step meanwhile. */
  retryRef: Ref<HTMLButtonElement>;
}): ReactNode {
  const t = useT();
  return (
    <div role="alert" className={css.failed}>
      <Icon icon={CloudOff} size={24} />
      <p className={css.notice}>{t('Your saved addresses could not be loaded')}</p>
      <Button ref={retryRef} variant="secondary" size="sm" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}
