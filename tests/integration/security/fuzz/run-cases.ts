import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { account } from '../../../../src/server/db/schema/index.ts';
import type { WriteLog } from '../../../helpers/write-log.ts';
import type { Actor, Sent, World } from '../world.ts';
import { FAST_PASSWORD_HASH } from './fast-passwords.ts';
import { asCase, takeWriters } from './write-attribution.ts';

/** Calls sent at once; the database is checked for writes after each batch. */
const BATCH = 16;

/** Every error code the client can translate (src/client/locales/en/errors/*.json). */
export const translatedCodes = (() => {
  const dir = new URL('../../../../src/client/locales/en/errors/', import.meta.url).pathname;
  const codes = new Set<string>();
  for (const file of fs.readdirSync(dir))
    for (const code of Object.keys(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
      codes.add(code);
  return codes;
})();

export const short = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text;
};

/** A user who passes every guard (elite plan, administrator role), with a fast password hash. */
export async function newFuzzer(world: World) {
  const actor = await world.quickUser('fuzzer', 'elite', true);
  await world.db
    .update(account)
    .set({ password: FAST_PASSWORD_HASH })
    .where(eq(account.userId, actor.userId));
  return actor;
}

export interface RunCases<T> {
  world: World;
  writes: WriteLog;
  cases: T[];
  /** Sends case `i` as `caller`. */
  send: (caller: Actor, req: T, i: number) => Promise<Sent>;
  /** The first caller (the one the valid request was built for). */
  first: Actor;
  /** Each call ends or changes its caller's session or plan: every call of a batch gets its own user. */
  fresh?: boolean;
  /** One call at a time instead of BATCH. */
  oneAtATime?: boolean;
  /** better-auth answers its own error bodies (no translated code to check). */
  ownErrorBodies?: boolean;
}

/**
 * Sends the cases BATCH at a time and returns what went wrong: a 5xx, a refusal that wrote to the
 * database, or an error code the client cannot translate. When a batch committed writes, each
 * refused call of it that sent a write statement is sent again alone, with the write log around
 * it, to tell whose write it was.
 */
export async function runCases<T>(o: RunCases<T>) {
  const { world, writes, cases } = o;
  const size = o.oneAtATime ? 1 : BATCH;
  /** The caller of each slot of a batch: one user, or for `fresh` calls one user per slot. */
  const callers: Actor[] = o.fresh
    ? await Promise.all(Array.from({ length: size }, () => newFuzzer(world)))
    : Array.from({ length: size }, () => o.first);
  const failures: string[] = [];
  let refused = 0;

  /** Whether the caller must be replaced after this answer (rate limited, or its account changed). */
  const mustReplace = (res: Sent) => res.status === 429 || (res.status < 300 && o.fresh === true);
  async function replace(slots: number[]) {
    if (!slots.length) return;
    if (!o.fresh) callers.fill(await newFuzzer(world));
    else await Promise.all(slots.map(async (j) => (callers[j] = await newFuzzer(world))));
  }

  for (let start = 0; start < cases.length && failures.length < 5; start += size) {
    const batch = cases.slice(start, start + size);
    const mark = await writes.mark();
    takeWriters();
    const answers = await Promise.all(
      batch.map((req, j) => asCase(start + j, () => o.send(callers[j] as Actor, req, start + j))),
    );
    const writers = takeWriters();
    const suspects: number[] = [];
    for (const [j, res] of answers.entries()) {
      const req = batch[j];
      if (res.status >= 500) failures.push(`${res.status} server error: ${short(req)} → ${short(res.body)}`);
      if (res.status < 400) continue;
      refused += 1;
      const code = (res.body as { error?: { code?: string } })?.error?.code;
      if (!o.ownErrorBodies && !(code && translatedCodes.has(code)))
        failures.push(
          `${res.status} error code without a translation (${code}): ${short(req)} → ${short(res.body)}`,
        );
      if (writers.has(start + j)) suspects.push(j);
    }
    await replace(answers.flatMap((res, j) => (mustReplace(res) ? [j] : [])));
    if (!suspects.length || !(await writes.since(mark)).length) continue;
    for (const j of suspects) {
      const req = batch[j] as T;
      const before = await writes.mark();
      const res = await o.send(callers[j] as Actor, req, start + j);
      const written = res.status >= 400 ? await writes.since(before) : [];
      if (written.length) {
        const tables = written.map((w) => `${w.op} ${w.table}`).join(', ');
        failures.push(`${res.status} refused but wrote ${tables}: ${short(req)} → ${short(res.body)}`);
      }
      await replace(mustReplace(res) ? [j] : []);
    }
  }
  return { cases: cases.length, refused, failures };
}
