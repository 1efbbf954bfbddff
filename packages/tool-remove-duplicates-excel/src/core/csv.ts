import { escapeCsvField } from '@toolbox/kit/csv';

/**
 * CSV reading and writing (CONTEXT.md Rules: CSV). The reader is streaming: text arrives in chunks
 * (a chunk may end inside a quoted field or between the two halves of a CRLF), a record is handed
 * on only once its end is seen. Lines without a quote take a fast path (one `split`), which is
 * what keeps a million rows within the bench's budget against awk.
 */

export type Separator = ',' | ';' | '\t';

const SEPARATORS: readonly Separator[] = [',', ';', '\t'];

/**
 * The separator of a file from its first record: whichever of comma, semicolon and tab occurs
 * most often outside quotes (a tie or none: comma).
 */
export function detectSeparator(firstRecord: string): Separator {
  const counts = new Map<Separator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of firstRecord) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char as Separator))
      counts.set(char as Separator, (counts.get(char as Separator) ?? 0) + 1);
  }
  let best: Separator = ',';
  for (const separator of SEPARATORS)
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/** The end of the first record of `text` (outside quotes), or its length. */
function firstRecordEnd(text: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 34) quoted = !quoted;
    else if (char === 10 && !quoted) return index;
  }
  return text.length;
}

/**
 * A record as read: its fields, or, for a line without a quote, the line itself (its fields are
 * `line.split(separator)`; splitting is left to whoever needs the fields, so a million rows are not
 * cut into eight million strings only to be compared whole).
 */
export type CsvRecord = string[] | string;

export interface CsvReader {
  /** Feeds the next piece of text; complete records go to `onRecord`. */
  push(text: string): void;
  /** Ends the input: the last record (without a newline) goes out too. */
  finish(): void;
  /** The separator in use, once the first record has been seen. */
  readonly separator: Separator | undefined;
}

/**
 * A streaming CSV reader. Fields may be quoted (`"a,b"`, `"say ""hi"""`, newlines inside); a
 * record ends at LF or CRLF; a blank line is skipped (it has no field, not one empty field).
 * The separator is `separator` if given, else detected from the first record.
 */
export function createCsvReader({
  onRecord,
  separator: fixedSeparator,
}: {
  onRecord: (record: CsvRecord) => void;
  separator?: Separator;
}): CsvReader {
  let separator = fixedSeparator;
  let pending = '';
  let atStart = true;

  /** Reads the records of `text` from `start`; returns where the unfinished rest begins. */
  function drain(text: string, final: boolean): number {
    const sepCode = (separator as Separator).charCodeAt(0);
    let position = 0;
    let nextQuote = text.indexOf('"');
    if (nextQuote < 0) nextQuote = Number.POSITIVE_INFINITY;
    const length = text.length;
    while (position < length) {
      let lineEnd = text.indexOf('\n', position);
      if (lineEnd < 0) {
        if (!final) return position;
        lineEnd = length;
      }
      if (nextQuote > lineEnd) {
        // Fast path: no quote in this line.
        let end = lineEnd;
        if (end > position && text.charCodeAt(end - 1) === 13) end--;
        if (end > position) onRecord(text.slice(position, end));
        position = lineEnd + 1;
        continue;
      }
      // Slow path: a quoted field somewhere in this record, which may run over newlines.
      const fields: string[] = [];
      let field = '';
      let index = position;
      let quoted = false;
      let complete = false;
      let fieldStart = index;
      while (index < length) {
        const char = text.charCodeAt(index);
        if (quoted) {
          if (char === 34) {
            if (text.charCodeAt(index + 1) === 34) {
              field += text.slice(fieldStart, index + 1);
              index += 2;
              fieldStart = index;
              continue;
            }
            if (index + 1 >= length && !final) break; // a doubled quote may follow in the next chunk
            field += text.slice(fieldStart, index);
            quoted = false;
            index++;
            fieldStart = index;
            continue;
          }
          index++;
          continue;
        }
        if (char === 34 && index === fieldStart && field === '') {
          quoted = true;
          index++;
          fieldStart = index;
          continue;
        }
        if (char === sepCode) {
          fields.push(field + text.slice(fieldStart, index));
          field = '';
          index++;
          fieldStart = index;
          continue;
        }
        if (char === 10) {
          let end = index;
          if (end > fieldStart && text.charCodeAt(end - 1) === 13) end--;
          fields.push(field + text.slice(fieldStart, end));
          index++;
          complete = true;
          break;
        }
        index++;
      }
      if (!complete) {
        if (!final) return position;
        if (quoted) field += text.slice(fieldStart, index);
        else {
          let end = index;
          if (end > fieldStart && text.charCodeAt(end - 1) === 13) end--;
          field += text.slice(fieldStart, end);
        }
        fields.push(field);
        index = length;
      }
      onRecord(fields);
      position = index;
      nextQuote = text.indexOf('"', position);
      if (nextQuote < 0) nextQuote = Number.POSITIVE_INFINITY;
    }
    return position;
  }

  function take(text: string, final: boolean) {
    let input = pending + text;
    if (atStart) {
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
      if (!input) return;
      if (!separator) {
        const end = firstRecordEnd(input);
        if (end === input.length && !final) {
          pending = input;
          return;
        }
        separator = detectSeparator(input.slice(0, end));
      }
      atStart = false;
    }
    const rest = drain(input, final);
    pending = rest < input.length ? input.slice(rest) : '';
  }

  return {
    push: (text) => take(text, false),
    finish: () => take('', true),
    get separator() {
      return separator;
    },
  };
}

/** The fields of a record. */
export function recordFields(record: CsvRecord, separator: Separator): string[] {
  return typeof record === 'string' ? record.split(separator) : record;
}

/** Reads a whole CSV text into records of fields (see `createCsvReader`). */
export function parseCsv(text: string, separator?: Separator): { records: string[][]; separator: Separator } {
  const raw: CsvRecord[] = [];
  const reader = createCsvReader({ onRecord: (record) => raw.push(record), separator });
  reader.push(text);
  reader.finish();
  const found = reader.separator ?? ',';
  return { records: raw.map((record) => recordFields(record, found)), separator: found };
}

/** One CSV line (without its line end). */
export function csvLine(values: readonly string[]): string {
  let line = '';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) line += ',';
    line += escapeCsvField(values[index] ?? '');
  }
  return line;
}

/** The spec's CSV output starts with a UTF-8 byte-order mark, so Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180's line end, which Excel and every spreadsheet read. */
export const CSV_NEWLINE = '\r\n';
