/*
 * The delivery-man registration as a form: its fields by step, checked by the rules of
 * src/core/validation, and how a refusal's `errors[].code` names a field again. The identity
 * document's pictures are its front (required) and its back (optional): 6amMart takes one or two.
 */
import * as v from 'valibot';
import {
  checkEarningType,
  checkIdentityImages,
  checkIdentityNumber,
  checkIdentityType,
  checkPasswordConfirmation,
  checkVehicle,
  checkZoneChosen,
} from '../../src/core/validation';
import {
  type ApplicantValues,
  applicantEntries,
  EMPTY_APPLICANT,
  ruleChoice,
  rulePicture,
  ruleText,
} from '../../src/ui/application/applicationSchema';

/** The form's steps, in order. */
export const DELIVERY_STEPS = ['identity', 'work', 'person', 'account', 'review'] as const;

/** One of the steps. */
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

/** Every field, each by its rule; the passwords must match. */
export const deliveryManApplicationSchema = v.pipe(
  v.object({
    identity_type: ruleText(checkIdentityType),
    identity_number: ruleText(checkIdentityNumber),
    identity_front: rulePicture((front) => checkIdentityImages(front === null ? 0 : 1)),
    identity_back: rulePicture(),
    vehicle_id: ruleChoice(checkVehicle),
    zone_id: ruleChoice(checkZoneChosen),
    earning: ruleChoice(checkEarningType),
    ...applicantEntries,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => checkPasswordConfirmation(input.password, input.confirm_password) === null,
      'Passwords must match',
    ),
    ['confirm_password'],
  ),
);

/** What the form holds. */
export interface DeliveryManApplicationValues extends ApplicantValues {
  identity_type: string;
  identity_number: string;
  identity_front: Blob | null;
  identity_back: Blob | null;
  vehicle_id: string;
  zone_id: string;
  /** '1' a freelancer paid per delivery, '0' salaried; '' until chosen. */
  earning: string;
}

/** A registration with nothing typed yet. */
export const EMPTY_DELIVERY_MAN_APPLICATION: DeliveryManApplicationValues = {
  identity_type: '',
  identity_number: '',
  identity_front: null,
  identity_back: null,
  vehicle_id: '',
  zone_id: '',
  earning: '',
  ...EMPTY_APPLICANT,
};

/** A field of the form. */
export type DeliveryField = keyof DeliveryManApplicationValues;

/** The fields each step checks before the next one shows. */
export const FIELDS_OF_STEP: Readonly<Record<DeliveryStep, readonly DeliveryField[]>> = {
  identity: ['identity_type', 'identity_number', 'identity_front', 'identity_back'],
  work: ['vehicle_id', 'zone_id', 'earning'],
  person: ['f_name', 'l_name', 'phone', 'email'],
  account: ['password', 'confirm_password'],
  review: ['terms'],
};

/** The step that asks a field. */
export function stepOfField(field: DeliveryField): DeliveryStep {
  return DELIVERY_STEPS.find((step) => FIELDS_OF_STEP[step].includes(field)) ?? 'review';
}

/** The form's field a refusal names by its wire field. */
export const FIELD_OF_CODE: Readonly<Record<string, DeliveryField>> = {
  identity_type: 'identity_type',
  identity_number: 'identity_number',
  identity_image: 'identity_front',
  vehicle_id: 'vehicle_id',
  zone_id: 'zone_id',
  earning: 'earning',
  f_name: 'f_name',
  l_name: 'l_name',
  phone: 'phone',
  email: 'email',
  password: 'password',
};
