import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../http/ApiFailure';
import { storedUploadExtension, UPLOAD_FOLDERS, UPLOAD_TYPES } from './uploadFolders';

/** A stored upload never changes under its random name: a browser may keep it for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Even if a browser took the bytes for a page, nothing in it could run or load: a sandboxed
 * document allowed nothing.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

const imageNotFound = () => fail(404, 'image', 'Image not found');

const isMissingFile = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * The one route that serves uploaded pictures, at `/images/{folder}/{name}` (the base URLs the
 * config sends, such as customer_image_url): only a random name with the extension of the type
 * its bytes showed when stored, sent as that image type with `nosniff`, inline under its own name,
 * cached for good, and never as HTML whatever the bytes hold.
 */
export const uploadRoutes: FastifyPluginAsync<{ imagesDir: string }> = async (
  app,
  { imagesDir },
) => {
  for (const folder of UPLOAD_FOLDERS) {
    const directory = resolve(imagesDir, folder);
    app.get<{ Params: { name: string } }>(`/images/${folder}/:name`, async (request, reply) => {
      const { name } = request.params;
      const extension = storedUploadExtension(name);
      if (extension === null) throw imageNotFound();
      let bytes: Buffer;
      try {
        bytes = await readFile(join(directory, name));
      } catch (error) {
        if (isMissingFile(error)) throw imageNotFound();
        throw error;
      }
      return reply
        .headers({
          'content-type': UPLOAD_TYPES[extension],
          'x-content-type-options': 'nosniff',
          'content-disposition': `inline; filename="${name}"`,
          'content-security-policy': UPLOAD_CONTENT_SECURITY_POLICY,
          'cache-control': UPLOAD_CACHE_CONTROL,
        })
        .send(bytes);
    });
  }
};
