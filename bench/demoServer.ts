import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Whether processes can be given cores of their own: the machine has two or more and `taskset`
 * is there. Otherwise the scheduler moves them about, and every move shows up in the tail latency
 * of whatever is being timed.
 */
export const pinning = availableParallelism() >= 2 && hasTaskset();

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Moves this process (the load generator) to the given cores, e.g. '1' or '0-1'. */
export function pinSelf(cpuList: string): void {
  if (pinning)
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpuList, String(process.pid)], {
      stdio: 'ignore',
    });
}

/** How the bench starts the demo server (demo-site/server/main.ts). */
export interface DemoServerOptions {
  /** Loopback port of its own, so a developer's server is never the one measured. */
  port: number;
  /** Serve the built storefront (dist/demo) too; by default the API alone. */
  site?: boolean;
  /** Cores to run the server on when pinning is possible; any core by default. */
  cpuList?: string;
  /** An embed build of the suite's own to serve at /embed/ (`SOUQ_EMBED_DIR`); dist/embed by default. */
  embedDir?: string;
  /** More of the server's environment, e.g. `SOUQ_E2E_CONTROLS: '1'` to open a store at any hour. */
  env?: Readonly<Record<string, string>>;
}

/** A running demo server on the bench's own seeded database. */
export interface DemoServer {
  /** e.g. 'http://127.0.0.1:4391'. */
  origin: string;
  /** Seconds from the spawn to the first answer. */
  seconds: number;
  /** Where the server's output goes (.data/bench/server-{port}.log). */
  log: string;
  /** Stops the server and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the demo server on the bench's own database (.data/bench, seeded on first use) and
 * resolves once it answers. Every origin may call it, whatever CORS_ORIGINS the shell holds, so a
 * fixture page served from elsewhere can use it.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const answers = () =>
    fetch(`${origin}/api/v1/config`).then(
      (reply) => reply.ok,
      () => false,
    );
  // Another process answering here would be measured instead of the server under test.
  if (await answers()) {
    throw new Error(`port ${options.port} is already in use; stop what listens there first`);
  }
  const started = performance.now();
  // Node itself, not npx, so the signal that stops the server reaches the server.
  const node = [process.execPath, '--import', 'tsx', 'demo-site/server/main.ts'];
  const [command = 'node', ...args] =
    pinning && options.cpuList ? ['taskset', '--cpu-list', options.cpuList, ...node] : node;
  const { CORS_ORIGINS: _ignored, SOUQ_API_ONLY: _alsoIgnored, ...inherited } = process.env;
  const log = resolve(root, `.data/bench/server-${options.port}.log`);
  mkdirSync(resolve(log, '..'), { recursive: true });
  // A file, not a pipe: a pipe nobody reads would stall the server once it filled.
  const output = openSync(log, 'w');
  const server = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', output, output],
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ...(options.site ? {} : { SOUQ_API_ONLY: '1' }),
      ...(options.embedDir ? { SOUQ_EMBED_DIR: resolve(options.embedDir) } : {}),
      SOUQ_DATA_DIR: resolve(root, '.data/bench/pglite'),
      SOUQ_IMAGES_DIR: resolve(root, '.data/bench/images'),
      LOG_LEVEL: 'error',
      ...options.env,
    },
  });
  closeSync(output);
  try {
    for (;;) {
      if (server.exitCode !== null) {
        throw new Error(`the demo server exited while starting; its output is in ${log}`);
      }
      if (await answers()) {
        return {
          origin,
          seconds: (performance.now() - started) / 1000,
          log,
          stop: () => stopProcess(server),
        };
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
}
