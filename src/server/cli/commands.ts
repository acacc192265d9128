import type { AppDeps } from '../http/types.ts';

export interface CliCommand {
  /** e.g. `grant-admin <email>` — shown in the help. */
  usage: string;
  description: string;
  run: (args: string[], deps: AppDeps) => Promise<void>;
  /** Commands that need no database (reading a file) run without starting one. */
  needsDatabase?: false;
}

/** The value of `--name value` or `--name=value`, if given. */
export function cliOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
