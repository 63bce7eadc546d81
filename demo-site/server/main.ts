import { resolve } from 'node:path';
import { buildPartnerServer, buildServer } from './app';
import { locationFromEnv, openDatabase } from './db/database';
import { trustProxyFromEnv } from './http/trustProxy';
import { relayCatalogChanges } from './routes/catalog/catalogChanges';
import { orderPaceSeconds } from './routes/order/orderPace';
import { supportAnswerDelayMs } from './support/supportAnswers';
import { isEmpty } from './seed/isEmpty';
import { DEFAULT_IMAGES_DIR, seedDatabase } from './seed/seedDatabase';
import { e2eControlsFromEnv } from './testing/e2eControls';

/**
 * Where `vite build` puts the storefront this process serves; `SOUQ_SITE_DIR` names another
 * build (a bench or a test run building its own copy while the default one is served).
 */
const SITE_DIR = resolve(
  process.env.SOUQ_SITE_DIR ?? resolve(import.meta.dirname, '../../dist/demo'),
);
/** Where `npm run build:embed` puts the embed loader and its chunks, served at /embed/ (`SOUQ_EMBED_DIR`). */
const EMBED_DIR = resolve(
  process.env.SOUQ_EMBED_DIR ?? resolve(import.meta.dirname, '../../dist/embed'),
);
/** The plain partner page served on a second origin. */
const PARTNER_DIR = resolve(import.meta.dirname, '../partner');

/**
 * `npm start`: opens the database (PGlite in .data/, or DATABASE_URL), seeds it when empty, and
 * serves the API and the built storefront from one port.
 */
async function main() {
  const started = performance.now();
  const location = locationFromEnv();
  const database = await openDatabase(location);
  const { db, driver } = database;
  const imagesDir = process.env.SOUQ_IMAGES_DIR ?? DEFAULT_IMAGES_DIR;
  if (await isEmpty(db)) {
    console.log('souq: empty database, seeding the demo catalog…');
    await seedDatabase(db, {
      imagesDir,
      scale: process.env.SOUQ_SEED_SCALE === 'small' ? 'small' : 'full',
    });
  }
  const corsOrigins = process.env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const app = await buildServer({
    db,
    imagesDir,
    // `npm run dev` serves the storefront from Vite and this process as the API alone.
    siteDir: process.env.SOUQ_API_ONLY ? null : SITE_DIR,
    embedDir: EMBED_DIR,
    corsOrigins: corsOrigins?.length ? corsOrigins : null,
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    orderLifecycle: { paceSeconds: orderPaceSeconds() },
    supportAnswers: { delayMs: supportAnswerDelayMs() },
    e2eControls: e2eControlsFromEnv(),
  });
  // Other processes on the same PostgreSQL change the catalog too: hear of it before serving.
  const stopRelaying = await relayCatalogChanges(database);
  // Build the suggestion index before taking traffic, not on the first shopper's keystroke.
  await app.inject({ url: '/api/v1/items/item-or-store-search?name=souq' });
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  // The partner page is another origin (another port): what a partner's site sees of the kit.
  const kitOrigin = `http://${host}:${port}`;
  const partnerPort = Number(process.env.PARTNER_PORT ?? port + 1);
  const partner = await buildPartnerServer({
    partnerDir: PARTNER_DIR,
    kitOrigin,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await partner.listen({ port: partnerPort, host });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `souq: storefront and API on ${kitOrigin}/ (${driver}, ready in ${seconds} s); ` +
      `partner page on http://${host}:${partnerPort}/`,
  );

  const stop = async () => {
    await partner.close();
    await app.close();
    await stopRelaying();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
