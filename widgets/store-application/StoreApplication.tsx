import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { StoreApplication as StoreApplicationBody } from '../../src/core/api/supportEndpoints';
import { type DeliveryDraft, EMPTY_DELIVERY_DRAFT } from '../../src/core/checkout';
import type { MessageKey } from '../../src/core/i18n';
import { addressFormSchema, useDeliveryLocation } from '../../src/ui/address';
import { PasswordFields, PersonFields } from '../../src/ui/application/ApplicantFields';
import { ApplicationForm } from '../../src/ui/application/ApplicationForm';
import { applicantAccountOf } from '../../src/ui/application/applicationSchema';
import { PendingConfirmation } from '../../src/ui/application/PendingConfirmation';
import type { RefusedField } from '../../src/ui/application/sayRefusal';
import { touchFields } from '../../src/ui/application/touchFields';
import { useApplicationEndpoints } from '../../src/ui/application/useApplicationEndpoints';
import { useApplicationSending } from '../../src/ui/application/useApplicationSending';
import { useApplicationSteps } from '../../src/ui/application/useApplicationSteps';
import { SERVER_ERROR, useRuleForm } from '../../src/ui/form';
import { useSouq, useT } from '../../src/ui/souq';
import { StoreDetailsStep } from './StoreDetailsStep';
import { StoreReview } from './StoreReview';
import {
  EMPTY_STORE_APPLICATION,
  FIELD_OF_CODE,
  FIELDS_OF_STEP,
  LOCATION_FIELD_OF_CODE,
  STORE_STEPS,
  type StoreApplicationValues,
  type StoreStep,
  stepOfField,
  storeApplicationSchema,
} from './storeApplicationForm';

/** Each step's name. */
const STEP_NAMES: Readonly<Record<StoreStep, MessageKey>> = {
  store: 'Store details',
  owner: 'Owner details',
  account: 'Account',
  review: 'Review and send',
};

/** Puts a server's message on a field of `form` and focuses it. */
const showOn =
  <TValues extends FieldValues>(
    form: UseFormReturn<TValues>,
    field: Parameters<typeof form.setError>[0],
  ) =>
  (message: string) =>
    form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });

/**
 * The store-owner application (route /store/apply), in four steps: the store (names and addresses
 * in Arabic and English, business module, zone and location, a square logo and a cover), the
 * owner (name, phone, e-mail), the account's password, then the application read back and the
 * terms. Next checks only the step's fields; Back keeps everything; a field the server refuses
 * (a phone already registered) is said on it, on its step. Once sent, the application waits for
 * the shop's review, and the page says what happens next.
 */
export function StoreApplication(): ReactNode {
  useSignals();
  const t = useT();
  const endpoints = useApplicationEndpoints();
  const steps = useApplicationSteps(STORE_STEPS);
  const form = useRuleForm<StoreApplicationValues>({
    schema: storeApplicationSchema,
    defaultValues: EMPTY_STORE_APPLICATION,
  });
  const locationForm = useRuleForm<DeliveryDraft>({
    schema: addressFormSchema,
    defaultValues: EMPTY_DELIVERY_DRAFT,
  });
  const location = useDeliveryLocation(locationForm);
  const language = useSouq().locale.language.value;
  useEffect(() => {
    const watching = locationForm.watch((values, { name }) => {
      // A zone the server refused is said on the zone until another is chosen.
      if (name === 'zoneId') locationForm.clearErrors('zoneId');
      // A place chosen on the map names the store's address in the page's language, unless the
      // owner has written it already.
      const named = values.address?.trim();
      const field = language === 'ar' ? 'address_ar' : 'address_en';
      if (name === 'address' && named && form.getValues(field).trim() === '') {
        form.setValue(field, named, { shouldDirty: true, shouldValidate: true });
      }
    });
    return () => watching.unsubscribe();
  }, [locationForm, form, language]);
  const submission = useApplicationSending(steps);
  const { alert, setAlert, received } = submission;
  const nameOf = (step: StoreStep) => t(STEP_NAMES[step]);

  /** Whether a zone and a point in it are chosen; says what is missing when not. */
  const locationPasses = async () => {
    const hasPoint = await locationForm.trigger('latitude');
    const zone = await location.zone.settled();
    return hasPoint && zone.kind === 'inside';
  };

  /** Checks a step's fields, focusing the first refused one in the order they show. */
  const stepPasses = async (step: StoreStep) => {
    const fields = FIELDS_OF_STEP[step];
    const fieldsPass = await form.trigger([...fields]);
    const locationOk = step === 'store' ? await locationPasses() : true;
    if (fieldsPass && locationOk) return true;
    touchFields(form, fields);
    const refused = fields.filter((field) => form.getFieldState(field).invalid);
    // The location sits after the names and module, before the addresses and pictures.
    const beforeLocation = refused.find((field) =>
      ['name_ar', 'name_en', 'module_id'].includes(field),
    );
    if (beforeLocation) form.setFocus(beforeLocation);
    else if (!locationOk) locationForm.setFocus('zoneId');
    else if (refused[0]) form.setFocus(refused[0]);
    return false;
  };

  const fieldOf = (code: string): RefusedField<StoreStep> | undefined => {
    const field = FIELD_OF_CODE[code];
    if (field) return { step: stepOfField(field), show: showOn(form, field) };
    const place = LOCATION_FIELD_OF_CODE[code];
    return place ? { step: 'store', show: showOn(locationForm, place) } : undefined;
  };

  const send = async () => {
    const values = form.getValues();
    const where = locationForm.getValues();
    if (values.logo === null || values.cover_photo === null) return;
    const application: StoreApplicationBody = {
      ...applicantAccountOf(values),
      name: { ar: values.name_ar.trim(), en: values.name_en.trim() },
      address: { ar: values.address_ar.trim(), en: values.address_en.trim() },
      zoneId: Number(where.zoneId),
      moduleId: Number(values.module_id),
      latitude: Number(where.latitude),
      longitude: Number(where.longitude),
      logo: values.logo,
      cover: values.cover_photo,
      termsAccepted: values.terms,
    };
    await submission.send((call) => endpoints.registerStore(application, call), fieldOf);
  };

  const forward = async () => {
    setAlert(null);
    if (!(await stepPasses(steps.current))) return;
    const next = STORE_STEPS[steps.index + 1];
    if (next) steps.goTo(next);
    else await send();
  };

  if (received !== null) {
    return (
      <PendingConfirmation
        rootPart="root"
        message={received}
        onceApproved={t(
          'Once approved, you sign in to the store panel with your phone number and the password you chose.',
        )}
      />
    );
  }

  return (
    <ApplicationForm
      rootPart="root"
      title={t('Become a Store Owner')}
      intro={t(
        'Tell us about your store. We review every application and reply by phone or e-mail.',
      )}
      steps={steps}
      nameOf={nameOf}
      alert={alert}
      sending={submission.sending}
      onForward={() => void forward()}
    >
      {steps.current === 'store' ? (
        <StoreDetailsStep form={form} locationForm={locationForm} location={location} />
      ) : steps.current === 'owner' ? (
        <PersonFields form={form} />
      ) : steps.current === 'account' ? (
        <PasswordFields form={form} />
      ) : (
        <StoreReview
          form={form}
          locationForm={locationForm}
          nameOf={nameOf}
          onChange={(step) => steps.goTo(step)}
        />
      )}
    </ApplicationForm>
  );
}
