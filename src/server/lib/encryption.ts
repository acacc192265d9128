import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (Amazon refresh tokens, client secrets). The text stored is
 * `v1:<iv>:<tag>:<ciphertext>` (base64url). `context` (e.g. the owner's user id) is bound as
 * additional data: a ciphertext copied to another row does not decrypt.
 */
const VERSION = 'v1';

export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(':');
}

export class DecryptionError extends Error {
  constructor() {
    super('the secret cannot be decrypted with this ENCRYPTION_KEY');
    this.name = 'DecryptionError';
  }
}

export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new DecryptionError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new DecryptionError();
  }
}
