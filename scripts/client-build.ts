import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock.ts';

/** Everything the client bundle is built from: a change in any of these makes the build stale. */
const INPUTS = [
  'src/client',
  'src/contracts',
  'src/domain',
  'vite.config.ts',
  'scripts/inert-contract-schemas.ts',
  'package-lock.json',
  'tsconfig.json',
];
const OUT_DIR = 'dist/client';
/** The server renderer of the public pages, built from the same sources (vite.config.ts, ADR 111). */
const RENDERER = 'dist/server/entry-server.js';
const STAMP = path.join(OUT_DIR, '.build-hash');
const LOCK = path.resolve('dist/.client-build.lock');

function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

export function clientSourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the client and its server renderer when either is missing or older than the sources.
 * Returns true if it built. One build at a time: in `npm test`, a vitest file and Playwright's
 * set-up ask at the same moment.
 */
export function ensureClientBuild(): boolean {
  return withBuildLock(LOCK, buildIfStale);
}

function buildIfStale(): boolean {
  const hash = clientSourceHash();
  if (
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === hash &&
    fs.existsSync(`${OUT_DIR}/index.html`) &&
    fs.existsSync(RENDERER)
  ) {
    return false;
  }
  console.log('Building the web client (first start or sources changed)…');
  const vite = path.join('node_modules', 'vite', 'bin', 'vite.js');
  for (const extra of [[], ['--ssr', 'entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...extra], {
      stdio: 'inherit',
      // A production build whoever asks (a test runner sets NODE_ENV=test, which would make the
      // server renderer call React's development JSX runtime, absent from production React).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('The web client build failed (see above).');
      fs.rmSync(LOCK, { recursive: true, force: true }); // (process.exit skips withBuildLock's finally)
      process.exit(result.status ?? 1);
    }
  }
  fs.writeFileSync(STAMP, hash);
  return true;
}
