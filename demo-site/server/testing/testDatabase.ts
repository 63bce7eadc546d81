import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type OpenDatabase, openDatabase } from '../db/database';

/** A test's database, with the URL other processes reach it at (null for in-memory PGlite). */
export type TestDatabase = OpenDatabase & { url: string | null };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL names a PostgreSQL server — a database of its own created there and dropped
 * on close, so files running in parallel never share tables.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ memory: true })), url: null };

  const name = `souq_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString() });
  return {
    ...opened,
    url: url.toString(),
    close: async () => {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}
