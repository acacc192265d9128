import fs from 'node:fs';
import path from 'node:path';
import { DataDirError, unwritableDataDir } from '../db/embedded-postgres.ts';
import { ensureDir } from '../lib/ensure-dir.ts';
import { isProcessAlive, processStartMark } from '../lib/process-identity.ts';

/**
 * One Scout process per DATA_DIR: its embedded database cannot be shared. Returns the release
 * function. A lock left by a process that no longer exists, or whose pid another process now has,
 * is taken over.
 */
export function claimDataDir(dataDir: string): () => void {
  try {
    ensureDir(dataDir);
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (e) {
    throw unwritableDataDir(dataDir, e);
  }
  const file = path.join(dataDir, 'scout.pid');
  if (fs.existsSync(file)) {
    // "<pid>\n<start mark>": the mark tells the process that wrote it from a later one given its pid.
    const [pidLine, mark] = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidLine.trim());
    const current = processStartMark(pid);
    const samePidReused = Boolean(mark?.trim()) && current !== null && current !== mark.trim();
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid) && !samePidReused) {
      throw new DataDirError(
        `Another Scout process (pid ${pid}) is already using DATA_DIR ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR and PORT.',
      );
    }
  }
  fs.writeFileSync(file, `${process.pid}\n${processStartMark(process.pid) ?? ''}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').split('\n')[0] === String(process.pid)) fs.rmSync(file);
    } catch {}
  };
}
