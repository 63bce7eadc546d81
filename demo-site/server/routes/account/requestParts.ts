import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MessageKey } from '../../../../src/core/i18n';
import { requestLanguage, translate } from '../../http/language';
import { integerField } from '../../http/parseInput';

/** Largest id a PostgreSQL integer column holds; bigger ids are refused as input, not by the database. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id from a query or body ("12" or 12). */
export const rowId = () => integerField(1, MAX_ROW_ID);

const withGuestId = v.object({ guest_id: v.optional(v.unknown()) });

function guestIdIn(source: unknown): unknown {
  const parsed = v.safeParse(withGuestId, source);
  return parsed.success ? parsed.output.guest_id : undefined;
}

/**
 * The guest id a request carries: in the body (add, update) or the query (list, remove), as the
 * kit sends it. Checked by `cartOwner`, which refuses a missing or unknown one.
 */
export function guestIdOf(request: FastifyRequest): unknown {
  return guestIdIn(request.body) ?? guestIdIn(request.query);
}

/** What a client that has no guest id yet sends in its place: nothing, or its empty variable. */
const NO_GUEST_ID = new Set(['', 'null', 'undefined']);

/**
 * Whether a request comes from a visitor with neither a token nor a guest id yet: a 6amMart
 * client lists its cart before its guest id arrives, with no guest_id or `guest_id=null`.
 */
export function beforeGuestId(request: FastifyRequest, token: string | null): boolean {
  if (token !== null) return false;
  const guestId = guestIdOf(request);
  return (
    guestId === undefined ||
    guestId === null ||
    (typeof guestId === 'string' && NO_GUEST_ID.has(guestId.trim()))
  );
}

/** The `{ message }` reply of 6amMart, in the request's language. */
export function messageReply(request: FastifyRequest, key: MessageKey): { message: string } {
  return { message: translate(requestLanguage(request), key) };
}
