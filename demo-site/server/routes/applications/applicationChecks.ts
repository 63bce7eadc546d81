import { eq, sql } from 'drizzle-orm';
import type { LatLng } from '../../../../src/core/api/wire';
import { greatCircleKm } from '../../../../src/core/pricing';
import type { Database } from '../../db/database';
import {
  type deliveryManApplications,
  modules,
  type storeApplications,
  zones,
} from '../../db/schema';
import { ApiFailure, type FailureReason, fail } from '../../http/ApiFailure';
import { isUniqueViolation } from '../account/uniqueViolation';

/*
 * What an application is checked against in the database: the zone and module it names, where
 * its location is, and the applications already made with its phone or e-mail.
 */

const PHONE_TAKEN: FailureReason = {
  code: 'phone',
  message: 'This phone number is already registered',
};
const EMAIL_TAKEN: FailureReason = { code: 'email', message: 'This email is already registered' };

/** The zone an application names; one that does not exist is an invalid field. */
export async function chosenZone(db: Database, zoneId: number) {
  const [zone] = await db.select().from(zones).where(eq(zones.id, zoneId)).limit(1);
  if (!zone) throw fail(422, 'zone_id', '{field} is invalid', { field: 'zone_id' });
  return zone;
}

/** Refuses a location outside the zone's circle (the rule the delivery fee is priced with). */
export function assertInsideZone(zone: Awaited<ReturnType<typeof chosenZone>>, point: LatLng) {
  const km = greatCircleKm({ lat: zone.latitude, lng: zone.longitude }, point);
  if (km > zone.radiusKm) {
    throw fail(422, 'latitude', 'The location must be inside the chosen zone');
  }
}

/** Refuses a module that does not exist or is switched off. */
export async function assertOpenModule(db: Database, moduleId: number): Promise<void> {
  const [found] = await db
    .select({ status: modules.status })
    .from(modules)
    .where(eq(modules.id, moduleId))
    .limit(1);
  if (!found?.status) throw fail(422, 'module_id', '{field} is invalid', { field: 'module_id' });
}

/** A table of applications, whose phones and e-mails are unique. */
type ApplicationTable = typeof storeApplications | typeof deliveryManApplications;

/** Refuses (409) a phone or e-mail an application of the same kind already has. */
export async function assertNewApplicant(
  db: Database,
  table: ApplicationTable,
  applicant: { phone: string; email: string },
): Promise<void> {
  const [phoneTaken] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.phone, applicant.phone))
    .limit(1);
  const [emailTaken] = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.email}) = lower(${applicant.email})`)
    .limit(1);
  const reasons = [...(phoneTaken ? [PHONE_TAKEN] : []), ...(emailTaken ? [EMAIL_TAKEN] : [])];
  if (reasons.length > 0) throw new ApiFailure(409, reasons);
}

/** The refusal of an insert that lost a race on a unique index, or the error itself. */
export function duplicateRefusal(error: unknown, indexPrefix: string): unknown {
  if (isUniqueViolation(error, `${indexPrefix}_phone`)) return new ApiFailure(409, [PHONE_TAKEN]);
  if (isUniqueViolation(error, `${indexPrefix}_email`)) return new ApiFailure(409, [EMAIL_TAKEN]);
  return error;
}
