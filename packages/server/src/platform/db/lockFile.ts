import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(path: string, pid: number) {
    super(`Another Greenroom server (pid ${pid}) is using this data directory (lock file ${path}). Stop it or choose another GREENROOM_DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds now (a pid-equal lock not among them is a leftover). */
const heldHere = new Set<string>();

/** Who holds a lock, as written in its file: `{"pid":…,"host":…}` (older servers wrote the pid alone). */
interface LockHolder {
  pid: number;
  host?: string;
}

function readHolder(path: string): LockHolder | null {
  const text = readFileSync(path, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'number') return { pid: parsed };
    const { pid, host } = parsed as Partial<LockHolder>;
    return typeof pid === 'number' ? { pid, ...(typeof host === 'string' ? { host } : {}) } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a lock's holder may still be running. A lock written on another host came with a copied
 * data directory (a backup, a moved volume), and one holding our own pid was left by an earlier run
 * of this very process id (a container restarted as pid 1): both are stale.
 */
function holderMayRun(path: string, holder: LockHolder | null): holder is LockHolder {
  if (!holder || !Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.host !== undefined && holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return heldHere.has(path);
  return isAlive(holder.pid);
}

/**
 * Take the data directory's lock file (created exclusively, holding our pid and host name). A lock
 * left by a process that no longer runs, or written on another host, is taken over; a live holder
 * on this host makes this throw.
 * @example
 * const release = acquireLockFile('/srv/data/greenroom.lock');
 * release();
 */
export function acquireLockFile(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holderMayRun(path, holder)) throw new DataDirLockedError(path, holder.pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}
