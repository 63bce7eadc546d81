import type { FastifyPluginAsync } from 'fastify';
import type { MessageReply } from '../../../../src/core/api/wire';
import {
  checkEarningType,
  checkEmail,
  checkIdentityImages,
  checkIdentityNumber,
  checkIdentityType,
  checkNewPassword,
  checkPhone,
  checkVehicle,
  checkZoneChosen,
  normalizePhone,
} from '../../../../src/core/validation';
import { deliveryManApplications } from '../../db/schema';
import { parseInput } from '../../http/parseInput';
import { refuseFailedRules } from '../account/fieldRules';
import { hashPassword } from '../account/passwords';
import { messageReply } from '../account/requestParts';
import { storePhotos } from '../afterOrder/uploadedImages';
import { authRateLimit } from '../context';
import { assertNewApplicant, chosenZone, duplicateRefusal } from './applicationChecks';
import { picturesOf, readApplicationForm } from './applicationForm';
import { deliveryManInput } from './applicationInput';
import type { ApplicationRouteOptions } from './index';

/** Where identity documents are kept (a dot folder: the pictures route never serves it). */
export const IDENTITY_DOCUMENT_FOLDER = '.applications/delivery-man';

/** The form field of the identity images, as the 6amMart form sends them (`identity_image[]`). */
const IDENTITY_FIELD = 'identity_image';

/**
 * A delivery man's registration (6amMart v1 auth/delivery-man/store): names, phone, e-mail,
 * password, identity document (type, number, one or two pictures), vehicle, zone and earning
 * type. It is kept pending; a phone or e-mail another registration already has is refused.
 */
export const deliveryManRoutes: FastifyPluginAsync<ApplicationRouteOptions> = async (
  app,
  { db, imagesDir },
) => {
  app.post(
    '/auth/delivery-man/store',
    { config: authRateLimit() },
    async (request): Promise<MessageReply> => {
      const form = await readApplicationForm(request, [IDENTITY_FIELD]);
      const input = parseInput(deliveryManInput, form.fields);
      const email = input.email.trim();
      refuseFailedRules({
        phone: checkPhone(input.phone),
        email: checkEmail(email),
        password: checkNewPassword(input.password),
        identity_type: checkIdentityType(input.identity_type),
        identity_number: checkIdentityNumber(input.identity_number),
        [IDENTITY_FIELD]: checkIdentityImages(form.files.get(IDENTITY_FIELD)?.length ?? 0),
        vehicle_id: checkVehicle(input.vehicle_id),
        zone_id: checkZoneChosen(input.zone_id),
        earning: checkEarningType(input.earning),
      });
      const documents = picturesOf(form, IDENTITY_FIELD);
      if (input.zone_id === null || input.vehicle_id === null || input.earning === null) {
        throw new Error('the checked form lost a field');
      }
      const zone = await chosenZone(db, input.zone_id);
      const phone = normalizePhone(input.phone);
      await assertNewApplicant(db, deliveryManApplications, { phone, email });

      const stored = await storePhotos(imagesDir, IDENTITY_DOCUMENT_FOLDER, documents);
      try {
        await db.insert(deliveryManApplications).values({
          fName: input.f_name,
          lName: input.l_name,
          phone,
          email,
          passwordHash: await hashPassword(input.password),
          identityType: input.identity_type,
          identityNumber: input.identity_number.trim(),
          identityImages: stored.names,
          vehicleId: input.vehicle_id,
          zoneId: zone.id,
          earning: input.earning,
        });
      } catch (error) {
        await stored.discard();
        throw duplicateRefusal(error, 'delivery_man_applications');
      }
      return messageReply(
        request,
        'Your delivery man application was received and is waiting for review',
      );
    },
  );
};
