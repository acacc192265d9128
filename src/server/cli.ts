// `npm run cli -- <command> [args]`: administration commands, run against the configured database
// (the embedded one is started for the duration of the command when DATABASE_URL is unset).
import type { CliCommand } from './cli/commands.ts';

/**
 * Each command is loaded when it is run, and the server's modules (database, auth, jobs) only for a
 * command that needs the database: `page:parse` reads a file without loading the whole server (a
 * third of the modules, a fifth of the start-up CPU).
 */
const commands: Record<string, () => Promise<CliCommand>> = {
  'db:migrate': async () => ({
    usage: 'db:migrate',
    description: 'Apply pending database migrations (the server also does it at start).',
    run: async () => console.log('Migrations applied.'),
  }),
  'db:backup': async () => (await import('./cli/db-backup.ts')).dbBackupCommand,
  'db:restore': async () => (await import('./cli/db-restore.ts')).dbRestoreCommand,
  'grant-admin': async () => (await import('./cli/grant-admin.ts')).grantAdminCommand,
  'catalog:import': async () => (await import('./cli/catalog-import.ts')).catalogImportCommand,
  'stripe:sync-prices': async () => (await import('./cli/stripe-sync-prices.ts')).stripeSyncPricesCommand,
  'snapshots:import': async () => (await import('./cli/snapshots-import.ts')).snapshotsImportCommand,
  'market:fetch': async () => (await import('./cli/market-fetch.ts')).marketFetchCommand,
  'page:parse': async () => (await import('./cli/page-parse.ts')).pageParseCommand,
  'estimate:sales': async () => (await import('./cli/estimate-sales.ts')).estimateSalesCommand,
  'fees:estimate': async () => (await import('./cli/fees-estimate.ts')).feesEstimateCommand,
  'sales-curves:fit': async () => (await import('./cli/sales-curves-fit.ts')).salesCurvesFitCommand,
};

async function help() {
  console.log('Usage: npm run cli -- <command> [arguments]\n\nCommands:');
  for (const load of Object.values(commands)) {
    const c = await load();
    console.log(`  ${c.usage.padEnd(44)} ${c.description}`);
  }
}

const [name, ...args] = process.argv.slice(2);
const load = name ? commands[name] : undefined;
if (!load) {
  await help();
  process.exit(name && name !== 'help' ? 1 : 0);
}
const command = await load();

if (command.needsDatabase === false) {
  try {
    await command.run(args, undefined as never);
    process.exit(0);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    process.exit(1);
  }
}

const [
  { resolveAuthSecret },
  { createDeps },
  { startDatabase },
  { runMigrations },
  { EnvError, loadEnv },
  { createLogger },
] = await Promise.all([
  import('./boot/auth-secret.ts'),
  import('./boot/create-deps.ts'),
  import('./boot/start-database.ts'),
  import('./db/migrate.ts'),
  import('./env.ts'),
  import('./lib/logger.ts'),
]);
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (e) {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
}
const logger = createLogger({ level: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL });
const db = await startDatabase(env, logger);
const deps = createDeps({ env, logger, databaseUrl: db.url, secret: resolveAuthSecret(env) });
let code = 0;
try {
  await runMigrations(deps.database.pool);
  await command.run(args, deps);
} catch (e) {
  console.error(`✖ ${(e as Error).message}`);
  code = 1;
} finally {
  await deps.jobs.stop();
  await deps.database.close();
  await db.stop();
}
process.exit(code);
