import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from '../lib/logger.ts';

/** What PostgreSQL prints when it starts after a crash (and replays its write-ahead log). */
const RECOVERY_LINE = /not properly shut down|automatic recovery|redo (starts|done)|was interrupted/;

export interface PostmasterCommand {
  postgres: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  runAs: { uid?: number; gid?: number };
}

/** Starts the postmaster and resolves once it accepts connections (rejects if it exits first). */
export async function launchPostmaster(cmd: PostmasterCommand, logger: Logger): Promise<ChildProcess> {
  // Own process group: a terminal's Ctrl-C reaches Scout, which drains HTTP before stopping the database.
  const child = spawn(cmd.postgres, cmd.args, {
    ...cmd.runAs,
    env: cmd.env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(
        new Error(`The embedded PostgreSQL stopped during start-up (exit ${code}):\n${log.slice(-2000)}`),
      );
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', reject);
  });
  const recovery = log.split('\n').filter((l) => RECOVERY_LINE.test(l));
  if (recovery.length > 0)
    logger.warn(
      { postgres: recovery.map((l) => l.replace(/^.*?(LOG|WARNING):\s*/, '')) },
      'the embedded PostgreSQL had not been shut down cleanly: it replayed its write-ahead log',
    );
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString().trim();
    if (/\b(ERROR|FATAL|PANIC):/.test(text)) logger.debug({ postgres: text }, 'postgres');
  });
  return child;
}

export interface DatabaseServerStatus {
  /** running: accepting connections; restarting: it died and is being started again; stopped: by us. */
  state: 'running' | 'restarting' | 'stopped';
  restarts: number;
  lastExit: { code: number | null; signal: string | null; at: string } | null;
}

/** Waits before the n-th attempt to start again: 0.5 s, 1 s, 2 s … at most 30 s. */
export const restartDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * Watches the postmaster for the whole life of the server: if it exits without being asked (killed,
 * out of memory, a crash), it is started again — same cluster and port, so PostgreSQL runs its crash
 * recovery and the pool's next connections reach it — retrying with backoff until it is up. Requests
 * meanwhile get 503 `database_unavailable` with Retry-After (db/database-errors.ts); /api/health
 * reports the state.
 */
export function supervisePostmaster(o: {
  first: ChildProcess;
  launch: () => Promise<ChildProcess>;
  logger: Logger;
}) {
  let child = o.first;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const status: DatabaseServerStatus = { state: 'running', restarts: 0, lastExit: null };

  const restart = (attempt: number) => {
    timer = setTimeout(async () => {
      if (stopping) return;
      try {
        child = await o.launch();
        if (stopping) return void child.kill('SIGINT');
        status.state = 'running';
        status.restarts += 1;
        o.logger.warn({ restarts: status.restarts }, 'the embedded PostgreSQL is running again');
        watch(child);
      } catch (err) {
        o.logger.error({ err, attempt }, 'the embedded PostgreSQL could not start again: retrying');
        restart(attempt + 1);
      }
    }, restartDelayMs(attempt));
  };
  const watch = (c: ChildProcess) =>
    c.once('exit', (code, signal) => {
      if (stopping) return;
      status.state = 'restarting';
      status.lastExit = { code, signal, at: new Date().toISOString() };
      o.logger.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly: starting it again');
      restart(0);
    });
  watch(child);
  // Should this process end without stopping it, the database stops too (fast shutdown).
  const stopOnExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGINT');
  process.once('exit', stopOnExit);

  return {
    status: (): DatabaseServerStatus => ({ ...status }),
    async stop() {
      if (stopping) return;
      stopping = true;
      status.state = 'stopped';
      clearTimeout(timer);
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT'); // fast shutdown: rolls back open transactions, checkpoints, exits
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (wait = setTimeout(r, 20_000)))]);
      clearTimeout(wait);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
