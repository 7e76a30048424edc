// The baseline: a bare node:http server that answers every request with the same bytes.
// Run in its own process (bench/run.ts spawns it) so it never shares an event loop with the
// load generator.
//   node bench/bare-server.ts <body-file> <content-type> [port]
// Prints "LISTENING <port>" once it accepts connections.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, contentType, portArg] = process.argv.slice(2);
if (!bodyFile || !contentType) {
  console.error('usage: node bench/bare-server.ts <body-file> <content-type> [port]');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(portArg ?? 0), '127.0.0.1', () => {
  const addr = server.address();
  console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : portArg}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
