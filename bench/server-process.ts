import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  /** The server's process id, to read its CPU time (`MeasureOptions.serverPid`). */
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    cleanup();
  };
}

/**
 * The built product server (`npm run serve`) on a fresh embedded database, or on the database
 * that `env` names (DATABASE_URL); `env` adds or overrides settings.
 */
export async function startProductServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bluu-bench-'));
  // BENCH_PROFILE_DIR: the server writes a CPU profile there when it stops (`node --cpu-prof`).
  const profile = process.env.BENCH_PROFILE_DIR;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, join(ROOT, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, child);
  return {
    url,
    pid: child.pid!,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A bare Fastify route in its own process: the ceiling our routes are compared with. */
export async function startBareServer(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(ROOT, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/bare`, child);
  return { url, pid: child.pid!, stop: stopper(child, () => undefined) };
}
