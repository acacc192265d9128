import fc from 'fast-check';

/** Strings that have broken parsers, SQL, HTML, file paths and number coercion elsewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '1e21',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  '2026-13-45',
  '9999-12-31T23:59:59Z',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  `\${7*7}`,
  '=HYPERLINK("http://evil.example")',
  '+1-2',
  '@SUM(A1)',
  '\u202Eevil',
  '\uD800',
  '\uFEFF',
  'Z̷̢͓̈́a̶͔̓l̵̙͗g̷͓̈o̴̰̾',
  '👩‍👩‍👧‍👦🇫🇷',
  'ß'.repeat(300),
  'B0'.padEnd(10, '0'),
  'b014tmv5ye',
  'a@b.c',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
];

/** A string: one of the nasty ones, random Unicode (lone surrogates included), or very long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.nat(200).map((n) => 'é'.repeat(n * 50)) },
);

/** Numbers JSON can carry that validation must bound: negative, fractional, enormous. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.000001,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deep(depth - 1), b: [depth] });

/** Any JSON value a hostile client can send in a field. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { __proto__: { admin: true } }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(60),
      JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 30 }) },
);

/** A body that is not the JSON the route expects (or not JSON at all). */
export const malformedBody: fc.Arbitrary<{ raw: string; type?: string }> = fc.oneof(
  fc.constantFrom(
    { raw: '' },
    { raw: '{' },
    { raw: '{"a":' },
    { raw: 'null' },
    { raw: '[]' },
    { raw: '"text"' },
    { raw: '{"a":1}{"b":2}' },
    { raw: '\u0000\u0001' },
    { raw: `{"x":"${'a'.repeat(1_100_000)}"}` },
    { raw: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { raw: '<xml/>', type: 'application/xml' },
    { raw: '{"ok":true}', type: 'text/plain' },
  ),
  fc.string({ unit: 'binary', maxLength: 100 }).map((raw) => ({ raw })),
);
