import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { guests } from '../db/schema';
import { fail, unauthenticated } from './ApiFailure';
import { bearerToken, customerOfToken } from './tokens';

/** Who owns a cart: a signed-in customer or a guest (never both). */
export type CartOwner = { customerId: number } | { guestId: string };

/**
 * The signed-in customer of a request. A request with a token that is unknown or expired is
 * refused with 401 (spec §8: the client then logs out), even where guests are welcome; a token
 * that may only verify the phone (routes/account/phoneVerification.ts) with 403.
 */
export async function signedInCustomer(
  db: Database,
  request: FastifyRequest,
): Promise<number | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  const holder = await customerOfToken(db, token);
  if (holder === null) throw unauthenticated();
  // Not a 401: the client keeps the token and takes the shopper to the code it was sent.
  if (holder.verifyOnly) throw fail(403, 'phone', 'Verify your phone number first');
  return holder.customerId;
}

/** The customer of a request that only signed-in customers may make. */
export async function requireCustomer(db: Database, request: FastifyRequest): Promise<number> {
  const customerId = await signedInCustomer(db, request);
  if (customerId === null) throw unauthenticated();
  return customerId;
}

const guestIdSchema = v.pipe(v.string(), v.uuid());

/**
 * The owner of the cart a request acts on: the customer when signed in, else the guest whose
 * id came with the request. An unknown guest id owns nothing and is refused.
 */
export async function cartOwner(
  db: Database,
  request: FastifyRequest,
  guestId: unknown,
): Promise<CartOwner> {
  const customerId = await signedInCustomer(db, request);
  if (customerId !== null) return { customerId };
  if (!v.is(guestIdSchema, guestId)) throw fail(403, 'guest_id', 'Guest id is missing or unknown');
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw fail(403, 'guest_id', 'Guest id is missing or unknown');
  return { guestId: guest.id };
}
