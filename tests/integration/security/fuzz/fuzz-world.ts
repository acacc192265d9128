import { afterAll } from 'vitest';
import { installWriteLog } from '#tests/helpers/write-log.ts';
import { createWorld, FUZZ_ENV } from '../world.ts';
import { fastPasswords } from './fast-passwords.ts';
import { memoryRateLimits } from './memory-rate-limits.ts';
import { memoizeSessionLookup } from './session-memo.ts';
import { installWriteAttribution } from './write-attribution.ts';

/**
 * The matrix's world set up for fuzzing: the shortcuts that keep 100,000 calls within `npm test`
 * (memoized session lookups, a fast password hash for the fuzzers, better-auth's rate-limit counters
 * in memory — each file says what proves the real thing), the write log with every row tagged by
 * the call that wrote it, and the unhandled rejections seen while the file runs.
 */
export async function createFuzzWorld() {
  const world = await createWorld(FUZZ_ENV);
  const auth = world.ctx.deps.auth;
  await memoizeSessionLookup(auth);
  await fastPasswords(auth);
  await memoryRateLimits(auth);
  installWriteAttribution();
  const writes = await installWriteLog(world.ctx.deps.database.pool);
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });
  return { world, writes, rejections };
}
