/*
 * The fake shop's store-owner applications and delivery-man registrations: the demo server's
 * auth/vendor/register and auth/delivery-man/store (demo-site/server/routes/applications) over
 * memory, refusing with the same rules in the same order. Nothing is kept but the phones and
 * e-mails, which a second application may not use again.
 */
import type { MessageReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { greatCircleKm } from '../pricing';
import {
  checkCoverPhoto,
  checkEarningType,
  checkEmail,
  checkIdentityImages,
  checkIdentityNumber,
  checkIdentityType,
  checkLogo,
  checkModuleChosen,
  checkNewPassword,
  checkPhone,
  checkStoreAddress,
  checkStoreName,
  checkTermsAccepted,
  checkVehicle,
  checkZoneChosen,
  normalizePhone,
} from '../validation';
import {
  checkPictures,
  chosenId,
  decimal,
  filesOf,
  personName,
  refuseFirst,
  textField,
} from './fakeForms';
import { type FakeRequest, fieldsOf, refuse, translate } from './fakeHttp';
import { fakeModules, fakeShopConfig } from './shopFixtures';

/** How far from its centre a fake zone reaches (the demo server's Cairo fixture: 40 km). */
export const FAKE_ZONE_RADIUS_KM = 40;

/** The handlers of the application routes. */
export interface FakeApplicationsBackend {
  registerStore(request: FakeRequest): MessageReply;
  registerDeliveryMan(request: FakeRequest): MessageReply;
}

/** Creates the fake's application routes, with no application made yet. */
export function createFakeApplications(): FakeApplicationsBackend {
  const phones = { store: new Set<string>(), delivery: new Set<string>() };
  const emails = { store: new Set<string>(), delivery: new Set<string>() };
  return {
    registerStore: (request) => {
      const fields = fieldsOf(request.body);
      const files = filesOf(fields, ['logo', 'cover_photo']);
      personName(fields, 'f_name');
      personName(fields, 'l_name');
      const translations = parseTranslations(textField(fields, 'translations') || '[]');
      const zoneId = chosenId(fields, 'zone_id');
      const moduleId = chosenId(fields, 'module_id');
      const latitude = decimal(fields, 'latitude', 90);
      const longitude = decimal(fields, 'longitude', 180);
      const text = (locale: Locale, key: string) =>
        translations.find((entry) => entry.locale === locale && entry.key === key)?.value ?? '';
      const phone = textField(fields, 'phone');
      const email = textField(fields, 'email').trim();
      const password = textField(fields, 'password');
      refuseFirst({
        'name.ar': checkStoreName(text('ar', 'name')),
        'address.ar': checkStoreAddress(text('ar', 'address')),
        'name.en': checkStoreName(text('en', 'name')),
        'address.en': checkStoreAddress(text('en', 'address')),
        zone_id: checkZoneChosen(zoneId),
        module_id: checkModuleChosen(moduleId),
        logo: checkLogo(files.get('logo')?.[0]),
        cover_photo: checkCoverPhoto(files.get('cover_photo')?.[0]),
        phone: checkPhone(phone),
        email: checkEmail(email),
        password: checkNewPassword(password),
        terms: checkTermsAccepted(['1', 'true', 'on'].includes(String(fields.terms ?? ''))),
      });
      checkPictures(files.get('logo') ?? [], 'logo', true);
      checkPictures(files.get('cover_photo') ?? [], 'cover_photo');
      const zone = fakeShopConfig(request.language).zones.find((one) => one.id === zoneId);
      if (!zone) refuse(422, 'zone_id', '{field} is invalid', { field: 'zone_id' });
      const centre = { lat: Number(zone.latitude), lng: Number(zone.longitude) };
      if (greatCircleKm(centre, { lat: latitude, lng: longitude }) > FAKE_ZONE_RADIUS_KM) {
        refuse(422, 'latitude', 'The location must be inside the chosen zone');
      }
      if (!fakeModules(request.language).some((one) => one.id === moduleId)) {
        refuse(422, 'module_id', '{field} is invalid', { field: 'module_id' });
      }
      assertNew(phones.store, emails.store, normalizePhone(phone), email);
      return {
        message: translate(
          request.language,
          'Your store application was received and is waiting for review',
        ),
      };
    },
    registerDeliveryMan: (request) => {
      const fields = fieldsOf(request.body);
      const files = filesOf(fields, ['identity_image']);
      personName(fields, 'f_name');
      personName(fields, 'l_name');
      const vehicleId = chosenId(fields, 'vehicle_id');
      const zoneId = chosenId(fields, 'zone_id');
      const earning = chosenId(fields, 'earning', 1);
      const phone = textField(fields, 'phone');
      const email = textField(fields, 'email').trim();
      const documents = files.get('identity_image') ?? [];
      refuseFirst({
        phone: checkPhone(phone),
        email: checkEmail(email),
        password: checkNewPassword(textField(fields, 'password')),
        identity_type: checkIdentityType(textField(fields, 'identity_type')),
        identity_number: checkIdentityNumber(textField(fields, 'identity_number')),
        identity_image: checkIdentityImages(documents.length),
        vehicle_id: checkVehicle(vehicleId),
        zone_id: checkZoneChosen(zoneId),
        earning: checkEarningType(earning),
      });
      checkPictures(documents, 'identity_image');
      if (!fakeShopConfig(request.language).zones.some((one) => one.id === zoneId)) {
        refuse(422, 'zone_id', '{field} is invalid', { field: 'zone_id' });
      }
      assertNew(phones.delivery, emails.delivery, normalizePhone(phone), email);
      return {
        message: translate(
          request.language,
          'Your delivery man application was received and is waiting for review',
        ),
      };
    },
  };
}

/** The `translations` field: a JSON list of `{ locale, key, value }`, else invalid. */
function parseTranslations(text: string): { locale: string; key: string; value: string }[] {
  const invalid = () =>
    refuse(422, 'translations', '{field} is invalid', { field: 'translations' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid();
  }
  if (!Array.isArray(parsed)) return invalid();
  return parsed.map((entry: unknown, index) => {
    const { locale, key, value } = fieldsOf(entry);
    if (typeof locale !== 'string' || typeof key !== 'string' || typeof value !== 'string') {
      return invalid();
    }
    if (value.includes('\u0000')) {
      refuse(422, `translations.${index}.value`, '{field} is invalid', {
        field: `translations.${index}.value`,
      });
    }
    return { locale, key, value: value.trim() };
  });
}

/** Refuses (409) a phone or e-mail an application of the same kind has; else keeps them. */
function assertNew(phones: Set<string>, emails: Set<string>, phone: string, email: string): void {
  const phoneTaken = phones.has(phone);
  const emailTaken = emails.has(email.toLowerCase());
  if (phoneTaken) refuse(409, 'phone', 'This phone number is already registered');
  if (emailTaken) refuse(409, 'email', 'This email is already registered');
  phones.add(phone);
  emails.add(email.toLowerCase());
}
