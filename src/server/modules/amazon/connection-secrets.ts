import { resolveEncryptionKey } from '#server/boot/encryption-key.ts';
import type { amazonConnections } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { decryptSecret, encryptSecret } from '#server/lib/encryption.ts';
import type { LwaCredentials } from './amazon-access.ts';

/** Secrets are bound to their owner: a ciphertext moved to another user's row does not decrypt. */
const context = (userId: string, what: string) => `amazon:${userId}:${what}`;

export const sealSecret = (
  env: Env,
  userId: string,
  what: 'refresh-token' | 'client-secret',
  value: string,
) => encryptSecret(resolveEncryptionKey(env), value, context(userId, what));

/** The LWA credentials of a stored connection (the operator's app in oauth mode). */
export function openCredentials(env: Env, row: typeof amazonConnections.$inferSelect): LwaCredentials {
  const key = resolveEncryptionKey(env);
  const refreshToken = decryptSecret(key, row.refreshTokenEncrypted, context(row.userId, 'refresh-token'));
  if (row.mode === 'oauth') {
    return { clientId: env.SPAPI_CLIENT_ID ?? '', clientSecret: env.SPAPI_CLIENT_SECRET ?? '', refreshToken };
  }
  return {
    clientId: row.lwaClientId ?? '',
    clientSecret: decryptSecret(
      key,
      row.lwaClientSecretEncrypted ?? '',
      context(row.userId, 'client-secret'),
    ),
    refreshToken,
  };
}
