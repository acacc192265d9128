import fs from 'node:fs';
import path from 'node:path';
import { installDatabase, secretFingerprints } from '../backup/install-database.ts';
import { writeBackup } from '../backup/write-backup.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import type { CliCommand } from './commands.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `db:backup <file>`: a consistent snapshot of the install, running or not (docs/backup.md). */
export const dbBackupCommand: CliCommand = {
  usage: 'db:backup <file>',
  description: 'Back up the database (running or not) into one file, with its schema version.',
  needsDatabase: false,
  async run([file]) {
    if (!file || file.startsWith('--')) throw new Error('usage: npm run cli -- db:backup <file>');
    let env: ReturnType<typeof loadEnv>;
    try {
      env = loadEnv();
    } catch (e) {
      throw new Error(e instanceof EnvError ? e.message : String(e));
    }
    const logger = createLogger({ level: 'warn' });
    const target = path.resolve(file);
    // Written beside, renamed when complete: a backup cut short never takes the file's name.
    const partial = `${target}.partial`;
    const database = await installDatabase(env, logger, { fresh: false });
    try {
      const out = fs.createWriteStream(partial, { mode: 0o600 });
      const summary = await writeBackup({ url: database.url, out, secrets: secretFingerprints(env) });
      fs.renameSync(partial, target);
      console.log(
        `Backed up ${summary.rows} rows of ${summary.tables} tables (schema ${summary.header.schema.tag}, ` +
          `Scout ${summary.header.app}, ${summary.header.database}) into ${target} (${megabytes(fs.statSync(target).size)}).`,
      );
      if (database.shared) console.log('Scout kept running: the file is one instant of its database.');
    } catch (e) {
      fs.rmSync(partial, { force: true });
      throw e;
    } finally {
      await database.stop();
    }
  },
};
