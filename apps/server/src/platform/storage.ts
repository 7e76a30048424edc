// File storage behind one interface. Disk is the embedded default: files live under
// DATA_DIR/media and are served at /media/*; with S3_BUCKET set, uploads go to S3-compatible
// storage instead (s3Storage) and are served from S3_PUBLIC_URL.
import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface Storage {
  /** Stores a file and returns its public URL path. */
  write(relPath: string, content: string | Uint8Array): Promise<string>;
  /**
   * Deletes a file this storage handed out, by the URL `write` returned; a URL it did not hand
   * out (a seeded image, another origin) or a file already gone is left alone.
   */
  remove(url: string): Promise<void>;
}

/** The relative key under a public prefix, or null when the URL is not below it or climbs out. */
function keyUnder(url: string, prefix: string): string | null {
  if (!url.startsWith(`${prefix}/`)) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(prefix.length + 1));
  } catch {
    return null;
  }
  const clean = normalize(key).replace(/^([/\\])+/, '');
  if (!clean || clean.startsWith('..') || clean.includes(`${sep}..${sep}`) || clean !== key.split('/').join(sep)) return null;
  return clean.split(sep).join('/');
}

export function diskStorage(root: string, publicPrefix = '/media'): Storage {
  return {
    async write(relPath, content) {
      const clean = normalize(relPath).replace(/^([/\\])+/, '');
      if (clean.startsWith('..') || clean.includes(`${sep}..${sep}`)) throw new Error(`Refusing path outside storage: ${relPath}`);
      const full = join(root, clean);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, content);
      return `${publicPrefix}/${clean.split(sep).join('/')}`;
    },
    async remove(url) {
      const key = keyUnder(url, publicPrefix);
      if (key) await rm(join(root, key), { force: true });
    },
  };
}

/** Where uploads go: S3-compatible storage when configured, else the disk under DATA_DIR/media. */
export function uploadStorage(config: {
  mediaDir: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
}): Storage {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_PUBLIC_URL: publicUrl } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey && publicUrl) {
    return s3Storage({ endpoint, bucket, region: config.S3_REGION, accessKeyId, secretAccessKey, publicUrl });
  }
  return diskStorage(config.mediaDir);
}

export interface S3Options {
  /** The service's origin, e.g. https://s3.ap-south-1.amazonaws.com or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the stored files are read by browsers (a CDN or the bucket's public URL). */
  publicUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4's canonical URI wants it. */
const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 for S3 (header form). `headers` are the ones sent and signed (lowercase
 * names; host and x-amz-date included); `payloadHash` is the body's SHA-256 (hex). Answers the
 * Authorization header's value.
 */
export function signV4(req: {
  method: string;
  path: string;
  query?: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const amzDate = req.headers['x-amz-date'] ?? '';
  const day = amzDate.slice(0, 8);
  const names = Object.keys(req.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const canonicalHeaders = names.map((h) => `${h}:${String(req.headers[h]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonical = [req.method, req.path, req.query ?? '', canonicalHeaders, signedHeaders, req.payloadHash].join('\n');
  const scope = `${day}/${req.region}/${req.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${req.secretAccessKey}`, day), req.region), req.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${req.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** Where a bucket is and who may use it (the public URL is for the public bucket only). */
export type S3Bucket = Omit<S3Options, 'publicUrl'>;

/**
 * How long browsers and CDNs keep a public file: a week, except a published bill, which staff may
 * redact again (a name they missed) and whose old copy is then deleted: five minutes. The app
 * sends it with files from disk, S3 stores it with each upload, and deploy/nginx.conf agrees.
 */
export function mediaCacheControl(key: string): string {
  return key.replace(/^\/+/, '').startsWith('spending/') ? 'public, max-age=300' : 'public, max-age=604800';
}

/** One signed path-style request for an object (`endpoint/bucket/key`): PUT with its bytes, GET or DELETE. */
function s3Request(opts: S3Bucket, method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, extra: Record<string, string> = {}): Promise<Response> {
  const endpoint = new URL(opts.endpoint);
  const path = `/${encodeSegment(opts.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
  const amzDate = (opts.now?.() ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const payloadHash = sha256(body ?? Buffer.alloc(0));
  const headers: Record<string, string> = {
    ...(body ? { 'content-type': CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' } : {}),
    ...extra,
    host: endpoint.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const authorization = signV4({
    method,
    path,
    headers,
    payloadHash,
    region: opts.region,
    service: 's3',
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
  });
  const { host: _host, ...sent } = headers;
  return (opts.fetch ?? fetch)(new URL(path, endpoint), { method, headers: { ...sent, authorization }, ...(body ? { body: new Uint8Array(body) } : {}) });
}

/**
 * S3-compatible storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces …): one signed PUT per
 * file, path-style (`endpoint/bucket/key`), which every one of them accepts. No SDK: the upload
 * is the only call the site makes.
 */
export function s3Storage(opts: S3Options): Storage {
  const publicBase = opts.publicUrl.replace(/\/$/, '');
  return {
    async write(relPath, content) {
      const clean = normalize(relPath).replace(/^([/\\])+/, '');
      if (clean.startsWith('..') || clean.includes(`${sep}..${sep}`)) throw new Error(`Refusing path outside storage: ${relPath}`);
      const key = clean.split(sep).join('/');
      const res = await s3Request(opts, 'PUT', key, typeof content === 'string' ? Buffer.from(content) : content, {
        'cache-control': mediaCacheControl(key),
      });
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return `${publicBase}/${key}`;
    },
    async remove(url) {
      const key = keyUnder(url, publicBase);
      if (!key) return;
      const res = await s3Request(opts, 'DELETE', key);
      // 204 when deleted, 404 when already gone: both leave nothing behind.
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
  };
}

/**
 * Files no URL serves (vendors' KYC documents): kept on disk under DATA_DIR/private, beside the
 * public media folder and never inside it, read back only through a module's own checks. Keys
 * are random names the module makes; anything else is refused, so a key can never climb out.
 * Several machines share this folder as they share media (a network mount), or keep the files in
 * a bucket of their own that nobody reads without a signature (privateS3Storage).
 */
export interface PrivateStorage {
  put(key: string, content: Uint8Array): Promise<void>;
  /** The bytes, or null when the file is gone. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const PRIVATE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function privateDiskStorage(root: string): PrivateStorage {
  const pathOf = (key: string) => {
    if (!PRIVATE_KEY.test(key)) throw new Error(`Refusing private key: ${key}`);
    return join(root, ...key.split('/'));
  };
  return {
    async put(key, content) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true, mode: 0o700 });
      await writeFile(full, content, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Private files in an S3-compatible bucket of their own (S3_PRIVATE_BUCKET): written, read back
 * and deleted with signed requests only. The bucket must not allow public reads; no URL to it is
 * ever handed out.
 */
export function privateS3Storage(opts: S3Bucket): PrivateStorage {
  const checked = (key: string) => {
    if (!PRIVATE_KEY.test(key)) throw new Error(`Refusing private key: ${key}`);
    return key;
  };
  return {
    async put(key, content) {
      const res = await s3Request(opts, 'PUT', checked(key), content);
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      const res = await s3Request(opts, 'GET', checked(key));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await s3Request(opts, 'DELETE', checked(key));
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
  };
}

/** Where private files go: their own S3 bucket when S3_PRIVATE_BUCKET is set, else DATA_DIR/private. */
export function privateStorage(config: {
  privateDir: string;
  S3_ENDPOINT?: string | undefined;
  S3_PRIVATE_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): PrivateStorage {
  const { S3_ENDPOINT: endpoint, S3_PRIVATE_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey)
    return privateS3Storage({ endpoint, bucket, region: config.S3_REGION, accessKeyId, secretAccessKey });
  return privateDiskStorage(config.privateDir);
}
