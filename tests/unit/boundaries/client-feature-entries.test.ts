import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A client feature (`src/client/features/<name>/`) is used by the rest of the client through its
 * public entry, `features/<name>/index.ts`, never through its inner files (issue 31, as
 * bulletproof-react does): its components, hooks and files can then move inside it without
 * touching another feature, and what it offers the others is one file to read.
 * - Another feature, the shared `components/` and `lib/` import only `features/<name>/index.ts`.
 * - The app layer (`app/`, `routes/`, the entries at the top of `src/client`) composes the features
 *   and may import their pages and `mounts.ts` directly (a page is lazily loaded by its file).
 * - Where a feature's UI appears elsewhere is declared in its `mounts.ts` and listed only by the
 *   registries of `app/` (dashboard panels, settings cards, admin sections, landing sections,
 *   widgets on every page).
 * - An entry only re-exports (`export { … } from './…'`): no code of its own.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const client = path.join(root, 'src/client');
const features = path.join(client, 'features');
/** Static imports and re-exports, and dynamic `import('…')`. */
const IMPORT = /(?:^\s*(?:import|export)\s+(?:type\s+)?(?:[^;]*?\sfrom\s+)?|\bimport\(\s*)'([^']+)'/gm;

const files = fs
  .readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => path.join(client, f));
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function featureOf(file: string): string | null {
  const inside = path.relative(features, file);
  return inside.startsWith('..') ? null : (inside.split(path.sep)[0] ?? null);
}

/** The app layer: it composes features (pages, registries, entries). */
function isAppLayer(file: string): boolean {
  const inside = path.relative(client, file).split(path.sep);
  return inside[0] === 'app' || inside[0] === 'routes' || inside.length === 1;
}

function resolve(from: string, spec: string): string | null {
  if (spec.startsWith('#client/')) return path.join(client, spec.slice('#client/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return null;
}

/** Every import of a feature's file from outside that feature: [importer, imported]. */
const crossings = files.flatMap((file) => {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap(([, spec]) => {
    const target = resolve(file, spec ?? '');
    const feature = target && featureOf(target);
    return target && feature && feature !== featureOf(file) ? [[file, target] as const] : [];
  });
});

describe('client features are used through their public entry (issue 31)', () => {
  it('finds the imports of features from outside them', () => {
    expect(crossings.length).toBeGreaterThan(50);
  });

  it('another feature, components/ and lib/ import only a feature’s index.ts', () => {
    const deep = crossings
      .filter(([file, target]) => !isAppLayer(file) && path.basename(target) !== 'index.ts')
      .map(([file, target]) => `${rel(file)} → ${rel(target)}`);
    expect(deep).toEqual([]);
  });

  it('only the registries of app/ list what the features’ mounts.ts declare', () => {
    const listed = crossings
      .filter(
        ([file, target]) => path.basename(target) === 'mounts.ts' && !rel(file).startsWith('src/client/app/'),
      )
      .map(([file, target]) => `${rel(file)} → ${rel(target)}`);
    expect(listed).toEqual([]);
  });

  it('a feature’s entry only re-exports', () => {
    const entries = fs
      .readdirSync(features)
      .map((name) => path.join(features, name, 'index.ts'))
      .filter((file) => fs.existsSync(file));
    expect(entries.length).toBeGreaterThan(5);
    const withCode = entries.filter((file) => {
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/export\s+(type\s+)?\{[^}]*\}\s+from\s+'\.\/[^']+';/g, '');
      return code.trim() !== '';
    });
    expect(withCode.map(rel)).toEqual([]);
  });

  it('an imported entry exists', () => {
    const missing = crossings
      .filter(([, target]) => path.basename(target) === 'index.ts' && !fs.existsSync(target))
      .map(([file, target]) => `${rel(file)} → ${rel(target)}`);
    expect(missing).toEqual([]);
  });
});
