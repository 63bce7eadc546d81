import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import * as v from 'valibot';
import type { DeliveryDraft } from '../../src/core/checkout';
import { contactPersonNameSchema, phoneSchema } from '../../src/core/validation';
import {
  addressFormSchema,
  FIELD_OF_CODE,
  isCompleteDraft,
  pointOf,
  useDeliveryLocation,
  useSavedAddresses,
} from '../../src/ui/address';
import * as addressCss from '../../src/ui/address/AddressForm.css';
import { LocationPicker } from '../../src/ui/address/LocationPicker';
import { Button } from '../../src/ui/Button';
import { FormAlert, SERVER_ERROR, TextField, useRuleForm } from '../../src/ui/form';
import { useT } from '../../src/ui/souq';
import {
  SavedAddressesFailed,
  SavedAddressesSkeleton,
  SavedAddressList,
} from '../checkout/delivery/SavedAddresses';
import * as css from './Parcel.css';
import {
  EMPTY_END_DRAFT,
  fieldsOfDraft,
  fieldsOfSaved,
  type ParcelContact,
  type ParcelEndChoice,
  type ParcelEndHandle,
  type ParcelEndRole,
  type ParcelPlace,
  pointOfSaved,
} from './parcelEnd';

/** Props of `ParcelEnd`. */
export interface ParcelEndProps {
  /** Which end this is: it names the contact's fields. */
  role: ParcelEndRole;
  signedIn: boolean;
  /** The contact the form starts with, and takes while its fields are still empty. */
  contact?: ParcelContact | null | undefined;
  /** Where the end is whenever it is known (for the charge), or null. */
  onPlaceChange(place: ParcelPlace | null): void;
  handle: Ref<ParcelEndHandle>;
}

/** What the end's address shows: the saved addresses, a new one, or the list's read. */
type AddressView = 'saved' | 'new' | 'loading' | 'failed';

const contactSchema = v.object({ contactName: contactPersonNameSchema, contactPhone: phoneSchema });

/** The wire codes of an end's fields: the sender's bare, the receiver's under receiver_details. */
export const RECEIVER_PREFIX = 'receiver_details.';

/**
 * One end of a parcel: who gives it (or takes it), their phone, and where, as a saved address of
 * a customer or a new one found by position or by zone and area. A point outside every zone the
 * shop serves is refused in place, and a missing location in the server's words.
 */
export function ParcelEnd({
  role,
  signedIn,
  contact,
  onPlaceChange,
  handle,
}: ParcelEndProps): ReactNode {
  useSignals();
  const t = useT();
  const form = useRuleForm<DeliveryDraft>({
    schema: addressFormSchema,
    defaultValues: {
      ...EMPTY_END_DRAFT,
      contactName: contact?.name ?? '',
      contactPhone: contact?.phone ?? '',
    },
  });
  const location = useDeliveryLocation(form);
  const saved = useSavedAddresses(signedIn);
  const [adding, setAdding] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [savedError, setSavedError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const radio = useRef<HTMLInputElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // The contact a saved address filled in, replaced by the next one chosen unless edited.
  const filledContact = useRef<ParcelContact | null>(null);
  const values = form.watch();

  const addresses = saved.state.status === 'success' ? saved.state.data.addresses : [];
  const view: AddressView = !signedIn
    ? 'new'
    : saved.state.status === 'success'
      ? addresses.length === 0 || adding
        ? 'new'
        : 'saved'
      : saved.state.status === 'error'
        ? 'failed'
        : 'loading';
  const chosen = addresses.find((address) => address.id === chosenId) ?? null;
  const zone = location.zone.status;

  // A contact that arrives late (the profile read anew) fills the fields the shopper left alone.
  const contactName = contact?.name ?? '';
  const contactPhone = contact?.phone ?? '';
  useEffect(() => {
    const fill = (name: 'contactName' | 'contactPhone', value: string) => {
      if (value !== '' && !form.getFieldState(name).isDirty && form.getValues(name) === '') {
        form.setValue(name, value);
      }
    };
    fill('contactName', contactName);
    fill('contactPhone', contactPhone);
  }, [contactName, contactPhone, form]);

  // A field said wrong by Continue is checked again as it is corrected, not only once it is
  // left: its error goes while the shopper types, so the button they reach for stays in place.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  // A chosen point clears the missing location's alert.
  const newPoint = pointOf(values);
  const hasPoint = newPoint !== null;
  useEffect(() => {
    if (hasPoint) setMissing(false);
  }, [hasPoint]);

  const place: ParcelPlace | null =
    view === 'saved'
      ? chosen && { point: pointOfSaved(chosen), zoneId: chosen.zone_id, address: chosen.address }
      : view === 'new' && zone.kind === 'inside' && newPoint
        ? { point: newPoint, zoneId: zone.zoneId, address: values.address.trim() }
        : null;
  const placeKey = JSON.stringify(place);
  const placeChanged = useRef(onPlaceChange);
  useEffect(() => {
    placeChanged.current = onPlaceChange;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised place stands for the place
  useEffect(() => {
    placeChanged.current(place);
  }, [placeKey]);

  const choose = (id: number) => {
    setSavedError(null);
    setChosenId(id);
    const address = addresses.find((entry) => entry.id === id);
    if (!address) return;
    const typed = { name: form.getValues('contactName'), phone: form.getValues('contactPhone') };
    const filled = filledContact.current;
    const untouched =
      (typed.name === '' && typed.phone === '') ||
      (filled !== null && typed.name === filled.name && typed.phone === filled.phone);
    if (!untouched) return;
    const next = { name: address.contact_person_name, phone: address.contact_person_number };
    form.setValue('contactName', next.name, { shouldValidate: true });
    form.setValue('contactPhone', next.phone, { shouldValidate: true });
    filledContact.current = next;
  };

  const contactNow = (): ParcelContact => ({
    name: form.getValues('contactName'),
    phone: form.getValues('contactPhone'),
  });

  const validate = async (): Promise<ParcelEndChoice | null> => {
    if (view === 'loading') return null;
    if (view === 'failed') {
      retry.current?.focus();
      return null;
    }
    if (view === 'saved') {
      const contactValid = await form.trigger(['contactName', 'contactPhone'], {
        shouldFocus: true,
      });
      if (chosen === null) {
        setSavedError(t('Choose an address'));
        if (contactValid) radio.current?.focus();
        return null;
      }
      if (!contactValid) return null;
      return {
        fields: fieldsOfSaved(chosen, contactNow()),
        place: { point: pointOfSaved(chosen), zoneId: chosen.zone_id, address: chosen.address },
      };
    }
    const valid = await form.trigger(undefined, { shouldFocus: true });
    const point = pointOf(form.getValues());
    setMissing(point === null);
    if (!valid || point === null) return null;
    const status = await location.zone.settled();
    if (status.kind !== 'inside') {
      form.setFocus('zoneId');
      return null;
    }
    const current = form.getValues();
    return {
      fields: fieldsOfDraft(current),
      place: { point, zoneId: status.zoneId, address: current.address.trim() },
    };
  };

  const isReady = (): boolean => {
    if (view === 'saved') return chosen !== null && v.is(contactSchema, form.getValues());
    return view === 'new' && zone.kind === 'inside' && isCompleteDraft(form.getValues());
  };

  const showRefusal = (code: string, message: string): boolean => {
    const field = FIELD_OF_CODE[code];
    if (field === undefined) return false;
    if (view === 'saved' && field !== 'contactName' && field !== 'contactPhone') {
      setSavedError(message);
      return true;
    }
    form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
    return true;
  };

  useImperativeHandle(handle, () => ({ isReady, validate, showRefusal }));

  return (
    <div className={addressCss.fields}>
      <TextField
        form={form}
        name="contactName"
        label={t('parcel_contact_name', { role })}
        autoComplete="name"
        required
      />
      <TextField
        form={form}
        name="contactPhone"
        label={t('parcel_contact_phone', { role })}
        hint={t('With the country code, e.g. +201012345678')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <div className={addressCss.wide}>
        {view === 'loading' ? <SavedAddressesSkeleton /> : null}
        {view === 'failed' ? (
          <SavedAddressesFailed
            retryRef={retry}
            onRetry={() => void saved.reload().catch(() => undefined)}
          />
        ) : null}
        {view === 'saved' ? (
          <div className={css.group}>
            <SavedAddressList
              addresses={addresses}
              chosenId={chosenId}
              onChoose={choose}
              error={savedError}
              radioRef={radio}
            />
            <div className={css.actions}>
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {t('Add a new address')}
              </Button>
            </div>
          </div>
        ) : null}
        {view === 'new' && signedIn && addresses.length > 0 ? (
          <div className={css.actions}>
            <Button variant="ghost" onClick={() => setAdding(false)}>
              {t('Choose a saved address')}
            </Button>
          </div>
        ) : null}
      </div>
      {view === 'new' ? (
        <>
          <LocationPicker form={form} location={location} />
          <div className={addressCss.wide}>
            <TextField
              form={form}
              name="address"
              label={t('Address')}
              autoComplete="address-line1"
              required
            />
          </div>
          <TextField form={form} name="road" label={t('Street')} autoComplete="address-line2" />
          <TextField form={form} name="house" label={t('House number')} />
          <TextField form={form} name="floor" label={t('Floor')} />
          {missing ? (
            <div className={addressCss.wide}>
              <FormAlert>{t('Sender or Receiver location is missing')}</FormAlert>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
