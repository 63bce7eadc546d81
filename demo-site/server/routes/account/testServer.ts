import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../app';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../testing/testDatabase';
import { type Fixtures, insertFixtures } from './testFixtures';

/** A server over a database of its own, with the fixture catalog and its log lines. */
export interface TestServer {
  app: FastifyInstance;
  db: Database;
  fixtures: Fixtures;
  /** Every line the server logged at warn and above, as JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/** Builds the API over a fresh database (in-memory PGlite, or TEST_DATABASE_URL). */
export async function startTestServer(): Promise<TestServer> {
  const database = await openTestDatabase();
  const imagesDir = mkdtempSync(join(tmpdir(), 'souq-account-images-'));
  const logs: string[] = [];
  const app = await buildServer({
    db: database.db,
    imagesDir,
    siteDir: null,
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    fixtures: await insertFixtures(database.db),
    logs,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}

/** A request in the test's own words. */
export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  /** An object is sent as JSON; a string or buffer as it is. */
  body?: NonNullable<InjectOptions['payload']>;
  token?: string;
  language?: 'ar' | 'en';
  /** The caller's address; each call gets a new one unless given, so rate limits stay out of the way. */
  from?: string;
}

let callCount = 0;

/** Sends a request to the API, in English unless told otherwise. */
export function call(app: FastifyInstance, options: CallOptions): Promise<LightMyRequestResponse> {
  callCount += 1;
  const headers: Record<string, string> = { 'x-localization': options.language ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers,
    remoteAddress:
      options.from ?? `10.${(callCount >> 16) & 255}.${(callCount >> 8) & 255}.${callCount & 255}`,
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
}

/** The one-time code the server last logged for a phone and purpose. */
export function loggedCode(logs: readonly string[], phone: string, purpose: string): string {
  for (const line of [...logs].reverse()) {
    const entry: { phone?: string; purpose?: string; otp?: string } = JSON.parse(line);
    if (entry.phone === phone && entry.purpose === purpose && entry.otp) return entry.otp;
  }
  throw new Error(`no ${purpose} code logged for ${phone}`);
}

/** Issues a guest id through the API. */
export async function newGuest(app: FastifyInstance): Promise<string> {
  const reply = await call(app, { method: 'POST', url: '/api/v1/auth/guest/request' });
  return reply.json<{ guest_id: string }>().guest_id;
}
