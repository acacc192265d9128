import fs from 'node:fs';
import { afterAll } from 'vitest';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import {
  embeddedDatabase,
  type ServerProcess,
  stopEmbeddedDatabase,
  tempDataDir,
} from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import type { User } from './write-load.ts';

/**
 * A real server's data dir (embedded PostgreSQL) for the tests of one file that kill and restart
 * it (crash-safety, database-restart). After the file, the server the file last started
 * (`current()`) and a database a kill left running are stopped, and the data dir is removed.
 */
export function ownDataDir(prefix: string, current: () => ServerProcess | undefined) {
  const dataDir = tempDataDir(prefix);
  afterAll(async () => {
    await current()?.stop();
    await stopEmbeddedDatabase(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Works on the running embedded database directly, through a small pool of its own. */
  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const url = embeddedDatabase(dataDir)?.url;
    if (!url) throw new Error('the embedded database is not running');
    const database = connectDatabase(url, { max: 2 });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  /** `count` users signed up through the server's HTTP API (`name 0`, `name 1`…), on the Starter plan. */
  async function signUpStarters(server: ServerProcess, count: number, name: string): Promise<User[]> {
    const users = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        signUpAs(new TestClient(httpTarget(server.url)), { name: `${name} ${i}` }),
      ),
    );
    await withDatabase(async ({ db }) => {
      for (const u of users) await givePlan(db, u.userId, 'starter');
    });
    return users;
  }

  return { dataDir, withDatabase, signUpStarters };
}
