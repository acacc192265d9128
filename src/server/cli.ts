// `npm run cli -- <command> [args]`: administration commands, run against the configured database
// (the embedded one is started for the duration of the command when DATABASE_URL is unset).
import { resolveAuthSecret } from './boot/auth-secret.ts';
import { createDeps } from './boot/create-deps.ts';
import { startDatabase } from './boot/start-database.ts';
import { catalogImportCommand } from './cli/catalog-import.ts';
import type { CliCommand } from './cli/commands.ts';
import { estimateSalesCommand } from './cli/estimate-sales.ts';
import { grantAdminCommand } from './cli/grant-admin.ts';
import { marketFetchCommand } from './cli/market-fetch.ts';
import { pageParseCommand } from './cli/page-parse.ts';
import { snapshotsImportCommand } from './cli/snapshots-import.ts';
import { stripeSyncPricesCommand } from './cli/stripe-sync-prices.ts';
import { runMigrations } from './db/migrate.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';

const commands: Record<string, CliCommand> = {
  'db:migrate': {
    usage: 'db:migrate',
    description: 'Apply pending database migrations (the server also does it at start).',
    run: async () => console.log('Migrations applied.'),
  },
  'grant-admin': grantAdminCommand,
  'catalog:import': catalogImportCommand,
  'stripe:sync-prices': stripeSyncPricesCommand,
  'snapshots:import': snapshotsImportCommand,
  'market:fetch': marketFetchCommand,
  'page:parse': pageParseCommand,
  'estimate:sales': estimateSalesCommand,
};

function help() {
  console.log('Usage: npm run cli -- <command> [arguments]\n\nCommands:');
  for (const c of Object.values(commands)) console.log(`  ${c.usage.padEnd(44)} ${c.description}`);
}

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  help();
  process.exit(name && name !== 'help' ? 1 : 0);
}

if (command.needsDatabase === false) {
  try {
    await command.run(args, undefined as never);
    process.exit(0);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    process.exit(1);
  }
}

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
