import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { BOOKKEEPING_TABLES } from '../../../helpers/write-log.ts';

const currentCase = new AsyncLocalStorage<number>();
const writers = new Set<number>();
const WRITE = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;
const BOOKKEEPING = new Set<string>(BOOKKEEPING_TABLES);
let installed = false;

/**
 * Which fuzz cases sent a write statement (insert, update, delete; bookkeeping tables aside): every
 * query the app sends through `pg` is attributed to the case whose call sent it (AsyncLocalStorage).
 * A batch of concurrent cases that committed writes is then checked precisely: only a refused case
 * that sent a write statement is sent again alone, with the database's write log around it.
 * A statement may be attributed to a case that did not send it (pg-pool hands a released client to
 * the next waiter from the releaser's context): that only costs a needless re-check.
 */
export function installWriteAttribution() {
  if (installed) return;
  installed = true;
  for (const proto of [pg.Pool.prototype, pg.Client.prototype] as { query: (...a: unknown[]) => unknown }[]) {
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const id = currentCase.getStore();
      if (id !== undefined) {
        const config = args[0] as string | { text?: string };
        const match = WRITE.exec(typeof config === 'string' ? config : (config?.text ?? ''));
        if (match && !BOOKKEEPING.has(match[2] ?? '')) writers.add(id);
      }
      return query.apply(this, args);
    };
  }
}

/** Runs one case's call, attributing its queries to `id`. */
export const asCase = <T>(id: number, call: () => Promise<T>) => currentCase.run(id, call);

/** The cases that sent a write statement since the last call, then forgets them. */
export function takeWriters(): Set<number> {
  const found = new Set(writers);
  writers.clear();
  return found;
}
