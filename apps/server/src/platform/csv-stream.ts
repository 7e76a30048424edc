// Every CSV export streams through here (decision 0037): rows are read in batches by key and
// written as they are read, so the server's memory does not grow with the file and the first
// byte leaves before the last row is read. The cell rule (quoted, formula-safe) is core's csvCell.
import { Readable } from 'node:stream';
import { csvCell } from '@sahyog/core';
import type { FastifyReply } from 'fastify';
import { PRIVATE_NO_STORE } from './http.ts';

/**
 * A number as the file should show it ("-100.98", "1500.00"): quoted as every cell, but without
 * csvCell's apostrophe, because a number cannot be a formula: the guard would make a negative amount
 * the text "'-100.98" that a spreadsheet neither sums nor sorts.
 */
export class CsvNumber {
  readonly text: string;
  constructor(text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a number: ${text}`);
    this.text = text;
  }
}

/** Paise as rupees with two decimals, a number cell ("-100.98"). */
export function rupeesCell(paise: number): CsvNumber {
  const abs = Math.abs(paise);
  return new CsvNumber(`${paise < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

export type CsvValue = string | number | CsvNumber | null | undefined;

/** One line of cells, ending CRLF as RFC 4180 asks: formula-safe, but for CsvNumber cells. */
export function csvLine(cells: readonly CsvValue[]): string {
  const cell = (c: CsvValue) => (c instanceof CsvNumber ? `"${c.text}"` : csvCell(c == null ? '' : String(c)));
  return `${cells.map(cell).join(',')}\r\n`;
}

/**
 * Batches of a query read by key: `page(after, size)` answers up to `size` rows following the
 * row `after` (undefined for the first page) in the export's order, e.g. with
 * `where (created_at, id) < (…) order by created_at desc, id desc limit size`. Each page is one
 * indexed query, so the export never holds more than a batch and never skips or repeats a row
 * however many there are. The next page is asked for only when the previous one was written.
 */
export async function* keysetBatches<R>(page: (after: R | undefined, size: number) => Promise<R[]>, size: number): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * The file as a byte stream: the header line at once, then each batch's lines as one chunk,
 * pulled only when the socket has drained what was written (Readable's backpressure). An error
 * while reading a batch destroys the stream, and Fastify then destroys the connection without
 * the chunked encoding's last chunk: the client sees a failed download, never a file that looks
 * complete (decision 0037). Closing the connection early stops the reading (the generator's
 * `finally` runs).
 */
export function csvStream<R>(header: readonly string[], batches: AsyncIterable<R[]>, toCells: (row: R) => readonly CsvValue[]): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(header);
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) chunk += csvLine(toCells(row));
      if (chunk) yield chunk;
    }
  }
  // Bytes, not objects: the high-water mark then counts bytes (a few batches at most).
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** Sends a CSV stream as a private, uncached download named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, stream: Readable): FastifyReply {
  return reply
    .header('cache-control', PRIVATE_NO_STORE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('text/csv; charset=utf-8')
    .send(stream);
}
