import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The state of each recurring job, shared by every instance (see src/server/jobs/scheduler.ts). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  intervalMs: integer('interval_ms').notNull(),
  nextRunAt: tz('next_run_at').notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: tz('locked_until'),
  lastStartedAt: tz('last_started_at'),
  lastFinishedAt: tz('last_finished_at'),
  lastError: text('last_error'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  runCount: integer('run_count').notNull().default(0),
});
