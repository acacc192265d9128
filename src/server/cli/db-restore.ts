import fs from 'node:fs';
import path from 'node:path';
import { assertSameSecrets, installDatabase } from '../backup/install-database.ts';
import { readBackupHeader, restoreBackup } from '../backup/restore-backup.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import type { CliCommand } from './commands.ts';

/** `db:restore <file>`: into a fresh DATA_DIR or database (docs/backup.md). */
export const dbRestoreCommand: CliCommand = {
  usage: 'db:restore <file> [--force] [--new-secrets]',
  description: 'Restore a backup into a fresh DATA_DIR or database (--force: replace a non-empty one).',
  needsDatabase: false,
  async run(args) {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('usage: npm run cli -- db:restore <file> [--force] [--new-secrets]');
    const source = path.resolve(file);
    if (!fs.existsSync(source)) throw new Error(`No file ${source}.`);
    let env: ReturnType<typeof loadEnv>;
    try {
      env = loadEnv();
    } catch (e) {
      throw new Error(e instanceof EnvError ? e.message : String(e));
    }
    const header = await readBackupHeader(source);
    if (!args.includes('--new-secrets')) assertSameSecrets(env, header.secrets);
    const logger = createLogger({ level: 'warn' });
    const database = await installDatabase(env, logger, { fresh: true });
    try {
      const summary = await restoreBackup({
        file: source,
        url: database.url,
        force: args.includes('--force'),
      });
      console.log(
        `Restored ${summary.rows} rows of ${summary.tables} tables from ${source} ` +
          `(backed up ${header.createdAt} by Scout ${header.app}, schema ${header.schema.tag}), then migrated to this version.`,
      );
      for (const s of summary.skipped) console.log(`Not restored: ${s}`);
    } finally {
      await database.stop();
    }
  },
};
