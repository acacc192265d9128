import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, decryptSecret, encryptSecret } from './encryption.ts';

const key = randomBytes(32);

describe('encryptSecret', () => {
  it('round-trips, never contains the plaintext, and differs each time', () => {
    const secret = 'Atzr|IwEBIExampleRefreshToken';
    const a = encryptSecret(key, secret, 'user-1');
    const b = encryptSecret(key, secret, 'user-1');
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(decryptSecret(key, a, 'user-1')).toBe(secret);
  });

  it('refuses another key, another context or a tampered text', () => {
    const stored = encryptSecret(key, 'secret', 'user-1');
    expect(() => decryptSecret(randomBytes(32), stored, 'user-1')).toThrow(DecryptionError);
    expect(() => decryptSecret(key, stored, 'user-2')).toThrow(DecryptionError);
    const parts = stored.split(':');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(key, parts.join(':'), 'user-1')).toThrow(DecryptionError);
  });
});
