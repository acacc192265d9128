import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '#server/env.ts';

/**
 * Containerfile, compose.yaml and .env.example agree with the code they deploy (the image itself is
 * built and run by `npm run test:image`; these checks are the cheap ones, kept in `npm test`).
 */
const read = (file: string) => fs.readFileSync(file, 'utf8');
const pkg = JSON.parse(read('package.json'));
const containerfile = read('Containerfile');
const compose = read('compose.yaml');
const envExample = read('.env.example');

/** Variables .env.example sets or shows commented out (`NAME=` or `# NAME=`). */
const exampleVariables = [...envExample.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => ({
  name: m[1],
  value: m[2],
  commented: m[0].startsWith('#'),
}));
/** Variables compose.yaml interpolates (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`). */
const composeVariables = [...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]))];

describe('deployment files', () => {
  it('.env.example names only variables Scout or compose.yaml reads', () => {
    const known = new Set([...Object.keys(envSchema.shape), ...composeVariables]);
    expect(exampleVariables.map((v) => v.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it('.env.example shows every variable compose.yaml reads', () => {
    const shown = new Set(exampleVariables.map((v) => v.name));
    expect(composeVariables.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('.env.example is for a public site: an https BASE_URL, and payments by Stripe or off', () => {
    const value = (name: string) => exampleVariables.find((v) => v.name === name && !v.commented)?.value;
    const baseUrl = value('BASE_URL') ?? '';
    expect(baseUrl.startsWith('https://')).toBe(true);
    expect(new URL(baseUrl).hostname).not.toMatch(/^(localhost|127\.|\[::1\]$)/);
    expect(['stripe', 'off']).toContain(value('PAYMENTS'));
  });

  it("compose.yaml's and .env.example's Scout image are tagged with this version", () => {
    expect(compose).toContain(`image: \${SCOUT_IMAGE:-scout:${pkg.version}}`);
    expect(envExample).toContain(`# SCOUT_IMAGE=scout:${pkg.version}`);
  });

  it("the Containerfile's Node is the project's Node major, run with npm start's flags", () => {
    const nodeMajor = String(pkg.devDependencies.node).split('.')[0];
    expect(containerfile).toContain(`ARG BASE=node:${nodeMajor}-bookworm-slim`);
    const startFlags = (pkg.scripts.start as string).match(/--[\w-]+=\S+/g) ?? [];
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(containerfile)?.[1] ?? '[]') as string[];
    expect(cmd).toEqual(['node', ...startFlags, 'src/server/main.ts']);
  });
});
