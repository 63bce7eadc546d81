import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { authTokens, verifyOnlyTokens } from '../db/schema';

/** How long a bearer token stays valid. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Live tokens one customer may hold; signing in once more revokes the oldest. */
export const MAX_LIVE_TOKENS = 10;

/** SHA-256 of a secret: what the database keeps instead of the secret itself. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Issues a random bearer token for a customer; only its hash is stored. The customer's expired
 * tokens go, and so do the oldest beyond `MAX_LIVE_TOKENS`.
 */
export async function issueToken(
  db: Database,
  customerId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const mine = eq(authTokens.customerId, customerId);
  await db.transaction(async (tx) => {
    await tx.insert(authTokens).values({
      tokenHash: hashSecret(token),
      customerId,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      createdAt: now,
    });
    const newest = tx
      .select({ tokenHash: authTokens.tokenHash })
      .from(authTokens)
      .where(mine)
      .orderBy(desc(authTokens.expiresAt), desc(authTokens.createdAt))
      .limit(MAX_LIVE_TOKENS);
    await tx
      .delete(authTokens)
      .where(
        and(mine, or(lte(authTokens.expiresAt, now), notInArray(authTokens.tokenHash, newest))),
      );
  });
  return token;
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Who holds a live token, and whether it may only verify the phone (phoneVerification.ts). */
export interface TokenHolder {
  customerId: number;
  verifyOnly: boolean;
}

/** The customer a token belongs to while it has not expired, else null. */
export async function customerOfToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<TokenHolder | null> {
  const tokenHash = hashSecret(token);
  const [row] = await db
    .select({ customerId: authTokens.customerId, limited: verifyOnlyTokens.tokenHash })
    .from(authTokens)
    .leftJoin(verifyOnlyTokens, eq(verifyOnlyTokens.tokenHash, authTokens.tokenHash))
    .where(and(eq(authTokens.tokenHash, tokenHash), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row ? { customerId: row.customerId, verifyOnly: row.limited !== null } : null;
}
