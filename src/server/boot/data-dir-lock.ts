import fs from 'node:fs';
import path from 'node:path';
import { DataDirError } from '../db/embedded-postgres.ts';
import { ensureDir } from '../lib/ensure-dir.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One Scout process per DATA_DIR: its embedded database cannot be shared. Returns the release
 * function. A lock left by a process that no longer exists is taken over.
 */
export function claimDataDir(dataDir: string): () => void {
  try {
    ensureDir(dataDir);
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (e) {
    throw new DataDirError(
      `The data directory ${dataDir} cannot be created or written (${(e as Error).message}). Set DATA_DIR to a writable folder.`,
    );
  }
  const file = path.join(dataDir, 'scout.pid');
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirError(
        `Another Scout process (pid ${pid}) is already using DATA_DIR ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR and PORT.',
      );
    }
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {}
  };
}
