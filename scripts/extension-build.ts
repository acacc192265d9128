import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the extension is built from: a change in any of these makes dist/extension stale. */
const INPUTS = ['extension', 'src/domain', 'package-lock.json'];
const OUT_DIR = 'dist/extension/chrome-mv3';
const STAMP = 'dist/extension/.build-hash';

/** The unpacked Chromium build (load it with --load-extension) and its content script. */
export const EXTENSION_DIR = path.resolve(OUT_DIR);
export const CONTENT_SCRIPT = path.join(EXTENSION_DIR, 'content-scripts', 'amazon.js');

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

/** Builds the Chromium extension (wxt build) when missing or older than its sources. */
export function ensureExtensionBuild(): boolean {
  const hash = sourceHash();
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash && fs.existsSync(CONTENT_SCRIPT))
    return false;
  console.log('Building the browser extension…');
  const wxt = path.join('node_modules', 'wxt', 'bin', 'wxt.mjs');
  const result = spawnSync(process.execPath, [wxt, 'build', 'extension'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The extension build failed (see above).');
  fs.writeFileSync(STAMP, hash);
  return true;
}
