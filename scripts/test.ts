// `npm test`: lint + typecheck + unit + integration + end-to-end, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bin = (pkg: string, file: string) => path.join('node_modules', pkg, file);
const npmCli = process.env.npm_execpath;
const steps: { name: string; args: string[] }[] = [
  // npm ci refuses a lockfile that misses a platform package the registry lacks: catch it here, not in CI.
  ...(npmCli
    ? [
        {
          name: 'lockfile in sync (npm ci --dry-run)',
          args: [npmCli, 'ci', '--dry-run', '--ignore-scripts', '--no-audit'],
        },
      ]
    : []),
  { name: 'lint (biome)', args: [bin('@biomejs/biome', 'bin/biome'), 'check', '.'] },
  { name: 'typecheck (tsc)', args: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json'] },
  { name: 'unit + integration (vitest)', args: [bin('vitest', 'vitest.mjs'), 'run'] },
  { name: 'end-to-end (playwright)', args: [bin('@playwright/test', 'cli.js'), 'test'] },
];

/**
 * What each failed end-to-end test's page showed (Playwright's error-context.md: the page's
 * accessibility snapshot at the failure): CI keeps only the console, not test-results/.
 */
function printPagesOfFailures() {
  const files = fs.existsSync('test-results') ? fs.globSync('test-results/**/error-context.md') : [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.slice(Math.max(0, text.indexOf('# Test info'))).split('\n');
    console.error(`\n── ${file} (first 150 of ${lines.length} lines) ──\n${lines.slice(0, 150).join('\n')}`);
  }
}

const only = process.argv.slice(2);
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(process.execPath, step.args, { stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    if (step.name.startsWith('end-to-end')) printPagesOfFailures();
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The extension journey needs a full Chromium (tests/e2e/extension-journey.spec.ts): say it loudly when it could not run.
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(fullChromium))
  console.log(
    `\n⚠ The browser-extension journey was SKIPPED: no full Chromium at ${fullChromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
