import type { FastifyPluginAsync } from 'fastify';
import type { MessageReply } from '../../../../src/core/api/wire';
import {
  checkCoverPhoto,
  checkEmail,
  checkLogo,
  checkModuleChosen,
  checkNewPassword,
  checkPhone,
  checkTermsAccepted,
  checkZoneChosen,
  normalizePhone,
} from '../../../../src/core/validation';
import { storeApplications } from '../../db/schema';
import { parseInput } from '../../http/parseInput';
import { refuseFailedRules } from '../account/fieldRules';
import { hashPassword } from '../account/passwords';
import { messageReply } from '../account/requestParts';
import { storePhotos } from '../afterOrder/uploadedImages';
import { authRateLimit } from '../context';
import {
  assertInsideZone,
  assertNewApplicant,
  assertOpenModule,
  chosenZone,
  duplicateRefusal,
} from './applicationChecks';
import { picturesOf, readApplicationForm } from './applicationForm';
import { vendorRegisterInput } from './applicationInput';
import type { ApplicationRouteOptions } from './index';
import { storeTextResults, storeTextsOf } from './storeTexts';

/** Where an application's logo and cover are kept until the shop reviews it (not served). */
export const STORE_APPLICATION_FOLDER = '.applications/store';

/**
 * A store owner's application (6amMart v1 auth/vendor/register): the store's name and address in
 * Arabic and English, its zone, a location inside that zone, its module, a square logo and a
 * cover, and the owner's account. It is kept pending, not opened as a store; a phone or e-mail
 * another application already has is refused.
 */
export const vendorRegisterRoutes: FastifyPluginAsync<ApplicationRouteOptions> = async (
  app,
  { db, imagesDir },
) => {
  app.post(
    '/auth/vendor/register',
    { config: authRateLimit() },
    async (request): Promise<MessageReply> => {
      const form = await readApplicationForm(request, ['logo', 'cover_photo']);
      const input = parseInput(vendorRegisterInput, form.fields);
      const texts = storeTextsOf(input.translations);
      const email = input.email.trim();
      refuseFailedRules({
        ...storeTextResults(texts),
        zone_id: checkZoneChosen(input.zone_id),
        module_id: checkModuleChosen(input.module_id),
        logo: checkLogo(form.files.get('logo')?.[0]),
        cover_photo: checkCoverPhoto(form.files.get('cover_photo')?.[0]),
        phone: checkPhone(input.phone),
        email: checkEmail(email),
        password: checkNewPassword(input.password),
        terms: checkTermsAccepted(input.terms),
      });
      const [logo] = picturesOf(form, 'logo', { square: true });
      const [cover] = picturesOf(form, 'cover_photo');
      if (!logo || !cover || input.zone_id === null || input.module_id === null) {
        throw new Error('the checked form lost a field');
      }
      const zone = await chosenZone(db, input.zone_id);
      assertInsideZone(zone, { lat: input.latitude, lng: input.longitude });
      await assertOpenModule(db, input.module_id);
      const phone = normalizePhone(input.phone);
      await assertNewApplicant(db, storeApplications, { phone, email });

      const stored = await storePhotos(imagesDir, STORE_APPLICATION_FOLDER, [logo, cover]);
      const [logoName = '', coverName = ''] = stored.names;
      try {
        await db.insert(storeApplications).values({
          nameEn: texts.name.en,
          nameAr: texts.name.ar,
          addressEn: texts.address.en,
          addressAr: texts.address.ar,
          zoneId: zone.id,
          moduleId: input.module_id,
          latitude: input.latitude,
          longitude: input.longitude,
          logo: logoName,
          coverPhoto: coverName,
          fName: input.f_name,
          lName: input.l_name,
          phone,
          email,
          passwordHash: await hashPassword(input.password),
        });
      } catch (error) {
        await stored.discard();
        throw duplicateRefusal(error, 'store_applications');
      }
      return messageReply(request, 'Your store application was received and is waiting for review');
    },
  );
};
