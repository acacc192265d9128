import type pg from 'pg';
import { JOB_QUEUE_TABLES, qualified, type TableSection } from './backup-format.ts';

interface TableRow {
  schema: string;
  name: string;
  columns: string[];
}

/**
 * The tables a backup holds, parents before the tables that refer to them (so the restore loads
 * them in file order with every foreign key checked): the app's (`public`) and pg-boss's queues,
 * schedules and jobs. A partitioned table is one section (its partitions' rows); generated columns
 * are left out (the database computes them again). drizzle's migration record is not a section: the
 * restore's migrations write it.
 */
export async function tablesToDump(client: pg.ClientBase): Promise<TableSection[]> {
  const { rows: tables } = await client.query<TableRow>(
    `
    select n.nspname as schema, c.relname as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and (n.nspname = 'public' or (n.nspname = 'pgboss' and c.relname = any($1)))
    order by n.nspname desc, c.relname`,
    [[...JOB_QUEUE_TABLES]],
  );
  // Foreign keys between tables, a partition's counted as its parent's.
  const { rows: edges } = await client.query<{ child: string; parent: string }>(`
    with top as (
      select c.oid, coalesce((select i.inhparent from pg_inherits i where i.inhrelid = c.oid), c.oid) as top
      from pg_class c)
    select cn.nspname || '.' || cc.relname as child, pn.nspname || '.' || pc.relname as parent
    from pg_constraint k
    join top tc on tc.oid = k.conrelid join pg_class cc on cc.oid = tc.top join pg_namespace cn on cn.oid = cc.relnamespace
    join top tp on tp.oid = k.confrelid join pg_class pc on pc.oid = tp.top join pg_namespace pn on pn.oid = pc.relnamespace
    where k.contype = 'f'`);
  return parentsFirst(tables, edges);
}

/** Orders tables so that each comes after every table it refers to (a table may refer to itself). */
export function parentsFirst(tables: TableRow[], edges: { child: string; parent: string }[]): TableSection[] {
  const names = new Set(tables.map(qualified));
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges)
    if (child !== parent && names.has(child) && names.has(parent))
      parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  const done = new Set<string>();
  const ordered: TableSection[] = [];
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => [...(parents.get(qualified(t)) ?? [])].every((p) => done.has(p)));
    if (ready.length === 0)
      throw new Error(
        `foreign keys in a cycle: ${remaining.map(qualified).join(', ')} (no order loads them)`,
      );
    for (const t of ready) {
      ordered.push({ schema: t.schema, name: t.name, columns: t.columns });
      done.add(qualified(t));
    }
    remaining = remaining.filter((t) => !done.has(qualified(t)));
  }
  return ordered;
}

/** The current value of every sequence of the dumped schemas (null: never used). */
export async function sequenceValues(client: pg.ClientBase): Promise<Record<string, number | null>> {
  const { rows } = await client.query<{ name: string; value: string | null }>(`
    select schemaname || '.' || sequencename as name, last_value::text as value
    from pg_sequences where schemaname in ('public', 'pgboss')`);
  return Object.fromEntries(rows.map((r) => [r.name, r.value === null ? null : Number(r.value)]));
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableSql = (t: { schema: string; name: string }) =>
  `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
export const columnsSql = (columns: string[]) => columns.map(quoteIdent).join(', ');
