import { JSONParser } from '@streamparser/json';
import {
  readSearchTermRow,
  readSearchTermsSpecification,
  type SearchTermRow,
} from '#domain/market-data/search-terms-report.ts';

export type SearchTermsSpecification = NonNullable<ReturnType<typeof readSearchTermsSpecification>>;

/**
 * Reads a Search Terms report document as its bytes arrive (ADR 064): a marketplace's weekly
 * document holds millions of rows, so it is never held whole. A streaming JSON parser emits the
 * specification, then each element of `dataByDepartmentAndSearchTerm`, which the domain's reader
 * checks (a malformed row is skipped and counted); rows go to `onRows` by batches of `batchSize`,
 * the reading waiting for each batch to be stored. Memory stays at one batch and one chunk.
 * A document whose specification is not a Search Terms report's, or comes after its rows (Amazon
 * writes it first), is refused with an error.
 */
export async function readSearchTermsDocument(
  source: AsyncIterable<Uint8Array | string>,
  o: {
    batchSize: number;
    onSpecification: (spec: SearchTermsSpecification) => Promise<void>;
    onRows: (rows: SearchTermRow[]) => Promise<void>;
  },
): Promise<{ rows: number; skipped: number }> {
  const parser = new JSONParser({
    paths: ['$.reportSpecification', '$.dataByDepartmentAndSearchTerm.*'],
    keepStack: false,
  });
  let spec: SearchTermsSpecification | null = null;
  let announced = false;
  let refusal: string | null = null;
  let batch: SearchTermRow[] = [];
  let rows = 0;
  let skipped = 0;
  parser.onValue = ({ value, key }) => {
    if (key === 'reportSpecification') {
      spec = readSearchTermsSpecification(value);
      if (!spec) refusal ??= 'the document is not a Search Terms report';
      return;
    }
    if (!spec) {
      refusal ??= 'the document has rows before its report specification';
      return;
    }
    const row = readSearchTermRow(value);
    if (row) batch.push(row);
    else skipped += 1;
  };
  const flush = async () => {
    if (!batch.length) return;
    const full = batch;
    batch = [];
    rows += full.length;
    await o.onRows(full);
  };
  const settle = async () => {
    if (refusal) throw new Error(refusal);
    if (spec && !announced) {
      announced = true;
      await o.onSpecification(spec);
    }
    if (batch.length >= o.batchSize) await flush();
  };
  for await (const chunk of source) {
    parser.write(chunk);
    await settle();
  }
  if (!parser.isEnded) parser.end();
  await settle();
  if (!spec) throw new Error('the document has no report specification');
  await flush();
  return { rows, skipped };
}
