import type pg from 'pg';

/**
 * Bookkeeping that a refused request may legitimately write: rate-limit counters (better-auth's
 * limits' and ours, one table) and the AI call log. An update that changes nothing but `last_used_at` (API keys) is not
 * counted either. Everything else is user or app data.
 */
export const BOOKKEEPING_TABLES = ['rate_limit_buckets', 'ai_calls'] as const;

/**
 * A statement whose text starts with this comment and a tag (`/*write-tag:42*\/ insert …`) has its
 * writes logged with that tag: who sent it (see tests/integration/security/fuzz/write-attribution.ts).
 */
export const WRITE_TAG_PREFIX = '/*write-tag:';

/** The statement `text`, tagged: its writes are logged with `tag` (no extra round trip). */
export const tagStatement = (tag: string, text: string) => `${WRITE_TAG_PREFIX}${tag}*/ ${text}`;

/**
 * Proves "nothing changed": a row trigger on every other table of the test database appends one
 * line per committed insert, update or delete to `test_write_log`, with the tag of the statement
 * that wrote it when it had one (tagStatement). A rolled-back write leaves no line. Call once per
 * test file, on that file's own database.
 */
export async function installWriteLog(pool: pg.Pool, o: { ignore?: readonly string[] } = {}) {
  const ignore = new Set<string>([...BOOKKEEPING_TABLES, ...(o.ignore ?? []), 'test_write_log']);
  await pool.query(`
    create table if not exists test_write_log (
      id bigserial primary key, table_name text not null, op text not null, row_data text, tag text
    );
    create or replace function test_log_write() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'UPDATE' and (to_jsonb(NEW) - 'last_used_at') = (to_jsonb(OLD) - 'last_used_at') then
        return null;
      end if;
      insert into test_write_log (table_name, op, row_data, tag)
      values (TG_TABLE_NAME, TG_OP, left(row_to_json(coalesce(NEW, OLD))::text, 300),
              substring(current_query() from '^/\\*write-tag:([^*]*)\\*/'));
      return null;
    end $$;`);
  const { rows } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { name } of rows) {
    if (ignore.has(name)) continue;
    await pool.query(
      `create or replace trigger test_write_log after insert or update or delete on "${name}"
       for each row execute function test_log_write()`,
    );
  }
  return new WriteLog(pool);
}

export interface LoggedWrite {
  table: string;
  op: string;
  row: string;
  /** The tag of the statement that wrote it (tagStatement), or null. */
  tag: string | null;
}

export class WriteLog {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** A position in the log: writes committed later come after it. */
  async mark(): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      'select coalesce(max(id), 0) as id from test_write_log',
    );
    return Number(rows[0]?.id ?? 0);
  }

  /** The writes committed since a mark (empty when nothing changed; the first 20). */
  async since(mark: number): Promise<LoggedWrite[]> {
    const { rows } = await this.pool.query<LoggedWrite>(
      'select table_name as "table", op, row_data as row, tag from test_write_log where id > $1 order by id limit 20',
      [mark],
    );
    return rows;
  }

  /**
   * The first write committed since a mark by each tag (untagged writes under the null key), and a
   * new mark: the last write seen.
   */
  async firstWriteByTag(mark: number): Promise<{ byTag: Map<string | null, LoggedWrite>; mark: number }> {
    const { rows } = await this.pool.query<LoggedWrite & { last: string }>(
      `with w as (select * from test_write_log where id > $1)
       select distinct on (tag) table_name as "table", op, row_data as row, tag,
              (select max(id) from w) as last
       from w order by tag, id`,
      [mark],
    );
    const byTag = new Map(rows.map(({ last: _, ...w }) => [w.tag, w]));
    return { byTag, mark: rows.length ? Number(rows[0]?.last) : mark };
  }
}
