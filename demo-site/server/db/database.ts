import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListen } from './notifications';
import * as orderSchema from './orderSchema';
import { scheduledPglite } from './scheduledPglite';
import * as catalogAndAccounts from './schema';

/** Every table of the demo API. */
const schema = { ...catalogAndAccounts, ...orderSchema };

/** The Drizzle database the routes use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction on the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database with its migrations applied, and how to close it. */
export interface OpenDatabase {
  db: Database;
  /** 'pglite' (embedded) or 'postgres' (a server at DATABASE_URL). */
  driver: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel of this database, from whichever process sends it. */
  listen: Listen;
  close(): Promise<void>;
}

const opened = new WeakMap<Database, OpenDatabase>();

/**
 * How `db` was opened (its driver, its notifications), for what keeps its rows in memory; null
 * for a database this module did not open.
 */
export function openedAs(db: Database): Pick<OpenDatabase, 'driver' | 'listen'> | null {
  return opened.get(db) ?? null;
}

function remembered(database: OpenDatabase): OpenDatabase {
  opened.set(database.db, database);
  return database;
}

/** Connections one process keeps to a PostgreSQL server unless `SOUQ_DB_POOL_SIZE` says. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * How many connections one process may hold (`SOUQ_DB_POOL_SIZE`). A request waits for a free
 * one before each query outside a transaction, so too few make every route queue behind the
 * slowest; all processes together must stay under the server's `max_connections`.
 */
export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.SOUQ_DB_POOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_POOL_SIZE;
}

/** Where the committed SQL migrations live. */
export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

/** Where the embedded database keeps its files by default. */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../../.data/pglite');

/** Where to open the database: a PostgreSQL URL, a PGlite folder, or memory. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

/**
 * Opens the database and applies every pending migration. PGlite (PostgreSQL compiled to
 * WebAssembly) keeps its files in a folder, or in memory for tests; a URL selects a server.
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: poolSize() });
    const db = drizzleNodePostgres(pool, { schema });
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return remembered({
      db,
      driver: 'postgres',
      listen: postgresListen(location.url),
      close: () => pool.end(),
    });
  }
  const dataDir = 'dataDir' in location ? location.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  // Short reads go before long searches on PGlite's one connection (queryScheduler.ts).
  const db = drizzlePglite(scheduledPglite(client), { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return remembered({
    db,
    driver: 'pglite',
    listen: pgliteListen(client),
    close: () => client.close(),
  });
}

/** The location the environment asks for: DATABASE_URL, else PGlite in `.data/`. */
export function locationFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  return env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : { dataDir: env.SOUQ_DATA_DIR ?? DEFAULT_DATA_DIR };
}
