import type { JobDefinition } from './job.ts';

/** Every recurring job, one line each (alerts, competitor refresh, subscription expiry, syncs…). */
export const jobDefinitions: JobDefinition[] = [];
