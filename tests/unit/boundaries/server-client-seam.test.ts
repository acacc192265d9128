import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The seam between server and client is held by the contracts (ADR 020, issue 16): a route answers
 * what its contract declares without casting, and the client takes the server's types from
 * `#contracts/…` instead of declaring copies under the same name.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const filesUnder = (folder: string, keep: (file: string) => boolean) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && keep(file))
    .map((file) => path.join(folder, file));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const declared = (text: string) =>
  [...text.matchAll(/^(?:export )?(?:interface|type) ([A-Z]\w*)/gm)].map((m) => m[1] ?? '');

describe('the seam between server and client', () => {
  it('has no `as unknown as` in route handlers and the HTTP pipeline', () => {
    const handlers = [
      ...filesUnder('src/server/modules', (file) => /(^|\/)(\w+-)?routes\.ts$|\/v1-[\w-]+\.ts$/.test(file)),
      ...filesUnder('src/server/http', () => true),
    ];
    expect(handlers.length).toBeGreaterThan(30);
    expect(handlers.filter((file) => read(file).includes('as unknown as'))).toEqual([]);
  });

  it('has no client type named like a type the contracts export', () => {
    const contractTypes = new Set(
      filesUnder('src/contracts', () => true).flatMap((file) =>
        [...read(file).matchAll(/^export (?:interface|type) ([A-Z]\w*)/gm)].map((m) => m[1]),
      ),
    );
    const copies = filesUnder('src/client', () => true).flatMap((file) =>
      declared(read(file))
        .filter((name) => contractTypes.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(contractTypes.size).toBeGreaterThan(50);
    expect(copies).toEqual([]);
  });
});
