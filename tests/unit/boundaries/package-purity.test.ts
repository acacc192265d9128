import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layers' purity is biome's job (issue 31): a probe file that imports a server-only package where
 * it does not belong must fail `npm run lint`, and so must a raw `fetch` to Scout's API in the client
 * (only src/client/lib/api-client.ts calls it: features use `call(api.x, …)`) or in the extension
 * (only the background's env.fetch, wired in entrypoints/background.ts), and words written in a client
 * component's JSX instead of `t('…')` (every user-visible string in en and fr; punctuation and the
 * brand name are allowed, biome.json). The probes are linted in a copy of the project's
 * layout in a temporary folder, with the project's biome.json, so no test that reads src/ meets them.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-purity-'));
const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
config.vcs = { enabled: false };
config.files.includes = ['**'];
fs.writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
afterAll(() => fs.rmSync(sandbox, { recursive: true, force: true }));

const forbidden: [string, string][] = [
  ['src/domain/probe.ts', 'node:fs'],
  ['src/domain/probe.ts', 'drizzle-orm'],
  ['src/domain/probe.ts', 'pg'],
  ['src/domain/probe.ts', 'hono'],
  ['src/domain/probe.ts', 'pino'],
  ['src/domain/probe.ts', 'react'],
  ['src/contracts/probe.ts', 'drizzle-orm'],
  ['src/contracts/probe.ts', 'node:crypto'],
  ['src/client/features/probe/probe.ts', 'pg'],
  ['src/client/features/probe/probe.ts', 'node:fs'],
  ['src/client/features/probe/probe.ts', 'better-auth/plugins'],
  ['extension/lib/probe.ts', 'node:fs'],
  ['extension/lib/probe.ts', 'hono'],
];
const allowed: [string, string][] = [
  ['src/domain/probe.ts', 'papaparse'],
  ['src/domain/probe.test.ts', 'node:fs'],
  ['src/contracts/probe.ts', 'zod/mini'],
  ['src/client/features/probe/probe.ts', 'react'],
  ['src/server/probe.ts', 'drizzle-orm'],
  ['extension/wxt.config.ts', 'node:fs'],
];

/** Files that call `fetch('/api/x')`: refused in the client and the extension but where allowed. */
const fetchForbidden = [
  'src/client/features/probe/probe.ts',
  'src/client/features/probe/probe.tsx',
  'src/client/lib/probe.ts',
  'extension/lib/probe.ts',
  'extension/entrypoints/options/probe.ts',
];
const fetchAllowed = [
  'src/client/lib/api-client.ts',
  'src/client/features/probe/probe.test.ts',
  'extension/entrypoints/background.ts',
  'src/server/probe.ts',
];

/** Each probe in a file of its own (`probe.ts` → `probe-<n>.ts`), linted in one run of biome. */
const probeFile = (file: string, n: number) =>
  /(wxt\.config|api-client|background)\.ts$/.test(file)
    ? file
    : file.replace(/probe(\.test)?\.(tsx?)$/, `probe-${n}$1.$2`);
const probes = [...forbidden, ...allowed].map(([file, pkg], n) => ({ file: probeFile(file, n), pkg }));
const fetchProbes = [...fetchForbidden, ...fetchAllowed].map((file, n) => ({
  file: probeFile(file, probes.length + n),
}));
/** A component with text in its JSX: refused in the client's components, allowed in their tests. */
const jsxProbes = [
  { file: 'src/client/features/probe/probe-words.tsx', words: 'Save my note', refused: true },
  { file: 'src/client/features/probe/probe-dot.tsx', words: '·', refused: false },
  { file: 'src/client/features/probe/probe-words.test.tsx', words: 'Save my note', refused: false },
];
const write = (file: string, text: string) => {
  fs.mkdirSync(path.join(sandbox, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(sandbox, file), text);
};
for (const { file, pkg } of probes)
  write(file, `import * as probe from '${pkg}';\nexport const used = probe;\n`);
for (const { file } of fetchProbes)
  write(file, `export const probe = () => fetch('/api/x', { method: 'POST' });\n`);
for (const { file, words } of jsxProbes)
  write(file, `export const Probe = () => <p>{String(1)} ${words}</p>;\n`);
const run = spawnSync(
  process.execPath,
  [biome, 'lint', '--max-diagnostics=none', ...[...probes, ...fetchProbes, ...jsxProbes].map((p) => p.file)],
  { cwd: sandbox, encoding: 'utf8' },
);
const flagged = (rule: string) =>
  new Set(
    [...(run.stdout + run.stderr).matchAll(new RegExp(`^(\\S+):\\d+:\\d+ lint/style/${rule}`, 'gm'))].map(
      (m) => m[1],
    ),
  );
const restricted = flagged('noRestrictedImports');
const rawFetch = flagged('noRestrictedGlobals');
const jsxWords = flagged('noJsxLiterals');

describe('package purity of the layers (biome)', () => {
  it('refuses a server-only package or Node built-in where it does not belong', () => {
    const missed = probes.slice(0, forbidden.length).filter((p) => !restricted.has(p.file));
    expect(missed).toEqual([]);
  });

  it('lets each layer import what it may', () => {
    const refused = probes.slice(forbidden.length).filter((p) => restricted.has(p.file));
    expect(refused).toEqual([]);
    expect(run.stdout + run.stderr).toMatch(/Checked \d+ files?/);
  });

  it('refuses a raw fetch to the API in the client and the extension', () => {
    const missed = fetchProbes.slice(0, fetchForbidden.length).filter((p) => !rawFetch.has(p.file));
    expect(missed).toEqual([]);
  });

  it('lets api-client.ts, the background wiring, tests and the server call fetch', () => {
    const refused = fetchProbes.slice(fetchForbidden.length).filter((p) => rawFetch.has(p.file));
    expect(refused).toEqual([]);
  });

  it('refuses words written in a component instead of a translation, not punctuation or tests', () => {
    expect(jsxProbes.map((p) => ({ file: p.file, refused: jsxWords.has(p.file) }))).toEqual(
      jsxProbes.map((p) => ({ file: p.file, refused: p.refused })),
    );
  });
});
