import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../lib/logger.ts';
import { isProcessAlive, processCommandLine } from '../lib/process-identity.ts';

// What a crash leaves in the embedded PostgreSQL's cluster, dealt with before the next start.

async function waitFor(check: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

const samePath = (a: string, b: string) => {
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
};

/** A postmaster keeps its command line (`…/postgres -D <cluster> …`); its backends rewrite theirs. */
function isPostmasterOf(args: string[], clusterDir: string) {
  if (path.basename(args[0] ?? '') !== 'postgres') return false;
  const dir = args[args.indexOf('-D') + 1];
  return !args.includes('-D') || !dir || samePath(dir, clusterDir);
}

/**
 * After a crash, `postmaster.pid` remains. If its server still runs (Scout was killed, its database
 * was not), stop it first. If the pid now belongs to another process (the database died too and the
 * pid was reused, as after a container restart), the file is stale: remove it, or PostgreSQL would
 * take that process for a running server of this cluster and refuse to start.
 */
export async function stopOrphan(clusterDir: string, logger: Logger) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  const args = processCommandLine(pid);
  if (args && !isPostmasterOf(args, clusterDir)) {
    logger.warn({ pid }, 'removing a stale postmaster.pid: its pid now belongs to another process');
    fs.rmSync(pidFile, { force: true });
    return;
  }
  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by a previous process');
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !isProcessAlive(pid), 15_000))) process.kill(pid, 'SIGKILL');
  await waitFor(() => !isProcessAlive(pid), 5_000);
}
