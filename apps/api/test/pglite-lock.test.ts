import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { DataDirLockedError, openPglite } from '../src/db/database.ts';
import {
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from './support/server-process.ts';

const folders: string[] = [];
function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'bluu-lock-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

/** Takes the lock (which then names this process) and gives it back. */
function expectTakenOver(folder: string) {
  const release = lockDataDir(folder);
  const lock = JSON.parse(readFileSync(join(folder, 'server.lock'), 'utf8')) as { pid: number };
  expect(lock.pid).toBe(process.pid);
  release();
}

describe('the data folder lock', () => {
  it('names the live process that holds it, and goes with it', async () => {
    const folder = dataFolder();
    const database = await openPglite(folder);
    const lock = JSON.parse(readFileSync(join(folder, 'server.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
    await database.close();
    expect(existsSync(join(folder, 'server.lock'))).toBe(false);
  });

  it('is taken over at once from a process that has died', async () => {
    const folder = dataFolder();
    const pid = await deadPid();
    writeFileSync(join(folder, 'server.lock'), JSON.stringify({ pid, startTime: '1' }));
    expectTakenOver(folder);
  });

  it('is taken over when its pid now belongs to another program than the server that wrote it', async () => {
    const folder = dataFolder();
    // process.ppid is alive (the test runner) but started at another time than the lock says.
    writeFileSync(
      join(folder, 'server.lock'),
      JSON.stringify({ pid: process.ppid, startTime: 'not-its-start-time' }),
    );
    expectTakenOver(folder);
  });

  it('is taken over from an earlier version that crashed (a lock folder older than 15 s)', async () => {
    const folder = dataFolder();
    mkdirSync(join(folder, 'server.lock'));
    const { utimesSync } = await import('node:fs');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(folder, 'server.lock'), old, old);
    expectTakenOver(folder);
  });

  it('refuses a second opener while the holder lives', async () => {
    const folder = dataFolder();
    const release = lockDataDir(folder);
    try {
      expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });
});

// Real server processes on one PGlite folder (the PostgreSQL pass has no data folder to lock).
describe.skipIf(process.env.TEST_DATABASE_URL)('servers on one data folder', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
  });

  it('refuse a second live server, and restart at once after a crash', async () => {
    const folder = dataFolder();
    const first = await startServer({ DATA_DIR: folder });
    servers.push(first);

    const second = await spawnServer({ DATA_DIR: folder });
    servers.push(second);
    expect(await second.exited, second.output()).toBe(1);
    expect(second.output()).toContain(`Another server is already using the data folder ${folder}`);

    first.process.kill('SIGKILL');
    await first.exited;
    const restarted = await startServer({ DATA_DIR: folder });
    servers.push(restarted);
    expect((await fetch(`${restarted.url}/api/Branch`)).status).toBe(200);
    expect(await stopServer(restarted)).toBe(0);
  }, 120_000);
});
