import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { inertZodSource } from './inert-contract-schemas.ts';

// Every contract loaded as the browser's build loads it (zod/mini inert) and as the server does;
// what the client reads must be the same: each endpoint's method, path and kind of body and answer
// (src/client/lib/api-client.ts), and every exported constant that is not a schema.

const CONTRACTS = fs
  .readdirSync('src/contracts')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'define.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inert-zod-'));
const inertFile = path.join(dir, 'inert-zod.mjs');
fs.writeFileSync(inertFile, inertZodSource(Object.keys(await import('zod/mini'))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function loadContracts(inert: boolean) {
  vi.resetModules();
  if (inert) vi.doMock('zod/mini', () => import(inertFile));
  else vi.doUnmock('zod/mini');
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of CONTRACTS) modules[file] = await import(`#contracts/${file}`);
  return modules;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isEndpoint = (v: unknown) => isRecord(v) && typeof v.method === 'string' && typeof v.path === 'string';
const isSchema = (v: unknown) => isRecord(v) && '_zod' in v;

/** What the client reads of an endpoint. */
function clientView(e: Record<string, unknown>) {
  const kind = (e.response as { kind?: unknown }).kind;
  return {
    method: e.method,
    path: e.path,
    route: e.route,
    raw: e.raw,
    status: e.status,
    form: Boolean(e.form),
    response: typeof kind === 'string' ? kind : 'a schema', // the client tells answers apart by `kind`
  };
}

/** A value as the client sees it: endpoints by what it reads of them, schemas and functions left out. */
function clientSees(value: unknown): unknown {
  if (isEndpoint(value)) return clientView(value as Record<string, unknown>);
  if (Array.isArray(value)) return value.map(clientSees);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => typeof v !== 'function' && !isSchema(v)) // inert schemas are functions
      .map(([k, v]) => [k, clientSees(v)]),
  );
}

describe('contracts in the browser build (inert zod)', async () => {
  const inert = await loadContracts(true);
  const real = await loadContracts(false);
  vi.resetModules();

  it.each(CONTRACTS)('%s: endpoints and constants as the server defines them', (file) => {
    expect(clientSees(inert[file])).toEqual(clientSees(real[file]));
  });

  it('compares every endpoint, with stand-ins for the schemas', () => {
    const endpoints = Object.values(real).flatMap((m) =>
      Object.values(m).flatMap((v) => (isRecord(v) ? Object.values(v).filter(isEndpoint) : [])),
    );
    expect(endpoints.length).toBeGreaterThan(100);
    // …and the inert load did replace the schemas.
    expect(typeof inert['account.ts'].deleteAccountBody).toBe('function');
    expect(isSchema(real['account.ts'].deleteAccountBody)).toBe(true);
  });
});
