import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { isApiError } from '../../../src/core/api/ApiError';
import type { AddressDraft, SavedAddress } from '../../../src/core/api/orderWire';
import { checkDeliveryAddress } from '../../../src/core/validation';
import {
  AddressFields,
  addressDraftOf,
  addressFormSchema,
  FIELD_OF_CODE,
  hasAddressTyped,
  isCompleteDraft,
  useDeliveryLocation,
  useSavedAddresses,
} from '../../../src/ui/address';
import { Button } from '../../../src/ui/Button';
import { SERVER_ERROR, useRuleForm } from '../../../src/ui/form';
import { useOrderEndpoints, useT } from '../../../src/ui/souq';
import * as css from './DeliveryStep.css';
import {
  type DeliveryChoice,
  type DeliveryDraft,
  type DeliveryStepProps,
  EMPTY_DELIVERY_DRAFT,
} from './deliveryTypes';
import { SavedAddressesFailed, SavedAddressesSkeleton, SavedAddressList } from './SavedAddresses';

/** Props of `DeliveryStep`, with the options a host may add. */
export interface DeliveryStepOptions extends DeliveryStepProps {
  /** The level of the step's heading, under the page's own (2 by default). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** What the step shows: the saved addresses, the new-address form, or the list's read. */
type StepView = 'saved' | 'new' | 'loading' | 'failed';

/** Whether a saved address is the one just sent (the server answers no id when it saves). */
const isSameAddress = (saved: SavedAddress, sent: AddressDraft) =>
  saved.address === sent.address &&
  Number(saved.latitude) === sent.latitude &&
  Number(saved.longitude) === sent.longitude;

/**
 * The checkout's delivery step: where the order goes and who takes it. A customer picks a saved
 * address or adds one; a guest writes the address. Every change reaches the checkout (to persist
 * the draft and price the delivery), and `validate()` says every problem in place.
 */
export function DeliveryStep({
  signedIn,
  draft,
  onDraftChange,
  savedAddressId,
  onSavedAddressChange,
  onChoiceChange,
  handle,
  headingLevel = 2,
}: DeliveryStepOptions): ReactNode {
  const t = useT();
  const orders = useOrderEndpoints();
  const headingId = useId();
  const form = useRuleForm<DeliveryDraft>({ schema: addressFormSchema, defaultValues: draft });
  const location = useDeliveryLocation(form);
  const saved = useSavedAddresses(signedIn);
  const [adding, setAdding] = useState(() => savedAddressId === null && hasAddressTyped(draft));
  const [savedError, setSavedError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const radio = useRef<HTMLInputElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // Where focus goes once the view the shopper switched to shows (the pressed button is gone).
  const focusNext = useRef<'form' | 'list' | null>(null);
  // The saved address chosen before the form opened, chosen again if the shopper goes back.
  const chosenBefore = useRef<number | null>(null);
  const values = form.watch();

  const addresses = saved.state.status === 'success' ? saved.state.data.addresses : [];
  const view: StepView = !signedIn
    ? 'new'
    : saved.state.status === 'success'
      ? addresses.length === 0 || adding
        ? 'new'
        : 'saved'
      : saved.state.status === 'error'
        ? 'failed'
        : 'loading';
  const chosen = addresses.find((address) => address.id === savedAddressId) ?? null;
  const zone = location.zone.status;

  useEffect(() => {
    if (focusNext.current === 'form' && view === 'new') form.setFocus('contactName');
    else if (focusNext.current === 'list' && view === 'saved') radio.current?.focus();
    else return;
    focusNext.current = null;
  }, [view, form]);

  // The newest saved address is chosen while none is (or the one chosen is gone).
  const first = addresses[0];
  useEffect(() => {
    if (view === 'saved' && chosen === null && first) onSavedAddressChange(first.id);
  }, [view, chosen, first, onSavedAddressChange]);

  // Every change of the form reaches the checkout, which keeps it across a reload.
  const draftChanged = useRef(onDraftChange);
  useEffect(() => {
    draftChanged.current = onDraftChange;
  });
  useEffect(() => {
    const watching = form.watch(() => draftChanged.current(form.getValues()));
    return () => watching.unsubscribe();
  }, [form]);

  const choice: DeliveryChoice | null =
    view === 'saved'
      ? chosen && { kind: 'saved', address: chosen }
      : view === 'new' && zone.kind === 'inside' && isCompleteDraft(values)
        ? { kind: 'new', address: addressDraftOf(values), zoneId: zone.zoneId }
        : null;
  const choiceKey = JSON.stringify(choice);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised choice stands for the choice
  useEffect(() => {
    onChoiceChange(choice);
  }, [choiceKey]);

  const chooseSaved = useCallback(
    (id: number) => {
      setSavedError(null);
      onSavedAddressChange(id);
    },
    [onSavedAddressChange],
  );

  /** Saves the new address and chooses it; null when it was refused (said in place). */
  const saveAddress = async (
    address: AddressDraft,
    zoneId: number,
  ): Promise<DeliveryChoice | null> => {
    try {
      await orders.addAddress(address, { silent: true });
    } catch (error) {
      const field = isApiError(error) && error.code ? FIELD_OF_CODE[error.code] : undefined;
      const message = isApiError(error) ? error.messages[0] : undefined;
      if (field && message) {
        form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
      } else setAlert(message ?? t('Something went wrong'));
      return null;
    }
    const list = await saved.reload().catch(() => null);
    const added = list?.addresses.find((entry) => isSameAddress(entry, address));
    // Saved but not read back: the order still goes to the address as written.
    if (!added) return { kind: 'new', address, zoneId };
    const kept = form.getValues();
    const next = {
      ...EMPTY_DELIVERY_DRAFT,
      contactName: kept.contactName,
      contactPhone: kept.contactPhone,
    };
    form.reset(next);
    location.zone.clear();
    onDraftChange(next);
    onSavedAddressChange(added.id);
    setAdding(false);
    return { kind: 'saved', address: added };
  };

  const validate = async (): Promise<DeliveryChoice | null> => {
    setAlert(null);
    if (view === 'loading') return null;
    if (view === 'failed') {
      retry.current?.focus();
      return null;
    }
    if (view === 'saved') {
      if (chosen === null) {
        const failure = checkDeliveryAddress(chosen);
        setSavedError(failure && t(failure.key));
        radio.current?.focus();
        return null;
      }
      return { kind: 'saved', address: chosen };
    }
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
    const status = await location.zone.settled();
    if (status.kind !== 'inside') {
      form.setFocus('zoneId');
      return null;
    }
    const current = form.getValues();
    const address = addressDraftOf(current);
    if (signedIn && current.saveForLater) return saveAddress(address, status.zoneId);
    return { kind: 'new', address, zoneId: status.zoneId };
  };

  useImperativeHandle(handle, () => ({ validate }));

  const Heading = `h${headingLevel}` as const;
  return (
    <section className={css.step} aria-labelledby={headingId}>
      <Heading id={headingId} className={css.heading}>
        {t('Delivery address')}
      </Heading>
      {view === 'loading' ? <SavedAddressesSkeleton /> : null}
      {view === 'failed' ? (
        <SavedAddressesFailed
          retryRef={retry}
          onRetry={() => void saved.reload().catch(() => undefined)}
        />
      ) : null}
      {view === 'saved' ? (
        <>
          <SavedAddressList
            addresses={addresses}
            chosenId={savedAddressId}
            onChoose={chooseSaved}
            error={savedError}
            radioRef={radio}
          />
          <div className={css.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                focusNext.current = 'form';
                chosenBefore.current = savedAddressId;
                setAdding(true);
                onSavedAddressChange(null);
              }}
            >
              {t('Add a new address')}
            </Button>
          </div>
        </>
      ) : null}
      {view === 'new' ? (
        <>
          {signedIn && addresses.length > 0 ? (
            <div className={css.actions}>
              <Button
                variant="ghost"
                onClick={() => {
                  focusNext.current = 'list';
                  setAdding(false);
                  onSavedAddressChange(chosenBefore.current);
                }}
              >
                {t('Choose a saved address')}
              </Button>
            </div>
          ) : null}
          <AddressFields form={form} location={location} canSave={signedIn} alert={alert} />
        </>
      ) : null}
    </section>
  );
}
