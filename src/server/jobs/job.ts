import type { AppDeps } from '../http/types.ts';

export interface JobDefinition {
  /** Unique, stable name (it keys the job's row). */
  name: string;
  /** Time between two runs. */
  intervalMs: (deps: AppDeps) => number;
  /** How long a run may hold the job before another instance may take it over (default 5 min). */
  leaseMs?: number;
  run: (deps: AppDeps, signal: AbortSignal) => Promise<void>;
}
