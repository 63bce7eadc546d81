import type { FastifyInstance } from 'fastify';

/** A GET through the server with the language header; replies parsed as JSON. */
export async function getJson<TBody = unknown>(
  app: FastifyInstance,
  url: string,
  language: 'en' | 'ar' = 'en',
): Promise<{ status: number; body: TBody }> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { 'x-localization': language },
  });
  return { status: response.statusCode, body: response.json<TBody>() };
}
