import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  IMAGE_MAX_BYTES,
  normalizePhone,
} from '../../../../src/core/validation';
import { orders } from '../../db/orderSchema';
import { authTokens, customers } from '../../db/schema';
import { fail, unauthenticated } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { acceptMultipartForms, type FormFile, readMultipartForm } from '../../http/multipartForm';
import { parseInput } from '../../http/parseInput';
import { bearerToken, hashSecret } from '../../http/tokens';
import { checkUploadedImage, removeStoredImage, storeImages } from '../../uploads/imageUpload';
import { PROFILE_PICTURE_FOLDER } from '../../uploads/uploadFolders';
import type { AccountContext } from './accountContext';
import { updateProfileInput } from './authInput';
import { assertUnregistered, customerById, registrationConflict } from './customerAccounts';
import { customerProfileWire } from './customerProfile';
import { refuseFailedRules } from './fieldRules';
import { issueCode } from './oneTimeCodes';
import { hashPassword } from './passwords';
import { phoneVerificationRequired } from './phoneVerification';
import { messageReply } from './requestParts';

/** The form field of the profile picture, as 6amMart's clients send it. */
const PICTURE_FIELD = 'image';

/** A profile update as sent: its fields, and the picture when the form carried one. */
interface ProfileRequest {
  fields: unknown;
  picture: FormFile | null;
}

/** Reads a profile update: a multipart form (with at most one picture), or JSON without one. */
async function readProfileRequest(request: FastifyRequest): Promise<ProfileRequest> {
  if (!request.isMultipart()) return { fields: request.body, picture: null };
  const form = await readMultipartForm(request, {
    maxFiles: 1,
    maxFileBytes: IMAGE_MAX_BYTES,
    tooManyFiles: {
      code: PICTURE_FIELD,
      message: '{field} is invalid',
      values: { field: PICTURE_FIELD },
    },
  });
  const [picture] = form.files;
  if (picture && picture.field !== PICTURE_FIELD) {
    throw fail(422, PICTURE_FIELD, '{field} is invalid', { field: PICTURE_FIELD });
  }
  return { fields: form.fields, picture: picture ?? null };
}

/**
 * The signed-in customer's own profile: read it; change the names, e-mail, phone, picture and
 * password (a phone or e-mail another customer has is refused; a new phone is not verified yet).
 */
export const customerRoutes: FastifyPluginAsync<AccountContext> = async (
  app,
  { db, imagesDir, sms },
) => {
  await acceptMultipartForms(app);

  app.get('/customer/info', async (request) => {
    const customer = await customerById(db, await requireCustomer(db, request));
    // A token outliving its customer (deleted account) is as good as expired.
    if (!customer) throw unauthenticated();
    const [placed] = await db
      .select({ count: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.id));
    return customerProfileWire(customer, placed?.count ?? 0);
  });

  const updateProfile = async (request: FastifyRequest) => {
    const customerId = await requireCustomer(db, request);
    const sent = await readProfileRequest(request);
    const input = parseInput(updateProfileInput, sent.fields);
    const email = input.email?.trim() || undefined;
    const typedPhone = input.phone?.trim() || undefined;
    // An empty password field means "keep mine", as 6amMart's forms send it.
    const password = input.password || undefined;
    refuseFailedRules({
      email: email === undefined ? null : checkEmail(email),
      phone: typedPhone === undefined ? null : checkPhone(typedPhone),
      password: password === undefined ? null : checkNewPassword(password),
    });
    const picture = sent.picture
      ? checkUploadedImage(sent.picture, PICTURE_FIELD, { square: true })
      : null;
    const phone = typedPhone === undefined ? undefined : normalizePhone(typedPhone);
    await assertUnregistered(db, { phone, email }, customerId);
    const current = await customerById(db, customerId);
    if (!current) throw unauthenticated();
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const stored = await storeImages(imagesDir, PROFILE_PICTURE_FOLDER, picture ? [picture] : []);
    const image = stored.names[0];
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            fName: input.f_name,
            lName: input.l_name,
            ...(email ? { email } : {}),
            ...(phone && phone !== current.phone ? { phone, isPhoneVerified: false } : {}),
            ...(image ? { image } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(customers.id, customerId));
        if (passwordHash) {
          // Whoever held the old password is signed out everywhere but here.
          const kept = hashSecret(bearerToken(request) ?? '');
          await tx
            .delete(authTokens)
            .where(and(eq(authTokens.customerId, customerId), ne(authTokens.tokenHash, kept)));
        }
      });
    } catch (error) {
      await stored.discard();
      throw registrationConflict(error) ?? error;
    }
    if (image) await removeStoredImage(imagesDir, PROFILE_PICTURE_FOLDER, current.image);
    if (phone && phone !== current.phone && (await phoneVerificationRequired(db))) {
      // The new phone is verified as a new account's is: with a code sent to it (3 an hour).
      const code = await issueCode(db, 'verify_phone', phone);
      if (code !== null) sms.sendCode({ purpose: 'verify_phone', phone, code });
    }
    return messageReply(request, 'Profile updated successfully');
  };
  app.put('/customer/update-profile', updateProfile);
  app.post('/customer/update-profile', updateProfile);
};
