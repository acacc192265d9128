import fs from 'node:fs';
import { csvRow } from '#domain/csv.ts';
import { CsvReader } from '#domain/csv-reader.ts';

/**
 * Writes a catalog CSV of `rows` rows by resampling the real rows of a sample file, for benchmarks
 * only: row i copies source row (i mod n), with a new ASIN and a deterministic price spread of
 * ±10 % (so sorts are not all ties). Written in chunks: never held whole in memory.
 */
export async function writeResampledCatalog(o: { source: string; target: string; rows: number }) {
  const reader = new CsvReader();
  const records = [...reader.push(fs.readFileSync(o.source, 'utf8')), ...reader.end()];
  const [header, ...data] = records.map((r) => r.fields);
  const priceAt = header.indexOf('price');
  const asinAt = header.indexOf('asin');
  const urlAt = header.indexOf('productURL');
  const out = fs.createWriteStream(o.target);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(`${csvRow(header)}\n`);
  let buffer: string[] = [];
  for (let i = 0; i < o.rows; i++) {
    const row = [...data[i % data.length]];
    const asin = `X${i.toString(36).toUpperCase().padStart(9, '0')}`;
    row[asinAt] = asin;
    if (urlAt >= 0) row[urlAt] = `https://www.amazon.com/dp/${asin}`;
    const price = Number(row[priceAt]);
    if (price > 0) row[priceAt] = (price * (0.9 + ((i * 7919) % 21) / 100)).toFixed(2);
    buffer.push(csvRow(row));
    if (buffer.length === 5000) {
      await write(`${buffer.join('\n')}\n`);
      buffer = [];
    }
  }
  if (buffer.length) await write(`${buffer.join('\n')}\n`);
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
}
