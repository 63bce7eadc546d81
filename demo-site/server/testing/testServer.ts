import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../app';
import type { Database } from '../db/database';
import { type FakeSmsSender, fakeSmsSender } from './fakeSmsSender';
import { openTestDatabase } from './testDatabase';

/** The API over a database of its own, for one test file. */
export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** The folder served at /images/ (a fresh temporary one). */
  imagesDir: string;
  /** Every line the server logged at warn and above, as JSON text. */
  logs: string[];
  /** Every one-time code the server sent, in order (no code goes to the log or a reply). */
  sms: FakeSmsSender;
  close(): Promise<void>;
}

/**
 * Builds the API over a fresh database (in-memory PGlite, or a database of its own on the server
 * TEST_DATABASE_URL names) and an empty pictures folder; `close` removes both.
 */
export async function startTestServer(
  options: Pick<ServerOptions, 'siteDir' | 'corsOrigins' | 'trustProxy' | 'e2eControls'> = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const imagesDir = mkdtempSync(join(tmpdir(), 'souq-test-images-'));
  const logs: string[] = [];
  const sms = fakeSmsSender();
  const app = await buildServer({
    smsSender: sms,
    db: database.db,
    imagesDir,
    siteDir: options.siteDir ?? null,
    corsOrigins: options.corsOrigins ?? null,
    trustProxy: options.trustProxy ?? false,
    e2eControls: options.e2eControls ?? false,
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    imagesDir,
    logs,
    sms,
    close: async () => {
      // Every test has its replies by now. A connection whose upload still arrives after its
      // reply (a refusal sent before the body ended) is not idle when closing starts, and becomes
      // idle with no reply left to close it, so the close would wait out the keep-alive timeout.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}
