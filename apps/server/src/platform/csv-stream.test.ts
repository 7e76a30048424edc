// The shared CSV stream as a client downloading over a real socket sees it: lines arrive before
// the last batch is read, cells are formula-safe, and a failure after the first bytes breaks the
// download off instead of ending it like a complete (shorter) file.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { csvStream, keysetBatches, sendCsv } from './csv-stream.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server whose one route streams `batches`; answers its base URL. */
async function serve(batches: () => AsyncIterable<string[][]>): Promise<string> {
  app = Fastify({ logger: false });
  app.get('/file.csv', (_req, reply) =>
    sendCsv(
      reply,
      'file.csv',
      csvStream(['name', 'note'], batches(), (r) => r),
    ),
  );
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, sofar = ''): Promise<string> {
  let text = sofar;
  const dec = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += dec.decode(value, { stream: true });
  }
}

describe('a streamed CSV download', () => {
  it('sends the header and the first batch before the last batch is read, with formula-looking cells defused', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const base = await serve(async function* () {
      yield [['=SUM(A1)', '+1']];
      // The rest is read only after the client has the first lines: a server that built the
      // file before sending it would never send them, and the test would time out.
      await gate;
      yield [
        ['-2', '@x'],
        ['Asha "A"', 'plain'],
      ];
    });
    const res = await fetch(`${base}/file.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="file.csv"');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let first = '';
    while (!first.includes("'+1")) first += new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`"name","note"\r\n"'=SUM(A1)","'+1"\r\n`);
    release();
    expect(await readAll(reader, first)).toBe(`"name","note"\r\n"'=SUM(A1)","'+1"\r\n"'-2","'@x"\r\n"Asha ""A""","plain"\r\n`);
  });

  it('breaks the download off when reading fails after the first bytes, so it never looks complete', async () => {
    const base = await serve(async function* () {
      yield [['one', '1']];
      yield [['two', '2']];
      throw new Error('the database went away');
    });
    const res = await fetch(`${base}/file.csv`);
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let failure: unknown;
    try {
      await readAll(reader);
    } catch (e) {
      failure = e;
    }
    // undici: "terminated" — the chunked body ended without its last chunk.
    expect(failure).toBeInstanceOf(Error);
  });

  it('answers a failure before the first byte as an error status, not a 200', async () => {
    app = Fastify({ logger: false });
    app.get('/file.csv', (_req, reply) => {
      const stream = csvStream(['a'], (async function* (): AsyncGenerator<string[][]> {})(), (r) => r);
      stream.destroy(new Error('refused before anything was sent'));
      return sendCsv(reply, 'file.csv', stream);
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${base}/file.csv`)).status).toBe(500);
  });
});

describe('batches read by key', () => {
  it('asks for the page after the last row of the one before until a page comes back short', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    const asked: (number | undefined)[] = [];
    const got: number[][] = [];
    for await (const batch of keysetBatches<number>(async (after, size) => {
      asked.push(after);
      return rows.filter((r) => after === undefined || r > after).slice(0, size);
    }, 7))
      got.push(batch);
    expect(got.flat()).toEqual(rows);
    expect(got.map((b) => b.length)).toEqual([7, 7, 7, 4]);
    expect(asked).toEqual([undefined, 7, 14, 21]);
  });
});
