import fs from 'node:fs';
import path from 'node:path';
import { resolveEncryptionKey } from '#server/boot/encryption-key.ts';
import { startDatabase } from '#server/boot/start-database.ts';
import { runningEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import { isProcessAlive } from '#server/lib/process-identity.ts';
import { type BackupHeader, fingerprint } from './backup-format.ts';

export interface InstallDatabase {
  url: string;
  /** Whether a running Scout's embedded PostgreSQL is used (it is left running). */
  shared: boolean;
  stop(): Promise<void>;
}

/**
 * The database of the install the environment names: DATABASE_URL; else the embedded PostgreSQL of
 * DATA_DIR — the running one when Scout is running (a backup of a live install), else started for
 * the command. `fresh`: a restore, which never writes into a running install's database.
 */
export async function installDatabase(
  env: Env,
  logger: Logger,
  o: { fresh: boolean },
): Promise<InstallDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, shared: false, stop: async () => {} };
  const running = runningEmbeddedPostgres(env.dataDir);
  if (running && isProcessAlive(running.pid)) {
    if (o.fresh)
      throw new Error(
        `Scout is running on DATA_DIR ${env.dataDir}. Restore into a fresh DATA_DIR (or stop it and use --force).`,
      );
    return { url: running.url, shared: true, stop: async () => {} };
  }
  const server = await startDatabase(env, logger);
  return { url: server.url, shared: false, stop: () => server.stop() };
}

/**
 * The fingerprints of the secrets this environment uses (AUTH_SECRET, ENCRYPTION_KEY or the files
 * Scout generated in DATA_DIR), or null for one that does not exist yet (a fresh DATA_DIR).
 */
export function secretFingerprints(env: Env): { authSecret: string | null; encryptionKey: string | null } {
  const file = (name: string) => {
    const p = path.join(env.dataDir, name);
    return fs.existsSync(p) ? fs.readFileSync(p, 'utf8').trim() : null;
  };
  const auth = env.AUTH_SECRET ?? file('auth-secret');
  const hasKey = Boolean(env.ENCRYPTION_KEY) || file('encryption-key') !== null;
  return {
    authSecret: auth ? fingerprint(auth) : null,
    encryptionKey: hasKey ? fingerprint(resolveEncryptionKey(env)) : null,
  };
}

/**
 * Refuses a restore whose sessions and Amazon tokens this environment could not use: they need the
 * AUTH_SECRET and ENCRYPTION_KEY of the install that was backed up (docs/backup.md).
 */
export function assertSameSecrets(env: Env, wanted: BackupHeader['secrets']) {
  const have = secretFingerprints(env);
  const problems: string[] = [];
  if (wanted.authSecret && have.authSecret !== wanted.authSecret)
    problems.push(
      have.authSecret
        ? 'AUTH_SECRET differs from the one of the backed-up install (its sessions would all be signed out)'
        : 'no AUTH_SECRET is set and DATA_DIR has no auth-secret file',
    );
  if (wanted.encryptionKey && have.encryptionKey !== wanted.encryptionKey)
    problems.push(
      have.encryptionKey
        ? "ENCRYPTION_KEY differs from the backed-up install's (sellers' Amazon connections could not be read)"
        : 'no ENCRYPTION_KEY is set and DATA_DIR has no encryption-key file',
    );
  if (problems.length)
    throw new Error(
      `${problems.join('; ')}. Set AUTH_SECRET and ENCRYPTION_KEY as on the backed-up install, or copy its ` +
        'DATA_DIR/auth-secret and DATA_DIR/encryption-key into the new DATA_DIR, then restore again. ' +
        'To restore anyway (everyone signs in again, sellers reconnect Amazon): --new-secrets.',
    );
}
