import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customers } from '../../db/schema';
import { ApiFailure, type FailureReason } from '../../http/ApiFailure';
import { isUniqueViolation } from './uniqueViolation';

/** A stored customer. */
export type Customer = typeof customers.$inferSelect;

const PHONE_TAKEN: FailureReason = {
  code: 'phone',
  message: 'This phone number is already registered',
};
const EMAIL_TAKEN: FailureReason = { code: 'email', message: 'This email is already registered' };

/** The customer with a (normalised) phone, if any. */
export async function customerByPhone(db: Database, phone: string): Promise<Customer | undefined> {
  const [found] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return found;
}

/**
 * Whether a (normalised) phone is registered. Reads the id alone, so a phone nobody has costs
 * the same as one somebody has (forgot-password must not tell them apart by its time).
 */
export async function isRegisteredPhone(db: Database, phone: string): Promise<boolean> {
  const [found] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phone, phone))
    .limit(1);
  return found !== undefined;
}

const sameEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;

/** The customer with an e-mail, compared without regard to case, if any. */
export async function customerByEmail(db: Database, email: string): Promise<Customer | undefined> {
  const [found] = await db.select().from(customers).where(sameEmail(email)).limit(1);
  return found;
}

/** The customer with an id, if it still exists. */
export async function customerById(db: Database, id: number): Promise<Customer | undefined> {
  const [found] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return found;
}

/**
 * Refuses with 409 a phone or e-mail another customer already has (`owner` may keep their own).
 * Both are reported together so a form can mark both fields at once.
 */
export async function assertUnregistered(
  db: Database,
  { phone, email }: { phone?: string | undefined; email?: string | null | undefined },
  owner?: number,
): Promise<void> {
  const notOwner = owner === undefined ? undefined : ne(customers.id, owner);
  const reasons: FailureReason[] = [];
  if (phone !== undefined) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.phone, phone), notOwner))
      .limit(1);
    if (taken) reasons.push(PHONE_TAKEN);
  }
  if (email) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(sameEmail(email), notOwner))
      .limit(1);
    if (taken) reasons.push(EMAIL_TAKEN);
  }
  if (reasons.length > 0) throw new ApiFailure(409, reasons);
}

/**
 * The 409 for an insert or update that lost a race to another request registering the same
 * phone or e-mail, or null for any other error.
 */
export function registrationConflict(error: unknown): ApiFailure | null {
  if (isUniqueViolation(error, 'customers_phone')) return new ApiFailure(409, [PHONE_TAKEN]);
  if (isUniqueViolation(error, 'customers_email')) return new ApiFailure(409, [EMAIL_TAKEN]);
  return null;
}

/** A fresh referral code: 10 characters of hex, upper case. */
export const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

/** What sign-up knows of a new customer. */
export type NewCustomer = Pick<
  typeof customers.$inferInsert,
  'fName' | 'lName' | 'phone' | 'email' | 'passwordHash'
>;

/** Creates a customer with a fresh referral code; a phone or e-mail taken meanwhile is a 409. */
export async function insertCustomer(db: Database, customer: NewCustomer): Promise<number> {
  try {
    const [created] = await db
      .insert(customers)
      .values({ ...customer, refCode: newReferralCode() })
      .returning({ id: customers.id });
    if (!created) throw new Error('the customer insert returned no row');
    return created.id;
  } catch (error) {
    throw registrationConflict(error) ?? error;
  }
}
