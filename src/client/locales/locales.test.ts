import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

function jsonFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return jsonFiles(dir, rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });
}

const flatKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('translations', () => {
  const en = jsonFiles(path.join(root, 'en')).sort();
  const fr = jsonFiles(path.join(root, 'fr')).sort();

  it('have the same files in en and fr', () => {
    expect(fr).toEqual(en);
  });

  it.each(en)('%s has exactly the same keys in en and fr, none empty', (file) => {
    const a = JSON.parse(fs.readFileSync(path.join(root, 'en', file), 'utf8'));
    const b = JSON.parse(fs.readFileSync(path.join(root, 'fr', file), 'utf8'));
    expect(flatKeys(b).sort()).toEqual(flatKeys(a).sort());
    const leaf = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], tree);
    for (const tree of [a, b]) {
      expect(flatKeys(tree).filter((k) => leaf(tree, k) === '')).toEqual([]);
    }
  });

  it('never define an error code twice across errors/*.json', () => {
    const seen = new Map<string, string>();
    for (const file of en.filter((f) => f.startsWith('errors/'))) {
      for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'en', file), 'utf8')))) {
        expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});
