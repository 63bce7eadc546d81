import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/*
 * The demo server as `npm run serve` runs it (demo-site/server/main.ts in a process of its own),
 * for tests that must kill it the hard way and start it again on the same data.
 */

const root = resolve(import.meta.dirname, '../../..');

/** A port nobody listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** How long a start may take on a busy machine before the test gives up on it. */
const STARTUP_LIMIT_MS = 60_000;

/** A running server process. */
export interface ServerProcess {
  /** e.g. 'http://127.0.0.1:41234'. */
  origin: string;
  /** Its process id (to pin it to a core). */
  pid: number;
  /** Ends it with SIGKILL: no handler runs, nothing is flushed or closed. */
  kill(): Promise<void>;
  /** Ends it with SIGTERM, as Ctrl-C would, and waits for it to close its database. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/**
 * Starts main.ts with `env` on top of this process's environment (API only, errors logged to
 * `logFile`) and resolves once it answers /api/v1/config.
 */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const partnerPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, CORS_ORIGINS: _alsoIgnored, ...inherited } = process.env;
  // A file, not a pipe: a pipe nobody reads would stall the server once it filled.
  const output = openSync(logFile, 'a');
  // Node itself, not npx, so the signal reaches the server and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-site/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', output, output],
    env: {
      ...inherited,
      PORT: String(port),
      PARTNER_PORT: String(partnerPort),
      HOST: '127.0.0.1',
      SOUQ_API_ONLY: '1',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  closeSync(output);
  const stopWith = async (signal: NodeJS.Signals) => {
    const gone = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await gone;
  };
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stopWith('SIGKILL');
      throw new Error(`the server did not start:\n${readFileSync(logFile, 'utf8')}`);
    }
    const answered = await fetch(`${origin}/api/v1/config`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    kill: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM'),
  };
}
