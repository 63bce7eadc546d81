import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { MessageReply } from '../../../../src/core/api/wire';
import { customers } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { removeStoredImage } from '../../uploads/imageUpload';
import { PROFILE_PICTURE_FOLDER } from '../../uploads/uploadFolders';
import { REVIEW_PHOTO_FOLDER } from '../afterOrder/reviewRoutes';
import { PRESCRIPTION_FOLDER } from '../order/prescriptionWire';
import type { AccountContext } from './accountContext';
import { eraseCustomer, hasOngoingOrder } from './accountRemoval';
import { messageReply } from './requestParts';

/**
 * DELETE customer/remove-account: the bearer token is all the server needs (the kit asks for the
 * typed confirmation word before it calls). Refused while a delivery is under way, as 6amMart
 * does; otherwise the account and its personal data go in one transaction, its pictures after.
 */
export const accountRemovalRoutes: FastifyPluginAsync<AccountContext> = async (
  app,
  { db, imagesDir },
) => {
  app.delete('/customer/remove-account', async (request): Promise<MessageReply> => {
    const customerId = await requireCustomer(db, request);
    const pictures = await db.transaction(async (tx) => {
      // An order being placed meanwhile waits for this lock (its customer key), then finds no one.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
      if (await hasOngoingOrder(tx, customerId)) {
        throw fail(403, 'on-going', 'Please complete your ongoing orders first');
      }
      return eraseCustomer(tx, customerId);
    });
    await removeStoredImage(imagesDir, PROFILE_PICTURE_FOLDER, pictures.profile);
    await Promise.all(
      pictures.reviews.map((name) => removeStoredImage(imagesDir, REVIEW_PHOTO_FOLDER, name)),
    );
    await Promise.all(
      pictures.prescriptions.map((name) => removeStoredImage(imagesDir, PRESCRIPTION_FOLDER, name)),
    );
    return messageReply(request, 'Account deleted successfully');
  });
};
