import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server modules (`src/server/modules/<name>/`) never import each other in a circle (issue 31): a
 * circle means neither can be read, changed or tested without the other. Types count too: a type two
 * modules share belongs lower (the database client's `Tx` in `src/server/db`, a rule in the domain),
 * and what composes several modules (the dashboard's figures, the app) sits above them.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const modulesDir = path.join(root, 'src/server/modules');
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?'([^']+)'/gm;

function moduleOf(file: string): string | null {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') ? null : (rel.split(path.sep)[0] ?? null);
}

function resolve(from: string, spec: string): string | null {
  if (spec.startsWith('#server/')) return path.join(root, 'src/server', spec.slice('#server/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return null;
}

/** module → modules it imports (runtime imports only, or types too). */
function moduleGraph(withTypes: boolean): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = fs
    .readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(modulesDir, f));
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, typeOnly, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly && !withTypes) continue;
      const target = resolve(file, spec ?? '');
      const to = target && moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every circle, as the modules on it in order (one per strongly connected group, Tarjan). */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w) group.push(w);
      } while (w && w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

describe('server modules', () => {
  it('are read as a graph (the test sees the imports)', () => {
    const graph = moduleGraph(true);
    expect(graph.size).toBeGreaterThan(25);
    expect([...(graph.get('public-api') ?? [])].length).toBeGreaterThan(3);
  });

  it('import each other in no circle at run time', () => {
    expect(circles(moduleGraph(false))).toEqual([]);
  });

  it('import each other in no circle through types either', () => {
    expect(circles(moduleGraph(true))).toEqual([]);
  });
});
