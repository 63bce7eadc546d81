/*
 * Starting over: the embedded database is deleted and recreated; a PostgreSQL server keeps its
 * schema and has every table truncated. Then the seed runs again and rewrites the pictures.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Database, type DatabaseLocation, openDatabase } from '../db/database';
import * as schema from '../db/schema';
import { IMAGE_FOLDERS } from './plan/types';
import { type SeedOptions, type SeedSummary, seedDatabase } from './seedDatabase';

/** The folder of customer uploads, emptied with the customers on a reset. */
const PROFILE_FOLDER = 'profile';

/** Empties every table of the schema and restarts their id sequences. */
export async function clearDatabase(db: Database): Promise<void> {
  const names = Object.values(schema).flatMap((value) =>
    is(value, PgTable) ? [`"${getTableName(value)}"`] : [],
  );
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/** Drops all data at the location, then seeds it again. Stop the server first. */
export async function resetDatabase(
  location: DatabaseLocation,
  options: SeedOptions,
): Promise<SeedSummary> {
  if ('dataDir' in location) await rm(location.dataDir, { recursive: true, force: true });
  await Promise.all(
    [...IMAGE_FOLDERS, PROFILE_FOLDER].map((folder) =>
      rm(join(options.imagesDir, folder), { recursive: true, force: true }),
    ),
  );
  const database = await openDatabase(location);
  try {
    if ('url' in location) await clearDatabase(database.db);
    return await seedDatabase(database.db, options);
  } finally {
    await database.close();
  }
}
