import fs from 'node:fs';
import path from 'node:path';

/** A lock left by a killed build is taken over after this long. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * One build at a time across processes (vitest's workers, Playwright's set-up beside them in
 * `npm test`, benchmarks): `work` runs while this process holds `lock`, a directory created
 * atomically; the others wait for it, then usually find the build fresh.
 */
export function withBuildLock<T>(lock: string, work: () => T): T {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
