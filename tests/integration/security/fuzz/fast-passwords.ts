import { createHash } from 'node:crypto';
import type { Auth } from '#server/auth/auth.ts';
import { PASSWORD } from '../world.ts';

/**
 * Replaces better-auth's password hashing (scrypt, about 50 ms of CPU a hash) with a fast stand-in
 * for the fuzzing: a fuzzed sign-up, sign-in or password change would otherwise spend the test's
 * time budget in scrypt. Hashes already stored (the world's users) are still verified by scrypt,
 * once per (hash, password) pair. What is fuzzed is each route's handling of its input; the real
 * hashing is exercised by the other tests.
 */
const digest = (value: string) =>
  `fuzz$${createHash('sha256').update(value.normalize('NFKC')).digest('hex')}`;

/** The world's password (PASSWORD) as the stand-in stores it: the fuzzing users sign in fast. */
export const FAST_PASSWORD_HASH = digest(PASSWORD);

export async function fastPasswords(auth: Auth) {
  const { password } = await auth.$context;
  const { verify } = password;
  const known = new Map<string, Promise<boolean>>();
  password.hash = async (value: string) => digest(value);
  password.verify = (o: { hash: string; password: string }) => {
    if (o.hash.startsWith('fuzz$')) return Promise.resolve(o.hash === digest(o.password));
    const key = `${o.hash}\n${o.password}`;
    let result = known.get(key);
    if (!result) {
      result = verify(o);
      known.set(key, result);
    }
    return result;
  };
}
