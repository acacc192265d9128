import { date, timestamp } from 'drizzle-orm/pg-core';

// Column types every schema file uses, once. Generic in the name so a column keeps its SQL name in
// its type (what `SqlRow` of db/sql-row.ts keys a hand-written statement's row by).

/** A moment: `timestamptz`, a `Date` in JavaScript. */
export const tz = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A calendar day: `date`, its text (`2026-11-28`) in JavaScript. */
export const day = <N extends string>(name: N) => date(name, { mode: 'string' });
