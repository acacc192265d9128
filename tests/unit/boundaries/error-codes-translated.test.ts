import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/languages.ts';
import { NAME_ERROR_CODES } from '#server/lib/check-name.ts';

/**
 * Every error code the server throws has its message in every language (issue 31). The client shows
 * a refusal as `errors:<code>` (src/client/lib/use-error-message.ts): a flat key of one of
 * src/client/locales/<lng>/errors/*.json; a code without one falls back to "unknown error".
 *
 * The codes are read from the server's source (src/server, not its tests) where they are written as
 * literals: `new AppError('code'`, `forbidden('code'`, `{ error: { code: 'code'` (the flood guard,
 * the error handler), the helpers with a fixed code (app-error.ts, error-handler.ts), the name
 * checks' codes (check-name.ts) and the seller reports' `new ReportError('code'` (src/domain, sent
 * as they are by import-seller-report.ts). Codes built at run time (a market source's `source_${code}`, a
 * variable passed to AppError) cannot be read this way and are NOT covered by this test: their
 * modules' own tests must check them.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const domain = path.join(root, 'src/domain/seller-reports');
const locales = path.join(root, 'src/client/locales');

const LITERAL_CODES = [
  /\bnew AppError\(\s*'([^']+)'/g,
  /\bforbidden\(\s*'([^']+)'/g,
  /\berror: \{\s*code: '([^']+)'/g,
  /\bnew ReportError\(\s*'([^']+)'/g,
];
/** Codes that helpers write themselves: notFound(), unauthorized(), forbidden(), the error handler's. */
const HELPER_CODES = [
  'not_found',
  'unauthorized',
  'forbidden',
  'validation_failed',
  'payload_too_large',
  'bad_request',
  'http_error',
  ...Object.values(NAME_ERROR_CODES),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** code → the first file that throws it. */
const thrown = new Map<string, string>(HELPER_CODES.map((code) => [code, 'helper']));
for (const file of [...sourceFiles(path.join(root, 'src/server')), ...sourceFiles(domain)]) {
  const text = fs.readFileSync(file, 'utf8');
  for (const pattern of LITERAL_CODES)
    for (const [, code] of text.matchAll(pattern))
      if (!thrown.has(code)) thrown.set(code, path.relative(root, file));
}

const messages = (lng: string) => {
  const dir = path.join(locales, lng, 'errors');
  return new Set(
    fs.readdirSync(dir).flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))),
  );
};

describe('error codes of the server', () => {
  it('reads the literal codes of the server (patterns that found none would pass)', () => {
    // 106 distinct codes on 2026-11-29 (literals, helpers and seller reports): far fewer means the
    // patterns stopped matching.
    expect(thrown.size).toBeGreaterThan(90);
  });

  for (const lng of LANGUAGES)
    it(`has a message for each in ${lng} (locales/${lng}/errors/*.json)`, () => {
      const known = messages(lng);
      const missing = [...thrown]
        .filter(([code]) => !known.has(code))
        .map(([code, file]) => `${code} (${file})`);
      expect(missing).toEqual([]);
    });
});
