import type { ReactNode } from 'react';
import type { DeliveryManApplication as DeliveryManApplicationBody } from '../../src/core/api/supportEndpoints';
import type { MessageKey } from '../../src/core/i18n';
import type { IdentityType } from '../../src/core/validation';
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
import { useT } from '../../src/ui/souq';
import { DeliveryManReview } from './DeliveryManReview';
import {
  DELIVERY_STEPS,
  type DeliveryManApplicationValues,
  type DeliveryStep,
  deliveryManApplicationSchema,
  EMPTY_DELIVERY_MAN_APPLICATION,
  FIELD_OF_CODE,
  FIELDS_OF_STEP,
  stepOfField,
} from './deliveryManApplicationForm';
import { IdentityStep } from './IdentityStep';
import { WorkStep } from './WorkStep';

/** Each step's name. */
const STEP_NAMES: Readonly<Record<DeliveryStep, MessageKey>> = {
  identity: 'Identity',
  work: 'Vehicle and zone',
  person: 'Personal details',
  account: 'Account',
  review: 'Review and send',
};

/**
 * The delivery-man registration (route /delivery-man/apply), in five steps: the identity document
 * (type, number, a picture of its front and one of its back if wished), the vehicle, zone and way
 * of earning, the person (name, phone, e-mail), the account's password, then the registration
 * read back and the terms. Next checks only the step's fields; Back keeps everything; a field
 * the server refuses (a phone already registered) is said on it, on its step. Once sent, the
 * registration waits for the shop's review, and the page says what happens next.
 */
export function DeliveryManApplication(): ReactNode {
  const t = useT();
  const endpoints = useApplicationEndpoints();
  const steps = useApplicationSteps(DELIVERY_STEPS);
  const form = useRuleForm<DeliveryManApplicationValues>({
    schema: deliveryManApplicationSchema,
    defaultValues: EMPTY_DELIVERY_MAN_APPLICATION,
  });
  const submission = useApplicationSending(steps);
  const { alert, setAlert, received } = submission;
  const nameOf = (step: DeliveryStep) => t(STEP_NAMES[step]);

  const fieldOf = (code: string): RefusedField<DeliveryStep> | undefined => {
    const field = FIELD_OF_CODE[code];
    if (field === undefined) return undefined;
    return {
      step: stepOfField(field),
      show: (message) =>
        form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true }),
    };
  };

  const send = async () => {
    const values = form.getValues();
    if (values.identity_front === null) return;
    const application: DeliveryManApplicationBody = {
      ...applicantAccountOf(values),
      // The rule has refused any other type before this step.
      identityType: values.identity_type as IdentityType,
      identityNumber: values.identity_number.trim(),
      identityImages: [
        values.identity_front,
        ...(values.identity_back ? [values.identity_back] : []),
      ],
      vehicleId: Number(values.vehicle_id),
      zoneId: Number(values.zone_id),
      earning: values.earning === '1' ? 1 : 0,
    };
    await submission.send((call) => endpoints.registerDeliveryMan(application, call), fieldOf);
  };

  const forward = async () => {
    setAlert(null);
    const fields = FIELDS_OF_STEP[steps.current];
    if (!(await form.trigger([...fields], { shouldFocus: true }))) {
      touchFields(form, fields);
      return;
    }
    const next = DELIVERY_STEPS[steps.index + 1];
    if (next) steps.goTo(next);
    else await send();
  };

  if (received !== null) {
    return (
      <PendingConfirmation
        rootPart="root"
        message={received}
        onceApproved={t(
          'Once approved, you sign in to the delivery man app with your phone number and the password you chose.',
        )}
      />
    );
  }

  return (
    <ApplicationForm
      rootPart="root"
      title={t('Become a delivery man')}
      intro={t(
        'Deliver orders in your zone, when it suits you. Tell us about yourself: we review every registration and reply by phone or e-mail.',
      )}
      steps={steps}
      nameOf={nameOf}
      alert={alert}
      sending={submission.sending}
      onForward={() => void forward()}
    >
      {steps.current === 'identity' ? (
        <IdentityStep form={form} />
      ) : steps.current === 'work' ? (
        <WorkStep form={form} />
      ) : steps.current === 'person' ? (
        <PersonFields form={form} />
      ) : steps.current === 'account' ? (
        <PasswordFields form={form} />
      ) : (
        <DeliveryManReview form={form} nameOf={nameOf} onChange={(step) => steps.goTo(step)} />
      )}
    </ApplicationForm>
  );
}
