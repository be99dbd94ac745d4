/**
 * npm run dev: the API (tsx server/index.ts on API_PORT, default 3001, without building the
 * storefront) plus webpack-dev-server with hot reload on PORT (default 3000), which proxies /api
 * and /media to the API. Ctrl-C stops both; if either stops, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  // detached: each child leads its own process group, so the group (tsx and its node child,
  // webpack and its workers) can be signalled as one.
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', detached: true });
  child.on('error', (err) => {
    console.error(`dev: cannot start ${name}: ${err.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return finishIfAllStopped();
    console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 1);
  });
  return child;
}

const children: ChildProcess[] = [];
let stopping = false;
let exitCode = 0;

const running = () =>
  children.filter(
    (child) => child.pid !== undefined && child.exitCode === null && !child.signalCode,
  );

function signalAll(signal: NodeJS.Signals): void {
  for (const child of running()) {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // the group is already gone
    }
  }
}

function finishIfAllStopped(): void {
  if (running().length === 0) process.exit(exitCode);
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  signalAll('SIGTERM');
  finishIfAllStopped();
  setTimeout(() => {
    signalAll('SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

children.push(
  start('API server', bin('tsx'), ['server/index.ts'], {
    ...process.env,
    PORT: apiPort,
    HOST: '127.0.0.1',
    // Links written by the API (mails, chat enquiries) should point at the dev server users open.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    SKIP_WEB_BUILD: '1',
  }),
  start(
    'webpack-dev-server',
    bin('webpack'),
    ['serve', '--config', 'webpack.config.ts', '--mode', 'development'],
    { ...process.env, PORT: port, API_PORT: apiPort },
  ),
);

process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
