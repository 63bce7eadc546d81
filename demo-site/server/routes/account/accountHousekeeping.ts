import { and, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { authTokens, codeBudgets, oneTimeCodes } from '../../db/schema';

/** How often the server process purges what has expired. */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** How long a phone's code budget is kept after its last use (and after any lock ran out). */
export const BUDGET_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired tokens and codes, and the code budgets of phones quiet for a day whose lock (if
 * any) ran out, so the lock history of a phone fades but never while it counts.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<void> {
  await db.delete(authTokens).where(lte(authTokens.expiresAt, now));
  await db.delete(oneTimeCodes).where(lte(oneTimeCodes.expiresAt, now));
  await db
    .delete(codeBudgets)
    .where(
      and(
        lte(codeBudgets.updatedAt, new Date(now.getTime() - BUDGET_MEMORY_MS)),
        or(isNull(codeBudgets.lockedUntil), lte(codeBudgets.lockedUntil, now)),
      ),
    );
}

/** Purges on a timer while the app runs: started when it is ready, stopped when it closes. */
export function purgeWhileRunning(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpired(db).catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
    }, PURGE_INTERVAL_MS);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
