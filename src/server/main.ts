import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenForAuthChanges } from './auth/auth-change-listener.ts';
import { resolveAuthSecret } from './boot/auth-secret.ts';
import { createDeps } from './boot/create-deps.ts';
import { type DatabaseServer, startDatabase } from './boot/start-database.ts';
import { startupTasks } from './boot/startup-tasks.ts';
import { DataDirError } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { EnvError, loadEnv } from './env.ts';
import { envRisks } from './env-risks.ts';
import { createHttpServer } from './http/http-server.ts';
import { createLogger } from './lib/logger.ts';

/** Start: env → database → migrations → app → listen; graceful shutdown on SIGINT/SIGTERM. */
async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(`\n${e.message}\n\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger({ level: env.LOG_LEVEL, pretty: process.stdout.isTTY });
  // Risky on a public address but not refused (those stopped loadEnv): said at every start.
  for (const warning of envRisks(env).warnings) logger.warn({ risk: true }, warning);

  let dbServer: DatabaseServer | undefined;
  const fail = async (message: string, err?: unknown) => {
    logger.fatal(err ? { err } : {}, message);
    await dbServer?.stop();
    process.exit(1);
  };

  let secret: string;
  try {
    dbServer = await startDatabase(env, logger);
    secret = resolveAuthSecret(env); // generated into DATA_DIR when AUTH_SECRET is unset
  } catch (e) {
    if (e instanceof DataDirError) return fail(e.message);
    return fail(`The database could not be started: ${(e as Error).message}`);
  }

  const deps = createDeps({ env, logger, databaseUrl: dbServer.url, secret });
  deps.databaseServer = dbServer.status;
  // Nothing left unhandled ends the process: a lost database connection, a failed e-mail in the
  // background… is logged, and the server keeps serving (the database comes back by itself).
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  try {
    await runMigrations(deps.database.pool);
    for (const task of startupTasks) await task.run(deps);
    // Jobs run in the background, never on the request path; an instance with JOBS_ENABLED=false
    // only queues them.
    if (env.JOBS_ENABLED) await deps.jobs.startWorkers();
  } catch (e) {
    return fail(`Start-up failed: ${(e as Error).message}`, e);
  }

  const authChanges =
    env.SESSION_CACHE_SECONDS > 0
      ? listenForAuthChanges({ url: dbServer.url, cache: deps.sessions, logger })
      : undefined;
  const { server, newServer } = createHttpServer(deps);
  /** Without HOST, loopback only (docs/deployment.md): 127.0.0.1, and ::1 where the machine has it. */
  const loopbackOnly = env.HOST === undefined;
  let ipv6Loopback: Server | undefined;
  server.once('error', (e: NodeJS.ErrnoException) => {
    const reason =
      e.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Stop the other program or start Scout with another port: PORT=3001 npm start`
        : e.code === 'EACCES'
          ? `Port ${env.PORT} needs privileges this user does not have. Use a port above 1024.`
          : `The HTTP server could not start: ${e.message}`;
    void deps.jobs
      .stop()
      .then(() => authChanges?.stop())
      .then(() => deps.database.close())
      .then(() => fail(reason));
  });
  server.listen(env.PORT, env.HOST ?? '127.0.0.1');
  server.once('listening', () => {
    const port = (server.address() as AddressInfo).port;
    const url = env.BASE_URL ?? `http://localhost:${port}`;
    const listening = loopbackOnly ? `127.0.0.1:${port} and [::1]:${port}` : `${env.HOST}:${port}`;
    logger.info(
      { url, listening, database: dbServer?.embedded ? 'embedded' : 'external' },
      `Scout is running at ${url}${loopbackOnly ? ' (this machine only: to expose it, see docs/deployment.md)' : ''}`,
    );
    if (!loopbackOnly) return;
    ipv6Loopback = newServer();
    // A machine or container without IPv6 has no ::1: IPv4's loopback is enough.
    ipv6Loopback.once('error', (e: NodeJS.ErrnoException) => {
      logger.debug({ code: e.code }, 'not listening on [::1]');
      ipv6Loopback = undefined;
    });
    ipv6Loopback.listen(port, '::1');
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining HTTP connections');
    const forced = setTimeout(() => {
      logger.warn('connections still open after 10 s: closing them');
      server.closeAllConnections();
      ipv6Loopback?.closeAllConnections();
    }, 10_000);
    const ipv6 = ipv6Loopback;
    await Promise.all([
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
      ipv6 &&
        new Promise<void>((resolve) => {
          ipv6.close(() => resolve());
          ipv6.closeIdleConnections();
        }),
    ]);
    clearTimeout(forced);
    // Each step is bounded by one deadline: a stop that hangs (a pool waiting on a client lost in a
    // database restart, say) ends the process anyway and says which step hung.
    let step = 'job queue';
    setTimeout(() => {
      logger.error({ step }, `shutdown still waiting on the ${step} after 30 s: exiting`);
      process.exit(1);
    }, 30_000);
    // Stop fetching jobs; running ones wind down or are released for a retry elsewhere.
    await deps.jobs.stop();
    step = 'auth change listener';
    await authChanges?.stop();
    step = 'database pool';
    await deps.database.close();
    step = 'embedded database';
    await dbServer?.stop();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
