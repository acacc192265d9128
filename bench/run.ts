// `npm run bench [name…]`: runs each bench/<name>.bench.ts in its own process. Each benchmark writes
// its figures to bench/results/<name>.json (see bench/lib/write-result.ts) and they are summarised in
// docs/benchmarks.md. Benchmarks are never part of `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeResultsTable } from './lib/results-table.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
// `npm run bench -- --table`: only rewrites docs/benchmarks.md's table of current results.
const tableOnly = process.argv.includes('--table');
const wanted = process.argv.slice(2).filter((a) => a !== '--table');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !tableOnly && (wanted.length === 0 || wanted.includes(f.replace('.bench.ts', ''))))
  .sort();
if (files.length === 0 && !tableOnly) console.log('No benchmark matched.');
let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const t0 = Date.now();
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✔' : '✖'} ${file} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) failed += 1;
}
writeResultsTable();
process.exit(failed ? 1 : 0);
