// Vendors' KYC files in a private S3 bucket (S3_PRIVATE_BUCKET): what an applicant sends is
// written there with a signature, read back only through staff's and the vendor's own checks,
// never under a public URL, and a failed application leaves no identity document behind.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VendorOwnView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { type Answer, call, loginAs, registerUser } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

/**
 * A stand-in for an S3-compatible service: keeps objects by path, refuses unsigned requests
 * (as a private bucket does), and can refuse one chosen PUT (a full disk, a revoked key).
 */
function bucketStandIn() {
  const objects = new Map<string, Buffer>();
  const log: string[] = [];
  let refusePut: ((path: string, n: number) => boolean) | undefined;
  let puts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      log.push(`${req.method} ${path}`);
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        puts++;
        if (refusePut?.(path, puts)) {
          res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
          return;
        }
        objects.set(path, Buffer.concat(chunks));
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const body = objects.get(path);
        if (body) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise<{
    server: Server;
    origin: string;
    objects: Map<string, Buffer>;
    log: string[];
    refuse: (fn: ((path: string, n: number) => boolean) | undefined) => void;
    putsSoFar: () => number;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        log,
        refuse: (fn) => {
          refusePut = fn;
        },
        putsSoFar: () => puts,
      }),
    ),
  );
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function application(documents: { kind: string; fileName: string; bytes: Buffer }[]) {
  return {
    legalName: 'Dahanu Bamboo Works',
    displayName: 'Dahanu Bamboo',
    about: 'Baskets and lamps from Dahanu.',
    addressLine: '4 Market Lane',
    city: 'Dahanu',
    state: 'Maharashtra',
    pinCode: '401601',
    supportEmail: 'help@bamboo.example.in',
    supportPhone: '+91 98200 54321',
    returnPolicy: 'Returns within 7 days if unused.',
    pan: 'AAACR5055K',
    bankAccountName: 'Dahanu Bamboo Works',
    bankAccountNumber: '000987654321',
    bankAccountConfirm: '000987654321',
    ifsc: 'SBIN0000001',
    documents: documents.map((d) => ({ kind: d.kind, fileName: d.fileName, contentBase64: d.bytes.toString('base64') })),
  };
}

let app: App;
let bucket: Awaited<ReturnType<typeof bucketStandIn>>;
beforeAll(async () => {
  bucket = await bucketStandIn();
  app = await buildTestApp({
    S3_ENDPOINT: bucket.origin,
    S3_BUCKET: 'sahyog-media',
    S3_PRIVATE_BUCKET: 'sahyog-private',
    S3_ACCESS_KEY_ID: 'AKIDTEST',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://media.example.org',
  });
});
afterAll(async () => {
  await app.app.close();
  bucket.server.close();
});

async function provenApplicant() {
  const user = await registerUser();
  await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, user.id));
  return { ...user, token: await loginAs(user, { app: app.app }) };
}

const privateObjects = () => [...bucket.objects.keys()].filter((k) => k.startsWith('/sahyog-private/'));

describe('KYC files in a private bucket', () => {
  it('are written to the private bucket, signed, and read back by the vendor and by staff, byte for byte', async () => {
    const before = new Set(privateObjects());
    const who = await provenApplicant();
    const res = await call<Answer<VendorOwnView>>('POST', '/api/v1/seller/shop', {
      app: app.app,
      token: who.token,
      body: application([
        { kind: 'pan', fileName: 'pan.pdf', bytes: PDF },
        { kind: 'address', fileName: 'bill.png', bytes: PNG },
      ]),
    });
    expect(res.status, res.text).toBe(201);
    const added = privateObjects().filter((k) => !before.has(k));
    expect(added).toHaveLength(2);
    for (const key of added) expect(key).toMatch(/^\/sahyog-private\/kyc\/[0-9a-f]{32}$/);
    expect(added.map((k) => bucket.objects.get(k)?.toString('hex')).sort()).toEqual([PDF, PNG].map((b) => b.toString('hex')).sort());
    // Nothing of it in the public bucket, and no document row names a URL.
    expect([...bucket.objects.keys()].filter((k) => k.startsWith('/sahyog-media/') && k.includes('kyc'))).toEqual([]);
    const docs = res.body.data.documents;
    expect(JSON.stringify(docs)).not.toMatch(/https?:|sahyog-private|kyc\//);

    const own = await app.app.inject({ method: 'GET', url: `/api/v1/seller/documents/${docs[0]?.id}`, headers: { authorization: `Bearer ${who.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const staffUser = await registerUser({ role: 'staff' });
    const staff = { token: await loginAs(staffUser, { app: app.app }) };
    const byStaff = await app.app.inject({
      method: 'GET',
      url: `/api/v1/admin/vendors/${res.body.data.id}/documents/${docs[1]?.id}`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.equals(PNG)).toBe(true);
    expect(byStaff.headers['cache-control']).toBe('private, no-store');
  });

  it('an application that fails half way leaves no file in the bucket and no shop', async () => {
    const before = new Set(privateObjects());
    const who = await provenApplicant();
    // The second file's upload fails: the first was written already.
    const from = bucket.putsSoFar();
    bucket.refuse((path, n) => path.startsWith('/sahyog-private/') && n === from + 2);
    try {
      const res = await call('POST', '/api/v1/seller/shop', {
        app: app.app,
        token: who.token,
        body: application([
          { kind: 'pan', fileName: 'pan.pdf', bytes: PDF },
          { kind: 'address', fileName: 'bill.png', bytes: PNG },
        ]),
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      bucket.refuse(undefined);
    }
    expect(bucket.log.filter((l) => l.startsWith('PUT /sahyog-private/')).length).toBeGreaterThanOrEqual(2);
    expect(privateObjects().filter((k) => !before.has(k))).toEqual([]);
    expect(await (await getDb()).select().from(s.vendors).where(eq(s.vendors.userId, who.id))).toEqual([]);
    // And the account may apply again, cleanly.
    const again = await call('POST', '/api/v1/seller/shop', {
      app: app.app,
      token: who.token,
      body: application([{ kind: 'pan', fileName: 'pan.pdf', bytes: PDF }]),
    });
    expect(again.status, again.text).toBe(201);
  });

  it('the private bucket needs the other S3 settings, and is never the public one', () => {
    expect(() => loadConfig({ S3_PRIVATE_BUCKET: 'sahyog-private' })).toThrow(/S3_PRIVATE_BUCKET needs/);
    const five = {
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'sahyog-media',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_PUBLIC_URL: 'https://media.example.org',
    };
    expect(() => loadConfig({ ...five, S3_PRIVATE_BUCKET: 'sahyog-media' })).toThrow(/must not be S3_BUCKET/);
    expect(loadConfig({ ...five, S3_PRIVATE_BUCKET: 'sahyog-private' }).S3_PRIVATE_BUCKET).toBe('sahyog-private');
  });
});
