import fc from 'fast-check';
import { NASTY_STRINGS, nastyString } from './nasty-values.ts';

/** A file as bytes: what an upload carries. */
export type FileBytes = Uint8Array<ArrayBuffer>;

const utf8 = (text: string): FileBytes => new TextEncoder().encode(text) as FileBytes;

function utf16le(text: string): FileBytes {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 255;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

/** A cell value: a nasty string, a number in a locale format, or a value that breaks the quoting. */
const nastyCell = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '"',
      '""',
      '"unclosed',
      'a"b',
      '\t',
      '\r\n',
      ',',
      ';',
      '1.234,56',
      '-0,01',
      '1e400',
      '−5',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('y'.repeat(100_000), ...NASTY_STRINGS.slice(0, 10)) },
);

/**
 * Files around a valid report or catalog (`valid`, `delimiter`-separated): cells replaced, lines
 * dropped, repeated, cut or shuffled, columns removed, line ends and delimiters changed, other
 * encodings (UTF-16, Windows-1252), random bytes, an empty file, a line far too long.
 */
export function fuzzedFile(valid: string, delimiter: string): fc.Arbitrary<FileBytes> {
  const lines = valid.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const rows = lines.map((l) => l.split(delimiter));
  const join = (r: string[][]) => r.map((cells) => cells.join(delimiter)).join('\n');
  const at = (max: number) => fc.nat(Math.max(0, max - 1));
  const cellEdit = fc
    .array(fc.tuple(at(rows.length), at(rows[0]?.length ?? 1), nastyCell), { minLength: 1, maxLength: 6 })
    .map((edits) => {
      const copy = rows.map((r) => [...r]);
      for (const [line, column, value] of edits) if (copy[line]) copy[line][column] = value;
      return utf8(join(copy));
    });
  const lineEdit = fc
    .tuple(
      fc.constantFrom('drop', 'repeat', 'cut', 'shuffle', 'dropColumn', 'headerOnly', 'noHeader'),
      at(rows.length),
      fc.nat(200),
    )
    .map(([edit, line, n]) => {
      let copy = rows.map((r) => [...r]);
      if (edit === 'drop') copy.splice(line, 1);
      if (edit === 'repeat')
        copy = [...copy.slice(0, line + 1), ...Array(n * 5).fill(copy[line] ?? []), ...copy.slice(line + 1)];
      if (edit === 'cut') return utf8(join(copy).slice(0, n * 10));
      if (edit === 'shuffle') copy = [copy[0] ?? [], ...copy.slice(1).reverse()];
      if (edit === 'dropColumn') copy = copy.map((r) => r.filter((_, i) => i !== n % (r.length || 1)));
      if (edit === 'headerOnly') copy = copy.slice(0, 1);
      if (edit === 'noHeader') copy = copy.slice(1);
      return utf8(join(copy));
    });
  const whole = fc.constantFrom(
    utf8(''),
    utf8('\uFEFF'),
    utf8(valid.replace(/\n/g, '\r\n')),
    utf8(valid.replace(/\n/g, '\r')),
    utf8(`\uFEFF${valid}`),
    utf8(valid.replaceAll(delimiter, delimiter === ',' ? ';' : ',')),
    utf16le(valid),
    Uint8Array.from(valid, (ch) => ch.charCodeAt(0) & 255) as FileBytes,
    utf8(`${lines[0]}\n${'z'.repeat(2_000_000)}`),
    utf8('<html><body>Not a report</body></html>'),
    utf8('%PDF-1.7\n'),
  );
  const randomBytes = fc.uint8Array({ maxLength: 2000 }).map((b) => new Uint8Array(b) as FileBytes);
  return fc.oneof(
    { weight: 5, arbitrary: cellEdit },
    { weight: 3, arbitrary: lineEdit },
    { weight: 2, arbitrary: whole },
    { weight: 1, arbitrary: randomBytes },
  );
}
