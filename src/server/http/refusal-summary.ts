import type { Logger } from '../lib/logger.ts';

/**
 * Counts refused requests per caller and logs one line per caller per interval instead of one per
 * request: a flood of hundreds of refusals a second would otherwise cost a log line each (the
 * serialising and the writing on the event loop the other users share) and bury everything else.
 */
export class RefusalSummary {
  private readonly counts = new Map<string, { refused: number; fields: Record<string, unknown> }>();
  private timer: NodeJS.Timeout | undefined;
  private readonly logger: Logger;
  private readonly everyMs: number;

  constructor(logger: Logger, everyMs = 10_000) {
    this.logger = logger;
    this.everyMs = everyMs;
  }

  /** One more refusal of `caller`; `fields` (its address, its user…) go with its summary line. */
  count(caller: string, fields: Record<string, unknown> = {}) {
    const entry = this.counts.get(caller);
    if (entry) entry.refused += 1;
    else this.counts.set(caller, { refused: 1, fields });
    // The first refusal of an interval is logged at its end; a quiet server keeps no timer.
    this.timer ??= setTimeout(() => this.flush(), this.everyMs).unref();
  }

  /** Logs and forgets the counts so far (at the end of each interval, and when the server stops). */
  flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const [caller, { refused, fields }] of this.counts)
      this.logger.warn(
        { caller, ...fields, refused, seconds: this.everyMs / 1000 },
        'requests refused: over the per-caller limit',
      );
    this.counts.clear();
  }
}
