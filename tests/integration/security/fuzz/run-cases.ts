import fs from 'node:fs';
import path from 'node:path';
import type { WriteLog } from '#tests/helpers/write-log.ts';
import type { Actor, Sent, World } from '../world.ts';
import { FAST_PASSWORD_HASH } from './fast-passwords.ts';
import { asCase } from './write-attribution.ts';

/** Calls sent at once; the write log is read after each batch. */
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

/** Fuzzers made ahead, per world: a route whose calls end their caller's session uses hundreds. */
const spareFuzzers = new WeakMap<World, Actor[]>();

/**
 * A user who passes every guard (elite plan, administrator role), with a fast password hash
 * (./fast-passwords.ts). Made 32 at a time, in a few multi-row inserts.
 */
export async function newFuzzer(world: World): Promise<Actor> {
  let spare = spareFuzzers.get(world);
  if (!spare?.length) {
    // Tagged: the write log must not take the new users for writes of the calls being checked.
    spare = await asCase('fuzzers', () =>
      world.quickUsers(32, { kind: 'fuzzer', plan: 'elite', admin: true, passwordHash: FAST_PASSWORD_HASH }),
    );
    spareFuzzers.set(world, spare);
  }
  return spare.pop() as Actor;
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

/** Tells the runs apart in the write log's tags (a call of an earlier run may still be writing). */
let runs = 0;

/**
 * Sends the cases BATCH at a time and returns what went wrong: a 5xx, a refusal that wrote to the
 * database, or an error code the client cannot translate. Every row written carries the tag of the
 * call that wrote it (./write-attribution.ts): a row tagged with a refused call is a failure. When a
 * batch with refusals committed a row with no tag (nothing can say whose it is), each refused call
 * of the batch is sent again alone, with the write log around it.
 */
export async function runCases<T>(o: RunCases<T>) {
  // The calls throw tens of thousands of errors (refusals), and better-auth formats the stack of
  // each; under vitest every frame goes through source maps. Nothing here reads those stacks.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return await sendCases(o);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

async function sendCases<T>(o: RunCases<T>) {
  const { world, writes, cases } = o;
  const run = ++runs;
  const tagOf = (i: number) => `${run}.${i}`;
  const size = o.oneAtATime ? 1 : BATCH;
  /** The caller of each slot of a batch: one user, or for `fresh` calls one user per slot. */
  const callers: Actor[] = o.fresh
    ? await Promise.all(Array.from({ length: size }, () => newFuzzer(world)))
    : Array.from({ length: size }, () => o.first);
  const failures: string[] = [];
  /** The refused calls so far, by tag: a call's writes may land during a later batch. */
  const refusedCalls = new Map<string, T>();

  /** Whether the caller must be replaced after this answer (rate limited, or its account changed). */
  const mustReplace = (res: Sent) => res.status === 429 || (res.status < 300 && o.fresh === true);
  async function replace(slots: number[]) {
    if (!slots.length) return;
    if (!o.fresh) callers.fill(await newFuzzer(world));
    else for (const j of slots) callers[j] = await newFuzzer(world);
  }
  const sendAs = (j: number, req: T, i: number) =>
    asCase(tagOf(i), () => o.send(callers[j] as Actor, req, i));

  let mark = await writes.mark();
  for (let start = 0; start < cases.length && failures.length < 5; start += size) {
    const batch = cases.slice(start, start + size);
    const answers = await Promise.all(batch.map((req, j) => sendAs(j, req, start + j)));
    const refusedNow: number[] = [];
    for (const [j, res] of answers.entries()) {
      const req = batch[j];
      if (res.status >= 500) failures.push(`${res.status} server error: ${short(req)} → ${short(res.body)}`);
      if (res.status < 400) continue;
      refusedNow.push(j);
      refusedCalls.set(tagOf(start + j), req as T);
      const code = (res.body as { error?: { code?: string } })?.error?.code;
      if (!o.ownErrorBodies && !(code && translatedCodes.has(code)))
        failures.push(
          `${res.status} error code without a translation (${code}): ${short(req)} → ${short(res.body)}`,
        );
    }
    const { byTag: written, mark: last } = await writes.firstWriteByTag(mark);
    mark = last;
    for (const [tag, w] of written) {
      const req = tag === null ? undefined : refusedCalls.get(tag);
      if (req !== undefined) failures.push(`refused but wrote ${w.op} ${w.table} ${w.row}: ${short(req)}`);
    }
    if (written.has(null) && refusedNow.length) {
      // Rows nobody tagged: each refused call of the batch again, alone, with the write log around it.
      for (const j of refusedNow) {
        const req = batch[j] as T;
        const before = await writes.mark();
        const res = await sendAs(j, req, start + j);
        const alone = res.status >= 400 ? await writes.since(before) : [];
        if (alone.length) {
          const tables = alone.map((w) => `${w.op} ${w.table}`).join(', ');
          failures.push(`${res.status} refused but wrote ${tables}: ${short(req)} → ${short(res.body)}`);
        }
        if (mustReplace(res)) await replace([j]);
      }
      mark = await writes.mark();
    }
    await replace(answers.flatMap((res, j) => (mustReplace(res) ? [j] : [])));
  }
  return { cases: cases.length, refused: refusedCalls.size, failures };
}
