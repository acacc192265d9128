import fs from 'node:fs';
import path from 'node:path';

/**
 * `mkdir -p` that cannot hang: Node's recursive mkdirSync loops forever on some pseudo file
 * systems (e.g. a path under /proc), so each missing level is created one at a time.
 */
export function ensureDir(dir: string, mode?: number): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  while (!fs.existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) fs.mkdirSync(level, mode === undefined ? undefined : { mode });
}
