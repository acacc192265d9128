import type pg from 'pg';
import { PgBoss } from 'pg-boss';

/**
 * Installs pg-boss's tables (schema `pgboss`) or migrates them to the installed pg-boss version.
 * Part of runMigrations, on its connection and under its lock (several instances may start at
 * once), so every database the app or a test opens has them.
 */
export async function installJobQueueSchema(client: pg.ClientBase): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values as unknown[]) },
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  let failure: unknown;
  boss.on('error', (e) => {
    failure ??= e;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
}
