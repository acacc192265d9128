import type { Db } from '#server/db/client.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one AI request for `subject` (`user:<id>` or `ip:<address>`), shared by every instance
 * through the database; over the hourly limit → rate_limited (429) with retryAfterSeconds.
 */
export const limitAiRequests = (o: { db: Db; ai: AiRuntime; subject: string }) =>
  enforceRateLimit(o.db, {
    key: `ai:${o.subject}`,
    limit: o.ai.requestsPerHour,
    windowMs: HOUR_MS,
  });
