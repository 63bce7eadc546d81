import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty body is
 * no body: many clients send `Content-Type: application/json` with nothing after it on calls that
 * take none (`auth/guest/request`), and the route then sees what it would see without a body.
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
