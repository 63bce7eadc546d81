import type { FastifyRequest } from 'fastify';

/** Most zone ids a `zoneid` header is read for; a client sends one or a few. */
const MAX_HEADER_ZONES = 20;

/**
 * The zone ids a request names in its `zoneid` header, as 6amMart clients echo get-zone-id's
 * `zone_id`: a JSON text such as "[1,2]", or a bare "1". Anything unreadable names no zone.
 */
export function requestZoneIds(request: Pick<FastifyRequest, 'headers'>): number[] {
  const header = request.headers.zoneid;
  const text = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const entries = Array.isArray(parsed) ? parsed.slice(0, MAX_HEADER_ZONES) : [parsed];
  return entries.flatMap((entry: unknown) => {
    const id = typeof entry === 'string' && /^\d+$/.test(entry) ? Number(entry) : entry;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
  });
}
