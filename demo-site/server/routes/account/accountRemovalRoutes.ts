import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { MessageReply } from '../../../../src/core/api/wire';
import { customers } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { requireCustomer } from '../../http/identity';
import { removeStoredImage } from '../../uploads/imageUpload';
import type { AccountContext } from './accountContext';
import { eraseCustomer, hasOngoingOrder } from './accountRemoval';
import { messageReply } from './requestParts';

/** Where profile pictures are kept (the config's customer_image_url). */
export const PROFILE_PICTURE_FOLDER = 'profile';

/**
 * DELETE customer/remove-account: the bearer token is all the server needs (the kit asks for the
 * typed confirmation word before it calls). Refused while a delivery is under way, as 6amMart
 * does; otherwise the account and its personal data go in one transaction, and its picture after.
 */
export const accountRemovalRoutes: FastifyPluginAsync<AccountContext> = async (
  app,
  { db, imagesDir },
) => {
  app.delete('/customer/remove-account', async (request): Promise<MessageReply> => {
    const customerId = await requireCustomer(db, request);
    const picture = await db.transaction(async (tx) => {
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
    await removeStoredImage(imagesDir, PROFILE_PICTURE_FOLDER, picture);
    return messageReply(request, 'Account deleted successfully');
  });
};
