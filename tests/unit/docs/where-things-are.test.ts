import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/development.md "Where things are" is how a newcomer finds a feature (issue 16): every path it
 * names exists, every name it quotes is in the file before it, no cell is left empty, and every
 * contract, table file, module, client feature, integration folder, e2e spec and job has a row.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const markdown = fs.readFileSync(path.join(root, 'docs/development.md'), 'utf8');
const section = markdown.slice(
  markdown.indexOf('## Where things are'),
  markdown.indexOf('## Adding an endpoint'),
);

/** Each column's folder, in the table's order after the feature's name. */
const columnFolders = [
  'src/contracts/',
  'src/server/db/schema/',
  'src/server/modules/',
  'src/server/modules/',
  'src/client/',
  'tests/integration/',
  'tests/e2e/',
  'docs/',
];
const fromRoot = /^(src|tests|extension|docs)\//;
const looksLikePath = (token: string) => token.includes('/') || /\.(tsx?|md)$/.test(token);

interface Cell {
  feature: string;
  column: number;
  text: string;
}

const header =
  '| feature | contract | tables | module (routes, services) | jobs | client | integration tests | e2e | docs |';
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && line !== header)
  .map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
const cells: Cell[] = rows.flatMap(([feature = '', ...rest]) =>
  rest.map((text, column) => ({ feature, column, text })),
);

/** The paths a cell names (resolved from the repository's root) and the names quoted after each. */
function readCell(cell: Cell) {
  const paths: string[] = [];
  const names: { name: string; in: string }[] = [];
  for (const [, token = ''] of cell.text.matchAll(/`([^`]+)`/g)) {
    if (looksLikePath(token)) {
      paths.push(fromRoot.test(token) ? token : `${columnFolders[cell.column]}${token}`);
    } else {
      const last = paths.at(-1);
      if (last) names.push({ name: token, in: last });
    }
  }
  return { paths, names };
}

/** A file's text, or every file's text under a folder. */
function textOf(relative: string): string {
  const full = path.join(root, relative);
  if (!fs.statSync(full).isDirectory()) return fs.readFileSync(full, 'utf8');
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

const named = new Set(cells.flatMap((cell) => readCell(cell).paths).map((p) => p.replace(/\/$/, '')));
const list = (folder: string, keep: (name: string) => boolean) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter(keep)
    .map((name) => `${folder}${name}`);

describe('docs/development.md "Where things are"', () => {
  it('has a row of nine cells for each feature', () => {
    expect(section).toContain(header);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.length !== 9).map((row) => row[0])).toEqual([]);
  });

  it('fills every cell: with paths, or with "none"', () => {
    const empty = cells.filter((cell) => readCell(cell).paths.length === 0 && !cell.text.startsWith('none'));
    expect(empty.map((cell) => `${cell.feature}, column ${cell.column + 2}: "${cell.text}"`)).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = cells.flatMap((cell) =>
      readCell(cell)
        .paths.filter((p) => !fs.existsSync(path.join(root, p)))
        .map((p) => `${cell.feature}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('quotes only names found in the file (or folder) before them', () => {
    const absent = cells.flatMap((cell) =>
      readCell(cell)
        .names.filter(
          ({ name, in: file }) => fs.existsSync(path.join(root, file)) && !textOf(file).includes(name),
        )
        .map(({ name, in: file }) => `${cell.feature}: ${name} not in ${file}`),
    );
    expect(absent).toEqual([]);
  });

  it('has a row for every contract, table file, module, client feature, integration folder, e2e spec and job', () => {
    const everything = [
      ...list('src/contracts/', (name) => !['common.ts', 'define.ts'].includes(name)),
      ...list('src/server/db/schema/', (name) => name !== 'index.ts'),
      ...list('src/server/modules/', (name) => !name.includes('.')),
      ...list('src/client/features/', () => true),
      ...list('tests/integration/', (name) => !name.includes('.')),
      ...list('tests/e2e/', (name) => name.endsWith('.spec.ts')),
      ...fs
        .readdirSync(path.join(root, 'src/server/modules'), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) =>
            file.endsWith('.ts') && /\b(RecurringJob|OneOffJob)\b/.test(textOf(`src/server/modules/${file}`)),
        )
        .map((file) => `src/server/modules/${file}`),
    ];
    expect(everything.filter((p) => !named.has(p))).toEqual([]);
  });
});
