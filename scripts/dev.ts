import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server on API_PORT (default 4174) and Vite with hot reload on PORT
 * (default 4173), Vite proxying /api to the server.
 */
const apiPort = process.env.API_PORT ?? '4174';
const host = process.env.HOST ?? '127.0.0.1';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

const children = [
  run('npx', ['tsx', 'demo-site/server/main.ts'], {
    PORT: apiPort,
    HOST: host,
    SOUQ_API_ONLY: '1',
  }),
  run('npx', ['vite'], { SOUQ_API_URL: `http://${host}:${apiPort}` }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
for (const child of children) {
  child.once('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
