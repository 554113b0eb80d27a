import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

/** Starts `src/server.ts` in its own Node process on a free port; does not wait for it. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'server-process-test-secret-server-process',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output, exited };
}

/** Waits (up to 60 s) until the server answers /readyz with 200; fails if it exits first. */
export async function waitUntilReady(server: ServerProcess): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before it was ready:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.process.kill('SIGKILL');
  throw new Error(`server did not start:\n${server.output()}`);
}

/** A server process that answers; `env` adds to or overrides the test defaults. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await waitUntilReady(server);
  return server;
}

/** Stops a server (SIGTERM: a graceful shutdown) and waits for it to exit. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.process.exitCode === null && server.process.signalCode === null)
    server.process.kill(signal);
  return server.exited;
}
