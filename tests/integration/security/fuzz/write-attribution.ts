import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { tagStatement, WRITE_TAG_PREFIX } from '#tests/helpers/write-log.ts';

const currentCase = new AsyncLocalStorage<string>();
let installed = false;

type QueryConfig = string | { text?: string; name?: string; submit?: unknown };

/** The query config with its text tagged with the case, or as it is (no case, already tagged, prepared). */
function tagged(config: QueryConfig, id: string | undefined): QueryConfig {
  if (id === undefined) return config;
  if (typeof config === 'string')
    return config.startsWith(WRITE_TAG_PREFIX) ? config : tagStatement(id, config);
  // A named prepared statement must keep its text; a submittable (cursor, stream) is left alone.
  if (!config || typeof config.text !== 'string' || config.name || config.submit) return config;
  if (config.text.startsWith(WRITE_TAG_PREFIX)) return config;
  return { ...config, text: tagStatement(id, config.text) };
}

/**
 * Which fuzz case wrote each row: every statement the app sends through `pg` while a case runs
 * (AsyncLocalStorage) starts with that case's tag, which the write log's trigger records with the
 * row (tests/helpers/write-log.ts). The tag rides in the statement itself — no extra round trip, and
 * whatever the statement writes (triggers and cascades included) carries it. `pool.query` is tagged
 * where it is called: pg-pool may run the statement later from another caller's context (the one that
 * released the connection). Writes committed with no tag (nothing sent them during a case) cannot
 * be attributed: runCases re-sends every refused call of that batch alone.
 */
export function installWriteAttribution() {
  if (installed) return;
  installed = true;
  for (const proto of [pg.Pool.prototype, pg.Client.prototype] as {
    query: (config: QueryConfig, ...rest: unknown[]) => unknown;
  }[]) {
    const query = proto.query;
    proto.query = function (this: unknown, config: QueryConfig, ...rest: unknown[]) {
      return query.call(this, tagged(config, currentCase.getStore()), ...rest);
    };
  }
}

/** Runs one case's call, tagging the statements it sends with `id`. */
export const asCase = <T>(id: string, call: () => Promise<T>) => currentCase.run(id, call);
