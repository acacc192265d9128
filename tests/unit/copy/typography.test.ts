import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_CATEGORIES } from '#domain/catalog/category-names-roots.ts';
import { SAMPLE_CATEGORY_FR } from '#domain/catalog/category-names-sample.ts';
import { minorUnits } from '#domain/money.ts';
import { type MessageKey, messageKeys, translator } from '#extension/lib/messages.ts';
import { existingAccountEmail, passwordResetEmail, verifyEmailEmail } from '#server/auth/emails.ts';
import { alertEmail } from '#server/modules/alerts/alert-emails.ts';
import { type Lang, pluralProblems, typographyProblems, wordsOf } from './copy-rules.ts';

/**
 * Every en and fr string a user reads — the client's locales (errors included), the browser
 * extension's (its store listing and its in-page text) and the server's e-mails — follows the typography of copy-rules.ts, is translated,
 * and has its plural forms (issue 20).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const langs: Lang[] = ['en', 'fr'];

/** Strings that quote code (a header, a JSON body, a list of characters): typography does not apply. */
const quotesCode = new Set([
  'fr/api.json:docs.step2',
  'fr/api.json:docs.errors',
  'fr/errors/api-keys.json:api_key_missing',
  'en/toolkit.json:listing.rule.titleForbiddenChars',
  'fr/toolkit.json:listing.rule.titleForbiddenChars',
]);

function jsonFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return jsonFiles(dir, rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });
}

const flat = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(value)]];

/** `${lang}/${file}` → its strings by flat key, for the client's and the extension's locales. */
function locales(dir: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const lang of langs)
    for (const file of jsonFiles(path.join(dir, lang)))
      out.set(
        `${lang}/${file}`,
        new Map(flat(JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')))),
      );
  return out;
}

const client = locales(path.join(root, 'src/client/locales'));
const extension = locales(path.join(root, 'extension/public/_locales'));

describe.each([
  ['client', client],
  ['extension', extension],
])('%s locales', (_name, files) => {
  it.each([...files.keys()])('%s follows the typography', (file) => {
    const lang = file.slice(0, 2) as Lang;
    const problems = [...(files.get(file) ?? [])].flatMap(([key, value]) =>
      quotesCode.has(`${file}:${key}`)
        ? []
        : typographyProblems(value, lang).map((p) => `${key}: ${p} — ${JSON.stringify(value)}`),
    );
    expect(problems).toEqual([]);
  });

  it.each([...files.keys()].filter((f) => f.startsWith('fr/')))('%s is translated', (file) => {
    const en = files.get(`en/${file.slice(3)}`) ?? new Map();
    const same = [...(files.get(file) ?? [])].filter(
      ([key, value]) => en.get(key) === value && wordsOf(value).length >= 3,
    );
    expect(same.map(([key, value]) => `${key}: still in English — ${value}`)).toEqual([]);
  });

  it.each([...files.keys()])('%s has the plural forms of every {{count}}', (file) => {
    expect(pluralProblems(files.get(file) ?? new Map())).toEqual([]);
  });
});

describe("the extension's in-page text", () => {
  /** Placeholders left as {{name}}, so the text around them is what is checked. */
  const asWritten = new Proxy({}, { get: (_, name) => `{{${String(name)}}}` });

  it.each(langs)('in %s follows the typography and is translated', (lang) => {
    const t = translator(lang);
    const en = translator('en');
    const problems = (messageKeys[lang] as MessageKey[]).flatMap((key) => {
      // Some messages are fragments appended to another (' + FBA …'): their outer spaces are meant.
      const text = t(key, asWritten).trim();
      const untranslated = lang === 'fr' && text === en(key, asWritten).trim() && wordsOf(text).length >= 3;
      return [
        ...typographyProblems(text, lang).map((p) => `${key}: ${p} — ${text}`),
        ...(untranslated ? [`${key}: still in English — ${text}`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('server e-mails', () => {
  const link = 'https://scout.example/reset?token=abc';
  const rendered = (lang: Lang) => [
    passwordResetEmail({ lang, name: 'Ana', link }),
    verifyEmailEmail({ lang, name: 'Ana', link }),
    existingAccountEmail({ lang, name: 'Ana', link }),
    alertEmail({
      lang,
      title: 'Garden hose',
      asin: 'B000000001',
      marketplace: 'FR',
      details: {
        kind: 'price',
        condition: 'below',
        targetPriceCents: minorUnits(1500),
        priceCents: minorUnits(1299),
        currency: 'EUR',
      },
      observedAt: new Date('2026-11-24T10:00:00Z'),
      source: 'keepa',
      dashboardUrl: 'https://scout.example/dashboard',
    }),
    alertEmail({
      lang,
      title: 'Garden hose',
      asin: 'B000000001',
      marketplace: 'FR',
      details: {
        kind: 'multi_criteria',
        name: 'Cheap and popular',
        currency: 'EUR',
        outcomes: [
          { key: 'price', condition: 'below', threshold: 1500, value: 1299, met: true },
          { key: 'reviews', condition: 'above', threshold: 100, value: 250, met: true },
        ],
      },
      observedAt: new Date('2026-11-24T10:00:00Z'),
      source: 'keepa',
      dashboardUrl: 'https://scout.example/dashboard',
    }),
  ];

  it.each(langs)('in %s follow the typography', (lang) => {
    const lines = rendered(lang).flatMap((mail) => [mail.subject, ...mail.text.split('\n')]);
    const problems = lines
      .filter((line) => line && !line.startsWith('https://'))
      .flatMap((line) => typographyProblems(line, lang).map((p) => `${p} — ${line}`));
    expect(problems).toEqual([]);
  });
});

describe('the typography rules', () => {
  it('catch what they are for and let the right form through', () => {
    expect(
      typographyProblems('L’adresse\u202f: ok\u202f; oui\u202f! «\u202fnom\u202f» 12\u202f%', 'fr'),
    ).toEqual([]);
    expect(typographyProblems("l'adresse", 'fr')).toHaveLength(1);
    expect(typographyProblems('Adresse : x', 'fr')).toHaveLength(1);
    expect(typographyProblems('Adresse\u00a0: x', 'fr')).toHaveLength(1);
    expect(typographyProblems('Vraiment?', 'fr')).toHaveLength(1);
    expect(typographyProblems('« nom »', 'fr')).toHaveLength(2);
    expect(typographyProblems('Saving...', 'en')).toHaveLength(1);
    expect(typographyProblems('Ready ?', 'en')).toHaveLength(1);
    expect(typographyProblems('Up 12%: Scout’s figure', 'en')).toEqual([]);
    expect(typographyProblems('Your favourite colour', 'en')).toHaveLength(1);
    expect(typographyProblems('Analyze your favorites; AI analyses were canceled', 'en')).toEqual([]);
    expect(wordsOf('{{count}} SKU')).toEqual(['SKU']);
    expect(pluralProblems(new Map([['n', '{{count}} items']]))).toHaveLength(1);
    expect(pluralProblems(new Map([['n_one', '{{count}} item']]))).toHaveLength(1);
    expect(
      pluralProblems(
        new Map([
          ['n_one', 'one'],
          ['n_other', '{{count}}'],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('category names (src/domain/catalog/category-names-*.ts)', () => {
  it('follow the French typography and are translated (not the English words again)', () => {
    const french = [...Object.values(SAMPLE_CATEGORY_FR), ...ROOT_CATEGORIES.map((r) => r.fr)];
    for (const fr of french) expect(typographyProblems(fr, 'fr'), fr).toEqual([]);
    for (const [en, fr] of Object.entries(SAMPLE_CATEGORY_FR))
      if (wordsOf(en).length >= 3) expect(fr, en).not.toBe(en);
    for (const root of ROOT_CATEGORIES) expect(typographyProblems(root.en, 'en'), root.en).toEqual([]);
  });
});
