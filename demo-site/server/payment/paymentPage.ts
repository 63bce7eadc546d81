import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isLocale, type Locale } from '../../../src/core/i18n';
import type { Database, Transaction } from '../db/database';
import { paymentRequests } from '../db/orderSchema';
import { catalogChanged } from '../routes/catalog/catalogChanges';
import { paymentNotFoundHtml, paymentPageHtml, paymentPagePolicy } from './paymentPageHtml';
import {
  callbackWithOutcome,
  type PaymentOutcome,
  type PaymentPurpose,
  type PaymentRequestRow,
} from './paymentRequests';

/**
 * What settles a request of one purpose once the shopper approved or denied it, in the
 * transaction that marks the request settled (an order becomes paid or failed, a wallet is
 * credited).
 */
export type PaymentSettler = (
  tx: Transaction,
  request: PaymentRequestRow,
  approved: boolean,
) => Promise<void>;

/** The page's options: the database and a settler per purpose it serves. */
export interface PaymentPageOptions {
  db: Database;
  settlers: Partial<Record<PaymentPurpose, PaymentSettler>>;
}

const requestIdSchema = v.pipe(v.string(), v.uuid());

function languageOf(request: FastifyRequest): Locale {
  const { lang } = request.query as { lang?: unknown };
  return isLocale(lang) ? lang : 'ar';
}

function requestIdOf(request: FastifyRequest): string | null {
  const { id } = request.params as { id?: unknown };
  return v.is(requestIdSchema, id) ? id : null;
}

async function findRequest(db: Database, id: string): Promise<PaymentRequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id)).limit(1);
  return row;
}

function outcomeOf(row: PaymentRequestRow): PaymentOutcome {
  return row.status === 'approved' ? 'success' : 'cancel';
}

function notFound(reply: FastifyReply, language: Locale) {
  return reply
    .code(404)
    .header('content-security-policy', "default-src 'none'")
    .type('text/html; charset=utf-8')
    .send(paymentNotFoundHtml(language));
}

/**
 * The demo payment page (`GET /payment/{id}`) and its two answers (`POST …/approve`, `…/deny`).
 * A request is settled once: the first answer marks it and calls its purpose's settler in one
 * transaction; any later visit or answer just returns to the callback with the recorded outcome.
 */
export const paymentPageRoutes: FastifyPluginAsync<PaymentPageOptions> = async (
  app,
  { db, settlers },
) => {
  // The forms post no fields; their empty urlencoded bodies are accepted and not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/payment/:id', async (request, reply) => {
    const language = languageOf(request);
    const id = requestIdOf(request);
    const row = id === null ? undefined : await findRequest(db, id);
    if (!row) return notFound(reply, language);
    if (row.status !== 'pending')
      return reply.redirect(callbackWithOutcome(row, outcomeOf(row)), 303);
    return reply
      .header('content-security-policy', paymentPagePolicy(new URL(row.callbackUrl).origin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(paymentPageHtml({ requestId: row.id, amount: row.amount, language }));
  });

  const answer = (approved: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    const id = requestIdOf(request);
    if (id === null) return notFound(reply, language);
    const settled = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentRequests)
        .set({ status: approved ? 'approved' : 'denied', settledAt: new Date() })
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'pending')))
        .returning();
      if (row) await settlers[row.purpose]?.(tx, row, approved);
      return row;
    });
    // A settlement may give stock back (a denied order): lists kept in memory read again.
    if (settled) catalogChanged(db);
    const row = settled ?? (await findRequest(db, id));
    if (!row) return notFound(reply, language);
    return reply.redirect(callbackWithOutcome(row, outcomeOf(row)), 303);
  };
  app.post('/payment/:id/approve', answer(true));
  app.post('/payment/:id/deny', answer(false));
};
