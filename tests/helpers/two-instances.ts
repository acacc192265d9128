import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';
import {
  embeddedDatabase,
  type ServerProcess,
  startServer,
  stopEmbeddedDatabase,
  tempDataDir,
} from './server-process.ts';

/**
 * Two real server processes on one PostgreSQL, as docs/configuration.md describes a scaled setup:
 * both share AUTH_SECRET and ENCRYPTION_KEY; a round-robin proxy on loopback sits in front. With
 * `databaseUrl`, both connect to that database and start together; without, the first runs the
 * embedded database and the second reaches it with DATABASE_URL.
 */
export interface TwoInstances {
  a: ServerProcess;
  b: ServerProcess;
  proxy: RoundRobinProxy;
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startTwoInstances(
  o: { env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<TwoInstances> {
  const shared = {
    AUTH_SECRET: randomBytes(24).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // Two hops: the round-robin proxy appends its peer (127.0.0.1, every test client), and the entry
    // before it, each test client's own address, stands for an outer proxy's (a CDN's): so each
    // client keeps its own address for the rate limits, as behind a real chain (docs/deployment.md).
    TRUST_PROXY: '2',
    ...o.env,
  };
  const dirs = [tempDataDir('scout-two-a-'), tempDataDir('scout-two-b-')];
  const started: ServerProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  const stop = async () => {
    await proxy?.close();
    for (const server of [...started].reverse()) await server.stop(); // the database's owner last
    await stopEmbeddedDatabase(dirs[0]); // only if the first server died without stopping it
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = async (dataDir: string, env: Record<string, string>) => {
    const server = await startServer({ dataDir, env, timeoutMs: 180_000 });
    started.push(server);
    return server;
  };
  try {
    let a: ServerProcess;
    let b: ServerProcess;
    let databaseUrl = o.databaseUrl;
    if (databaseUrl) {
      const env = { ...shared, DATABASE_URL: databaseUrl };
      const both = await Promise.allSettled([start(dirs[0], env), start(dirs[1], env)]);
      for (const r of both) if (r.status === 'rejected') throw r.reason;
      [a, b] = both.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
    } else {
      a = await start(dirs[0], shared);
      databaseUrl = embeddedDatabase(dirs[0])?.url;
      if (!databaseUrl) throw new Error('the first instance runs no embedded database');
      b = await start(dirs[1], { ...shared, DATABASE_URL: databaseUrl });
    }
    proxy = await startRoundRobinProxy([a.url, b.url]);
    return { a, b, proxy, databaseUrl, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
