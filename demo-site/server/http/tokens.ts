import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { authTokens } from '../db/schema';

/** How long a bearer token stays valid. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** SHA-256 of a secret: what the database keeps instead of the secret itself. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Issues a random bearer token for a customer; only its hash is stored. */
export async function issueToken(
  db: Database,
  customerId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    tokenHash: hashSecret(token),
    customerId,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The customer a token belongs to while it has not expired, else null. */
export async function customerOfToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .select({ customerId: authTokens.customerId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashSecret(token)), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row?.customerId ?? null;
}
