import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type DatabaseLocation, openDatabase } from '../db/database';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { createThrowawayDatabase } from './throwawayDatabase';

/** Where a server process started by a test keeps its data, and how the test reads that data. */
export interface ProcessWorkspace {
  /** Starts the real server (main.ts) in a process of its own on the workspace. */
  startServer(): Promise<ServerProcess>;
  /** Opens the workspace's database, runs `work` on it and closes it again. */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Drops the throwaway database and removes the folder (the server must have stopped). */
  remove(): Promise<void>;
}

/**
 * A workspace in a fresh temporary folder named from `prefix`: PGlite in it, or a database of its
 * own on the PostgreSQL server TEST_DATABASE_URL names. `env` adds to the server's environment.
 */
export async function createProcessWorkspace(
  prefix: string,
  env: Record<string, string> = {},
): Promise<ProcessWorkspace> {
  const workDir = mkdtempSync(join(tmpdir(), prefix));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const location: DatabaseLocation = postgres
    ? { url: postgres.url }
    : { dataDir: join(workDir, 'pglite') };
  const logFile = join(workDir, 'server.log');
  const serverEnv = {
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    SOUQ_DATA_DIR: join(workDir, 'pglite'),
    SOUQ_IMAGES_DIR: join(workDir, 'images'),
    SOUQ_SEED_SCALE: 'small',
    ...env,
  };
  return {
    startServer: () => startServerProcess(serverEnv, logFile),
    async withDatabase(work) {
      const opened = await openDatabase(location);
      try {
        return await work(opened.db);
      } finally {
        await opened.close();
      }
    },
    async remove() {
      await postgres?.drop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
