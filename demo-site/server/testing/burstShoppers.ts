import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { customers, guests } from '../db/schema';
import { issueToken } from '../http/tokens';
import { newReferralCode } from '../routes/account/customerAccounts';
import type { OrderShopper } from './orderFixtures';

/*
 * Many shoppers at once for the order burst test and the orders bench: written in two inserts,
 * and customers known by token only (no password to hash), so making dozens costs little.
 */

/** How many shoppers of each kind. */
export interface ShopperCounts {
  guests: number;
  customers: number;
}

/** Inserts the guests first, then the customers, each customer with a token of its own. */
export async function insertShoppers(db: Database, counts: ShopperCounts): Promise<OrderShopper[]> {
  const guestIds = Array.from({ length: counts.guests }, () => randomUUID());
  if (guestIds.length > 0) await db.insert(guests).values(guestIds.map((id) => ({ id })));
  const signedUp =
    counts.customers === 0
      ? []
      : await db
          .insert(customers)
          .values(
            Array.from({ length: counts.customers }, (_, index) => ({
              fName: 'Burst',
              lName: `Shopper ${index + 1}`,
              // A number range of its own, apart from the test fixtures' +2010….
              phone: `+2011${String(index).padStart(8, '0')}`,
              // Matches no password: these customers never sign in, they use their token.
              passwordHash: '!',
              isPhoneVerified: true,
              refCode: newReferralCode(),
            })),
          )
          .returning({ id: customers.id });
  const withTokens: OrderShopper[] = [];
  for (const { id } of signedUp) {
    withTokens.push({ owner: { customerId: id }, token: await issueToken(db, id) });
  }
  return [...guestIds.map((guestId) => ({ owner: { guestId }, token: null })), ...withTokens];
}
