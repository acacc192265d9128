import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The Drizzle schema (src/server/db/schema) and the committed migrations agree (issue 31): a schema
 * changed without `npm run db:generate` fails here, not on a fresh database. drizzle-kit's generate
 * runs (no database needed) against a copy of the migrations folder, with drizzle.config.ts's schema
 * and `out` pointing at the copy; it must find nothing to write.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const migrations = path.join(root, 'src/server/db/migrations');
const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-migrations-'));
afterAll(() => fs.rmSync(sandbox, { recursive: true, force: true }));

describe('schema and migrations', () => {
  it('drizzle-kit generate finds no change to write', { timeout: 60_000 }, () => {
    const out = path.join(sandbox, 'migrations');
    fs.cpSync(migrations, out, { recursive: true });
    const config = path.join(sandbox, 'drizzle.config.mjs');
    // drizzle-kit reads `out` relative to the working directory (it prefixes './').
    fs.writeFileSync(
      config,
      `export default ${JSON.stringify({
        dialect: 'postgresql',
        schema: './src/server/db/schema/index.ts',
        out: path.relative(root, out),
      })};\n`,
    );
    const listing = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
    const before = listing(out);
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config],
      // No terminal: a question (a renamed column?) ends the run instead of waiting.
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 50_000 },
    );
    const output = run.stdout + run.stderr;
    const written = listing(out).filter((f) => !before.includes(f));
    expect(written, `the schema changed without npm run db:generate:\n${output}`).toEqual([]);
    expect(output, output).toContain('No schema changes, nothing to migrate');
    expect(run.status, output).toBe(0);
  });
});
