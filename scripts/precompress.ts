// After the web build: writes .br and .gz beside every compressible asset so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: precompress.ts <dir>');
  process.exit(1);
}

function* files(d: string): Generator<string> {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(js|css|svg|json|txt|html|map)$/.test(name)) yield p;
  }
}

let n = 0;
for (const f of files(dir)) {
  const body = readFileSync(f);
  if (body.length < 1024) continue;
  writeFileSync(`${f}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }));
  n++;
}
console.log(`precompressed ${n} files in ${dir}`);
