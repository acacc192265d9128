import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.ts';

/** The README's configuration table is what operators read: every variable the server accepts is in it. */
describe('README configuration table', () => {
  it('documents every environment variable of the env schema', () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(Object.keys(envSchema.shape).filter((name) => !documented.has(name))).toEqual([]);
  });
});
