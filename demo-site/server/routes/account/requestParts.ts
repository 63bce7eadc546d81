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

/** The `{ message }` reply of 6amMart, in the request's language. */
export function messageReply(request: FastifyRequest, key: MessageKey): { message: string } {
  return { message: translate(requestLanguage(request), key) };
}
