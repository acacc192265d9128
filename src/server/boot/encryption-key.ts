import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import { ensureDir } from '../lib/ensure-dir.ts';

const cache = new Map<string, Buffer>();

function parseKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (64 hex or 44 base64 characters)');
  return key;
}

/**
 * The AES-256 key that encrypts sellers' Amazon tokens. ENCRYPTION_KEY when set; otherwise one is
 * generated on first use and kept in $DATA_DIR/encryption-key (mode 600). Several instances must
 * share it (set ENCRYPTION_KEY then), and losing it means sellers must reconnect Amazon.
 */
export function resolveEncryptionKey(env: Pick<Env, 'ENCRYPTION_KEY' | 'dataDir'>): Buffer {
  const id = env.ENCRYPTION_KEY ? `env:${env.ENCRYPTION_KEY}` : `file:${env.dataDir}`;
  const cached = cache.get(id);
  if (cached) return cached;
  let key: Buffer;
  if (env.ENCRYPTION_KEY) key = parseKey(env.ENCRYPTION_KEY);
  else {
    const file = path.join(env.dataDir, 'encryption-key');
    if (fs.existsSync(file)) key = parseKey(fs.readFileSync(file, 'utf8').trim());
    else {
      key = randomBytes(32);
      ensureDir(env.dataDir);
      fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
    }
  }
  cache.set(id, key);
  return key;
}
