import type { Table } from 'drizzle-orm';

/** A value as a hand-written statement returns it: drizzle's node-postgres session leaves timestamps and dates as text. */
type AsReturned<V> = V extends Date ? string : V;

/**
 * The row of a hand-written `db.execute<…>(sql`…`)` that selects columns of `table` as stored (the
 * query builder cannot express the statement: `distinct on`, `unnest`, window functions, CTEs…):
 * keyed by each column's SQL name (`sales_curve`), typed from the schema as the driver returns it
 * (timestamps as text, int8 as a number: db/client.ts). Computed columns are added beside it:
 * `SqlRow<typeof catalogProducts, 'id' | 'title'> & { n: number }`. A column renamed in the schema
 * or given another type then fails the typecheck here instead of at run time.
 */
export type SqlRow<T extends Table, K extends keyof T['_']['columns'] & keyof T['$inferSelect']> = {
  [C in K as T['_']['columns'][C]['_']['name']]: AsReturned<T['$inferSelect'][C]>;
};

/** The columns of a table reached by a `left join`: each may be null, whatever the schema says. */
export type LeftJoined<R> = { [K in keyof R]: R[K] | null };

/** Nullable columns the statement filters with `is not null` (or `> 0`): never null in its rows. */
export type NotNull<R> = { [K in keyof R]: NonNullable<R[K]> };
