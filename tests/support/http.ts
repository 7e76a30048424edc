// Real HTTP against a listening test app: the page cache answers in front of Fastify, which
// app.inject() skips.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../apps/server/src/app.ts';
import { buildTestApp } from './app.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with exactly these headers (Host defaults to the port's); gives up after `timeoutMs` with status 0. */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ status: 0, headers: {}, body: '' });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A second app with these settings, listening on a free port; the caller closes it. */
export async function listening(overrides: Record<string, string>): Promise<{ built: App; port: number }> {
  const built = await buildTestApp(overrides);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { built, port: (built.app.server.address() as AddressInfo).port };
}
