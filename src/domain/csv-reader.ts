/**
 * Incremental CSV reading (RFC 4180, comma separator, `"` quoting, LF / CRLF / CR line ends) that
 * never holds more than one chunk and one record in memory, and knows the line each record starts
 * on, so importers can report "line 1234: …" for files of any size. Blank lines are skipped.
 */
export interface CsvRecord {
  fields: string[];
  /** 1-based line number of the record's first character in the file. */
  line: number;
}

export class CsvSyntaxError extends Error {
  /** 1-based line the broken record starts on. */
  readonly line: number;
  constructor(reason: string, line: number) {
    super(`line ${line}: ${reason}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export class CsvReader {
  private field = '';
  private fields: string[] = [];
  private inQuotes = false;
  /** Just closed a quoted field: only a separator or a line end may follow. */
  private afterQuote = false;
  /** A quote inside quotes: either the end of the field or the first half of `""`. */
  private pendingQuote = false;
  private pendingCr = false;
  private started = false;
  private line = 1;
  private recordLine = 1;
  private recordHasContent = false;

  /** Feeds the next piece of text; returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.pendingCr) {
        this.pendingCr = false;
        if (c === LF) continue; // CRLF: the line was already ended at CR
      }
      if (this.pendingQuote) {
        this.pendingQuote = false;
        if (c === QUOTE) {
          this.field += '"';
          continue;
        }
        this.inQuotes = false;
        this.afterQuote = true;
      }
      if (this.inQuotes) {
        if (c === QUOTE) {
          this.pendingQuote = true;
          continue;
        }
        // Copy the run of plain characters up to the next quote in one go.
        let j = text.indexOf('"', i);
        if (j === -1) j = text.length;
        const run = text.slice(i, j);
        this.field += run;
        this.line += countLineBreaks(run);
        i = j - 1;
        continue;
      }
      if (c === COMMA) {
        this.endField();
        continue;
      }
      if (c === LF || c === CR) {
        this.endRecord(out);
        this.line += 1;
        this.recordLine = this.line;
        if (c === CR) this.pendingCr = true;
        continue;
      }
      // Reported on the line the record starts on: a quote left open there is the usual cause, and
      // the closing quote it swallowed may sit lines further down.
      if (this.afterQuote)
        throw new CsvSyntaxError('unexpected character after a closing quote', this.recordLine);
      if (c === QUOTE && this.field.length === 0) {
        this.inQuotes = true;
        this.recordHasContent = true;
        continue;
      }
      // Plain characters up to the next separator, line end or quote.
      let j = i;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === COMMA || d === LF || d === CR || d === QUOTE) break;
        j++;
      }
      if (j === i) {
        // A quote inside an unquoted field is kept as a character (common in hand-made files).
        this.field += '"';
      } else {
        this.field += text.slice(i, j);
        i = j - 1;
      }
      this.recordHasContent = true;
    }
    return out;
  }

  /** Ends the input; returns the last record. Throws CsvSyntaxError on an unclosed quote. */
  end(): CsvRecord[] {
    if (this.pendingQuote) {
      this.pendingQuote = false;
      this.inQuotes = false;
      this.afterQuote = true;
    }
    if (this.inQuotes) throw new CsvSyntaxError('a quoted field is never closed', this.recordLine);
    const out: CsvRecord[] = [];
    this.endRecord(out);
    return out;
  }

  private endField() {
    this.fields.push(this.field);
    this.field = '';
    this.afterQuote = false;
    this.recordHasContent = true;
  }

  private endRecord(out: CsvRecord[]) {
    if (this.recordHasContent || this.fields.length > 0) {
      this.fields.push(this.field);
      out.push({ fields: this.fields, line: this.recordLine });
    }
    this.fields = [];
    this.field = '';
    this.afterQuote = false;
    this.recordHasContent = false;
  }
}

function countLineBreaks(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === LF) n++;
    // A lone CR (old Mac line end); a CR ending the run is not counted (its LF may follow).
    else if (c === CR && i + 1 < s.length && s.charCodeAt(i + 1) !== LF) n++;
  }
  return n;
}

/** Reads records from a stream of text chunks (e.g. a file read with an encoding). */
export async function* readCsvRecords(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const reader = new CsvReader();
  for await (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}
