/*
 * `npm run db:reset`: deletes the demo data and seeds it again. Reads DATABASE_URL or
 * SOUQ_DATA_DIR like the server, SOUQ_IMAGES_DIR for pictures, SOUQ_SEED_SCALE=small for a
 * small catalog.
 */
import { locationFromEnv } from '../db/database';
import { resetDatabase } from './resetDatabase';
import { DEFAULT_IMAGES_DIR } from './seedDatabase';

const location = locationFromEnv();
const imagesDir = process.env.SOUQ_IMAGES_DIR ?? DEFAULT_IMAGES_DIR;
const scale = process.env.SOUQ_SEED_SCALE === 'small' ? 'small' : 'full';
const where =
  'url' in location
    ? 'PostgreSQL (DATABASE_URL)'
    : 'dataDir' in location
      ? location.dataDir
      : 'memory';

console.log(`Resetting the demo database in ${where}…`);
const started = performance.now();
const summary = await resetDatabase(location, { imagesDir, scale });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Seeded ${summary.items} items, ${summary.reviews} reviews, ${summary.stores} stores, ` +
    `${summary.categories} categories and ${summary.images} pictures (in ${imagesDir}) in ${seconds} s.`,
);
