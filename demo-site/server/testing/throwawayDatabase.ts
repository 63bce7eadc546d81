import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for a server process started by a test. */
export interface ThrowawayDatabase {
  /** Its URL, to hand to the server process as DATABASE_URL. */
  url: string;
  /** Drops it (the server process must have stopped). */
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database on the server `serverUrl` names (TEST_DATABASE_URL). */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `souq_test_${randomUUID().replaceAll('-', '')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a connection a killed server left half-open must not keep the database alive.
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
