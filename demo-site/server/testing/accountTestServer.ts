import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Fixtures, insertFixtures } from './accountFixtures';
import {
  type TestServer as SharedTestServer,
  startTestServer as startSharedTestServer,
} from './testServer';

/** The shared test server, with the account fixtures inserted. */
export interface TestServer extends SharedTestServer {
  fixtures: Fixtures;
}

/** Builds the API over a fresh database and inserts the account fixtures. */
export async function startTestServer(): Promise<TestServer> {
  const server = await startSharedTestServer();
  return { ...server, fixtures: await insertFixtures(server.db) };
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

/** Issues a guest id through the API. */
export async function newGuest(app: FastifyInstance): Promise<string> {
  const reply = await call(app, { method: 'POST', url: '/api/v1/auth/guest/request' });
  return reply.json<{ guest_id: string }>().guest_id;
}
