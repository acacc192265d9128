/** `npm run cli -- page:parse` prints what the readers give on the same file (no database needed). */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseHTML } from 'linkedom';
import { expect, it } from 'vitest';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FILE = path.join(ROOT, 'tests/fixtures/amazon-pages/de_bestsellers_elektronik_2022_parsy.html');
const run = promisify(execFile);

it('prints the page reading as JSON, and fails readably on a file that is no Amazon page', {
  timeout: 120_000,
}, async () => {
  const { stdout } = await run(
    process.execPath,
    ['src/server/cli.ts', 'page:parse', FILE, '--marketplace', 'DE'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    },
  );
  const { document } = parseHTML(fs.readFileSync(FILE, 'utf8'));
  const expected = readAmazonPage(document as unknown as Document, { marketplace: 'DE' });
  expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(JSON.parse(stdout).items).toHaveLength(30);

  const refused = await run(
    process.execPath,
    ['src/server/cli.ts', 'page:parse', path.join(ROOT, 'package.json')],
    {
      cwd: ROOT,
    },
  ).catch((e: { code: number; stderr: string }) => e);
  expect(refused).toMatchObject({ code: 1 });
  expect((refused as { stderr: string }).stderr).toContain(
    'Not an Amazon search, product or best-seller page',
  );
});
