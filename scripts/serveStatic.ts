/*
 * Serves a built folder over HTTP on loopback, e.g. the static Storybook the accessibility suite
 * opens:  tsx scripts/serveStatic.ts storybook-static 6017
 */
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [folder, portText] = process.argv.slice(2);
if (!folder || !portText) {
  console.error('usage: tsx scripts/serveStatic.ts <folder> <port>');
  process.exit(2);
}

const app = Fastify();
await app.register(fastifyStatic, { root: resolve(folder) });
const address = await app.listen({ port: Number(portText), host: '127.0.0.1' });
console.log(`serving ${folder} at ${address}`);
