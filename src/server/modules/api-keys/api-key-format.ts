import { createHash, randomBytes } from 'node:crypto';

/** Keys look like `scout_` + 32 base64url characters (192 random bits). */
export const API_KEY_PREFIX = 'scout_';
const KEY_PATTERN = /^scout_[A-Za-z0-9_-]{32}$/;

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 4), hash: hashApiKey(key) };
}

/** A fast hash is right here: the keys are long random secrets, not passwords. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const looksLikeApiKey = (value: string) => KEY_PATTERN.test(value);
