import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

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

/**
 * Take the data directory's lock file (created exclusively, holding our pid). A lock left by a
 * process that no longer runs is taken over; a live holder makes this throw.
 * @example
 * const release = acquireLockFile('/srv/data/greenroom.lock');
 * release();
 */
export function acquireLockFile(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(path, pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}
