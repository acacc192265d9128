import type { AppDeps } from '../http/types.ts';

export interface CliCommand {
  /** e.g. `grant-admin <email>` — shown in the help. */
  usage: string;
  description: string;
  run: (args: string[], deps: AppDeps) => Promise<void>;
  /** Commands that need no database (reading a file) run without starting one. */
  needsDatabase?: false;
}
