import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unwritableDataDir } from '../db/embedded-postgres.ts';
import type { Env } from '../env.ts';
import { ensureDir } from '../lib/ensure-dir.ts';

/**
 * AUTH_SECRET signs session cookies. When unset, one is generated on first start and kept in
 * $DATA_DIR/auth-secret (mode 600). Several instances must share it: set AUTH_SECRET then.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  try {
    ensureDir(env.dataDir);
    fs.writeFileSync(file, secret, { mode: 0o600 });
  } catch (e) {
    throw unwritableDataDir(env.dataDir, e);
  }
  return secret;
}
