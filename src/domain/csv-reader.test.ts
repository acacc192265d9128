import { describe, expect, it } from 'vitest';
import { CsvReader, CsvSyntaxError, readCsvRecords } from './csv-reader.ts';

const readAll = (text: string, chunkSize = text.length || 1) => {
  const reader = new CsvReader();
  const out = [];
  for (let i = 0; i < text.length; i += chunkSize) out.push(...reader.push(text.slice(i, i + chunkSize)));
  out.push(...reader.end());
  return out;
};

describe('CsvReader', () => {
  it('reads quoted and unquoted fields with their line numbers', () => {
    const text = 'asin,title\nB0001,"Bag, black"\r\nB0002,"Say ""hi"""\n';
    expect(readAll(text)).toEqual([
      { fields: ['asin', 'title'], line: 1 },
      { fields: ['B0001', 'Bag, black'], line: 2 },
      { fields: ['B0002', 'Say "hi"'], line: 3 },
    ]);
  });

  it('gives the same result whatever the chunk boundaries', () => {
    const text = '\uFEFFa,b\r\n"x\r\ny","q""q"\n\n1,\r\n,2\r"last",end';
    const whole = readAll(text);
    expect(whole).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['x\r\ny', 'q"q'], line: 2 },
      { fields: ['1', ''], line: 5 },
      { fields: ['', '2'], line: 6 },
      { fields: ['last', 'end'], line: 7 },
    ]);
    for (const size of [1, 2, 3, 5, 7]) expect(readAll(text, size)).toEqual(whole);
  });

  it('counts lines inside multi-line quoted fields', () => {
    const records = readAll('a\n"one\ntwo\nthree"\nnext\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('keeps a stray quote inside an unquoted field', () => {
    expect(readAll('12" ruler,x\n')[0].fields).toEqual(['12" ruler', 'x']);
  });

  it('refuses an unclosed quote with the line it started on', () => {
    expect(() => readAll('a\n"never closed\nmore')).toThrow(CsvSyntaxError);
    try {
      readAll('a\nb\n"never closed\nmore');
    } catch (e) {
      expect((e as CsvSyntaxError).line).toBe(3);
    }
  });

  it('refuses text after a closing quote', () => {
    expect(() => readAll('"a"b,c\n')).toThrow(/line 1/);
  });

  it('reports a quote left open on the line of the record it breaks, not where it is noticed', () => {
    // Line 2 opens a quote that the first quote of line 3 closes; the text after it is the error.
    const text = 'asin,title\nB0001,"Bag black\nB0002,"x",y\nB0003,z\n';
    for (const size of [1, 4, text.length]) {
      try {
        readAll(text, size);
        expect.unreachable('the file is malformed');
      } catch (e) {
        expect(e).toBeInstanceOf(CsvSyntaxError);
        expect((e as CsvSyntaxError).line).toBe(2);
      }
    }
  });

  it('reads from an async stream of chunks', async () => {
    async function* chunks() {
      yield 'x,y\n1,';
      yield '2\n';
    }
    const out = [];
    for await (const r of readCsvRecords(chunks())) out.push(r.fields);
    expect(out).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ]);
  });
});
