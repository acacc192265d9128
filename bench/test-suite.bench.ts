// Wall time of `npm test` (scripts/test.ts), step by step, as printed by the script itself
// ("✔ <step> (<seconds> s)"). Results: bench/results/test-suite.json, summarised in docs/benchmarks.md.
// Run it through `npm run bench -- test-suite` so that npm's own path reaches the lockfile step.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { writeResult } from './lib/write-result.ts';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const loadAverageBefore = os.loadavg()[0];
const t0 = performance.now();
const child = spawn(process.execPath, ['scripts/test.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (d: Buffer) => {
    output += d;
    process.stdout.write(d);
  });
}
const code: number = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
const wallS = Math.round((performance.now() - t0) / 100) / 10;
const text = stripVTControlCharacters(output);

const steps = [...text.matchAll(/^([✔✖]) (.+?) (?:\(|failed after )([\d.]+) s\)?$/gm)].map((m) => ({
  step: m[2],
  passed: m[1] === '✔',
  seconds: Number(m[3]),
}));
// Vitest prints its projects' file counts and durations; keep the summary lines as they are.
const vitestSummary = [...text.matchAll(/^\s*(Test Files|Tests|Duration)\s+(.+)$/gm)].map(
  (m) => `${m[1]} ${m[2]}`,
);
const playwrightSummary = [...text.matchAll(/^\s*(\d+ (?:passed|failed|skipped|flaky)).*$/gm)].map(
  (m) => m[1],
);

writeResult('test-suite', {
  command: 'npm test (node scripts/test.ts)',
  passed: code === 0,
  wallS,
  steps,
  vitestSummary,
  playwrightSummary,
  loadAverage1mBefore: Math.round(loadAverageBefore * 100) / 100,
  note: 'the machine is shared: other work running at the same time lengthens every step',
});
if (code !== 0) process.exitCode = 1;
