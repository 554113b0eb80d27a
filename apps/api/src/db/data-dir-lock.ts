import {
  linkSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server is already using the data folder ${dataDir}. ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Holder {
  pid: number;
  /** The process's start time as the kernel counts it (Linux), so a reused pid is not mistaken for it. */
  startTime: string | null;
}

/** A process's start time from /proc/<pid>/stat (field 22), or null where there is no /proc. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process holds: a lock naming our own pid is otherwise a predecessor's. */
const heldHere = new Set<string>();

/** True while the process that wrote the lock is still running. */
function isLive(holder: Holder): boolean {
  // A container restarts the server under the same pid its crashed predecessor had.
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

/** The lock file's text, or null when it is gone. */
function readHolderText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The lock's holder; null when the file is gone; a dead holder when it cannot be read. */
function readHolder(path: string): Holder | null {
  const text = readHolderText(path);
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number')
      return { pid: parsed.pid, startTime: parsed.startTime ?? null };
  } catch {
    // unreadable: written by nothing we know, treated as stale
  }
  return { pid: 0, startTime: null };
}

/** The lock of earlier versions was a directory, refreshed every 5 s and stale after 15 s. */
const OLD_LOCK_STALE_MS = 15_000;

/**
 * Takes the data folder for this process, or throws DataDirLockedError while another live
 * process holds it. The lock file names its holder's pid (and start time), so a lock left by
 * a crashed server is taken over at once; it is created with link(2), which either creates
 * it whole or fails, and a stale one is moved aside before it is deleted, so two servers
 * starting together cannot both take it. Returns the release function.
 */
export function lockDataDir(folder: string): () => void {
  const lockPath = join(folder, 'server.lock');
  if (heldHere.has(lockPath)) throw new DataDirLockedError(folder);
  const mine = JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid) });
  const draft = `${lockPath}.${process.pid}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        heldHere.add(lockPath);
        return () => {
          heldHere.delete(lockPath);
          if (readHolderText(lockPath) === mine) unlinkSync(lockPath);
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const lock = statSync(lockPath, { throwIfNoEntry: false });
      if (lock?.isDirectory()) {
        if (Date.now() - lock.mtimeMs < OLD_LOCK_STALE_MS) throw new DataDirLockedError(folder);
        rmSync(lockPath, { recursive: true, force: true });
        continue;
      }
      const holder = readHolder(lockPath);
      if (holder && isLive(holder)) throw new DataDirLockedError(folder);
      const aside = `${lockPath}.stale.${process.pid}`;
      try {
        renameSync(lockPath, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = readHolder(aside);
      if (moved && isLive(moved)) {
        // Another server took the stale lock between our look and our move: give it back.
        try {
          linkSync(aside, lockPath);
        } catch {
          // a third server holds it now: either way, it is not ours
        }
        unlinkSync(aside);
        throw new DataDirLockedError(folder);
      }
      unlinkSync(aside);
    }
    throw new DataDirLockedError(folder);
  } finally {
    unlinkSync(draft);
  }
}
