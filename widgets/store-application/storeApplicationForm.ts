/*
 * The store-owner application as a form: its fields by step, checked by the rules of
 * src/core/validation, and how a refusal's `errors[].code` names a field again. The location
 * (zone and point) is the address form's own, kept beside these fields.
 */
import * as v from 'valibot';
import {
  checkCoverPhoto,
  checkLogo,
  checkModuleChosen,
  checkPasswordConfirmation,
  checkStoreAddress,
  checkStoreName,
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
export const STORE_STEPS = ['store', 'owner', 'account', 'review'] as const;

/** One of the steps. */
export type StoreStep = (typeof STORE_STEPS)[number];

const storeName = () => ruleText(checkStoreName, 'Store name must be at most 150 characters');
const storeAddress = () =>
  ruleText(checkStoreAddress, 'Store address must be at most 500 characters');

/** Every field but the location, each by its rule; the passwords must match. */
export const storeApplicationSchema = v.pipe(
  v.object({
    name_ar: storeName(),
    name_en: storeName(),
    module_id: ruleChoice(checkModuleChosen),
    address_ar: storeAddress(),
    address_en: storeAddress(),
    logo: rulePicture(checkLogo),
    cover_photo: rulePicture(checkCoverPhoto),
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
export interface StoreApplicationValues extends ApplicantValues {
  name_ar: string;
  name_en: string;
  module_id: string;
  address_ar: string;
  address_en: string;
  logo: Blob | null;
  cover_photo: Blob | null;
}

/** An application with nothing typed yet. */
export const EMPTY_STORE_APPLICATION: StoreApplicationValues = {
  name_ar: '',
  name_en: '',
  module_id: '',
  address_ar: '',
  address_en: '',
  logo: null,
  cover_photo: null,
  ...EMPTY_APPLICANT,
};

/** A field of the form. */
export type StoreField = keyof StoreApplicationValues;

/** The fields each step checks before the next one shows (the location aside). */
export const FIELDS_OF_STEP: Readonly<Record<StoreStep, readonly StoreField[]>> = {
  store: ['name_ar', 'name_en', 'module_id', 'address_ar', 'address_en', 'logo', 'cover_photo'],
  owner: ['f_name', 'l_name', 'phone', 'email'],
  account: ['password', 'confirm_password'],
  review: ['terms'],
};

/** The step that asks a field. */
export function stepOfField(field: StoreField): StoreStep {
  return STORE_STEPS.find((step) => FIELDS_OF_STEP[step].includes(field)) ?? 'review';
}

/** The form's field a refusal names by its wire field; the texts go as `name.ar` and so on. */
export const FIELD_OF_CODE: Readonly<Record<string, StoreField>> = {
  'name.ar': 'name_ar',
  'name.en': 'name_en',
  'address.ar': 'address_ar',
  'address.en': 'address_en',
  translations: 'name_ar',
  module_id: 'module_id',
  logo: 'logo',
  cover_photo: 'cover_photo',
  f_name: 'f_name',
  l_name: 'l_name',
  phone: 'phone',
  email: 'email',
  password: 'password',
  terms: 'terms',
};

/** The location's field a refusal names: the zone, or the point (said on its latitude). */
export const LOCATION_FIELD_OF_CODE: Readonly<Record<string, 'zoneId' | 'latitude'>> = {
  zone_id: 'zoneId',
  latitude: 'latitude',
  longitude: 'latitude',
};
