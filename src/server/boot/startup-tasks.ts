import { loadSampleCatalogIfEmpty } from '#server/modules/catalog/index.ts';
import { detectStoredReviewLanguages } from '#server/modules/reviews/index.ts';
import type { AppDeps } from '../http/types.ts';
import { resolveEncryptionKey } from './encryption-key.ts';
import { grantAdmins } from './grant-admins.ts';

export interface StartupTask {
  name: string;
  run: (deps: AppDeps) => Promise<void>;
}

/** Work done once per start, after migrations and before listening. Keep each task fast and idempotent. */
export const startupTasks: StartupTask[] = [
  {
    name: 'grant-admins',
    run: async ({ database, env, logger }) => {
      const n = await grantAdmins(database.db, env.ADMIN_EMAILS);
      if (n) logger.info({ count: n }, 'admin role granted from ADMIN_EMAILS');
    },
  },
  {
    name: 'encryption-key',
    run: async ({ env }) => {
      resolveEncryptionKey(env); // generated into $DATA_DIR/encryption-key when ENCRYPTION_KEY is unset
    },
  },
  {
    name: 'sample-catalog',
    run: async ({ database, env, logger }) => {
      if (env.CATALOG_SAMPLE) await loadSampleCatalogIfEmpty({ db: database.db, logger });
    },
  },
  {
    name: 'review-languages',
    run: async ({ database, logger }) => {
      // Reviews written before their language was read from the text (ADR 082) get it once.
      const n = await detectStoredReviewLanguages(database.db);
      if (n) logger.info({ count: n }, 'review languages detected');
    },
  },
];
