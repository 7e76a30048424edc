// Uploads to S3-compatible storage: the signature against AWS's published example, and a real
// upload through the editor to a local stand-in for the storage API that checks what it is sent.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { s3Storage, signV4 } from '../../apps/server/src/platform/storage.ts';
import { loginAs, nextIp, registerUser } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/** Answers every PUT with `status`, and keeps what it was sent. */
function standIn(status = 200): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

describe('SigV4', () => {
  it('signs AWS’s own GET example to the signature AWS publishes', () => {
    const emptyHash = createHash('sha256').update('').digest('hex');
    const auth = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash, 'x-amz-date': '20130524T000000Z' },
      payloadHash: emptyHash,
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3Storage', () => {
  it('PUTs the bytes to bucket/key with their hash and a signature, and answers the public URL', async () => {
    const { server, origin, received } = await standIn();
    try {
      const storage = s3Storage({
        endpoint: origin,
        bucket: 'sahyog-media',
        region: 'ap-south-1',
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.org/media/',
        now: () => new Date('2026-11-22T10:00:00Z'),
      });
      const body = Buffer.from('photo bytes');
      const url = await storage.write('campaigns/7/cover-abc.jpg', body);
      expect(url).toBe('https://cdn.example.org/media/campaigns/7/cover-abc.jpg');
      const [put] = received;
      expect(put?.method).toBe('PUT');
      expect(put?.url).toBe('/sahyog-media/campaigns/7/cover-abc.jpg');
      expect(put?.body.equals(body)).toBe(true);
      expect(put?.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
      expect(put?.headers['content-type']).toBe('image/jpeg');
      expect(put?.headers['x-amz-date']).toBe('20261122T100000Z');
      // S3 keeps the Cache-Control sent with the upload and answers it to every reader.
      expect(put?.headers['cache-control']).toBe('public, max-age=604800');
      expect(put?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20261122\/ap-south-1\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
      );
      // A published bill, which staff may redact again and delete: five minutes.
      await storage.write('spending/12-abc.jpg', body);
      expect(received[1]?.headers['cache-control']).toBe('public, max-age=300');
      await expect(storage.write('../outside.jpg', body)).rejects.toThrow(/outside storage/);
    } finally {
      server.close();
    }
  });

  it('DELETEs a file it handed out, signed; leaves other URLs alone', async () => {
    const { server, origin, received } = await standIn();
    try {
      const storage = s3Storage({
        endpoint: origin,
        bucket: 'sahyog-media',
        region: 'ap-south-1',
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.org/media',
        now: () => new Date('2026-11-22T10:00:00Z'),
      });
      await storage.remove('https://cdn.example.org/media/campaigns/7/cover-abc.jpg');
      for (const foreign of ['/media/seed/cover.jpg', 'https://evil.example/media/campaigns/7/x.jpg', 'https://cdn.example.org/media/../other-bucket/x.jpg']) {
        await storage.remove(foreign);
      }
      expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /sahyog-media/campaigns/7/cover-abc.jpg']);
      expect(received[0]?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20261122\/ap-south-1\/s3\/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
      );
    } finally {
      server.close();
    }
  });

  it('a refused upload is an error, never a stored URL', async () => {
    const { server, origin } = await standIn(403);
    try {
      const storage = s3Storage({
        endpoint: origin,
        bucket: 'b-1',
        region: 'us-east-1',
        accessKeyId: 'a',
        secretAccessKey: 's',
        publicUrl: 'https://cdn.example.org',
      });
      await expect(storage.write('x.jpg', Buffer.from('x'))).rejects.toThrow(/answered 403/);
    } finally {
      server.close();
    }
  });

  it('the five S3 settings go together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'sahyog-media' })).toThrow(/must be set together/);
  });
});

describe('the editor with S3 configured', () => {
  let app: App;
  let stand: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    stand = await standIn();
    app = await buildTestApp({
      S3_ENDPOINT: stand.origin,
      S3_BUCKET: 'sahyog-media',
      S3_ACCESS_KEY_ID: 'AKIDTEST',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.example.org',
    });
  });
  afterAll(async () => {
    await app.app.close();
    stand.server.close();
  });

  it('a cover goes to the bucket, the campaign points at it, and the page may show it (CSP)', async () => {
    const owner = await registerUser();
    const token = await loginAs(owner, { app: app.app });
    const c = await createCampaign({ status: 'draft', ownerId: owner.id, image: '' });
    const fd = new FormData();
    fd.append('intent', 'cover');
    fd.append(
      'cover',
      new Blob([
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
          .jpeg()
          .toBuffer(),
      ]),
      'c.jpg',
    );
    const req = new Request('http://localhost/', { method: 'POST', body: fd });
    const res = await app.app.inject({
      method: 'POST',
      url: `/my-campaigns/${c.id}`,
      headers: { 'content-type': req.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
      payload: Buffer.from(await req.arrayBuffer()),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['content-security-policy']).toContain('https://media.example.org');
    const [row] = await (await getDb()).select().from(s.campaigns).where(eq(s.campaigns.id, c.id));
    expect(row?.image).toMatch(new RegExp(`^https://media\\.example\\.org/campaigns/${c.id}/cover-[0-9a-f]{12}\\.jpg$`));
    expect(stand.received.map((r) => r.url).sort()).toEqual([row?.image, row?.imageWebp].map((u) => `/sahyog-media${new URL(u ?? '').pathname}`).sort());
  });
});
