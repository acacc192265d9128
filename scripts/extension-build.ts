import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock.ts';

/** What the extension is built from: a change in any of these makes dist/extension stale. */
const INPUTS = [
  'extension',
  'src/domain',
  'src/contracts',
  'scripts/inert-contract-schemas.ts',
  'package-lock.json',
];

/** The unpacked Chromium build (load it with --load-extension) and its content script. */
export const EXTENSION_DIR = path.resolve('dist/extension/chrome-mv3');
export const CONTENT_SCRIPT = path.join(EXTENSION_DIR, 'content-scripts', 'amazon.js');
/** The end-to-end variant: access to http://localhost granted at install (see extension/wxt.config.ts). */
export const E2E_EXTENSION_DIR = path.resolve('dist/extension-e2e/chrome-mv3');

function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name === 'node_modules' || name === '.wxt' || name.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, name));
  }
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const LOCK = path.resolve('dist/.extension-build.lock');
/** Builds the Chromium extension (wxt build) when missing or older than its sources. */
export function ensureExtensionBuild(variant: 'release' | 'e2e' = 'release'): boolean {
  // Both variants share WXT's generated folder (extension/.wxt): one build at a time.
  return withBuildLock(LOCK, () => buildIfStale(variant));
}

function buildIfStale(variant: 'release' | 'e2e'): boolean {
  const dir = variant === 'e2e' ? E2E_EXTENSION_DIR : EXTENSION_DIR;
  const stamp = path.join(dir, '..', '.build-hash');
  const hash = sourceHash();
  const built = fs.existsSync(path.join(dir, 'manifest.json'));
  if (built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return false;
  console.log(`Building the browser extension${variant === 'e2e' ? ' (end-to-end variant)' : ''}…`);
  const wxt = path.join('node_modules', 'wxt', 'bin', 'wxt.mjs');
  const result = spawnSync(process.execPath, [wxt, 'build', 'extension'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SCOUT_EXTENSION_E2E: variant === 'e2e' ? '1' : '' },
  });
  if (result.status !== 0) throw new Error('The extension build failed (see above).');
  fs.writeFileSync(stamp, hash);
  return true;
}
