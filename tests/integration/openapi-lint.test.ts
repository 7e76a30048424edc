// The API document as other tools read it: Redocly's linter with its recommended rules must find
// no error in what /api/docs/openapi.json serves (client generators and gateways refuse less than
// that). Runs the pinned CLI (devDependency @redocly/cli) offline, from a temporary directory so
// no configuration file changes the rules (decision 0033).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApp } from '../support/app.ts';

const cli = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Problem[];
}

/**
 * Warnings left on purpose: operations that cannot answer a client error (public reads without
 * parameters) have no 4XX to declare, and the test app's PUBLIC_URL is localhost.
 */
const ACCEPTED_WARNINGS = new Set(['operation-4xx-response', 'no-server-example.com']);

let dir: string;
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: { type?: string; format?: string } }> }>;
}
let doc: { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };
let report: LintReport;

beforeAll(async () => {
  const res = await (await getApp()).inject('/api/docs/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = await mkdtemp(join(tmpdir(), 'sahyog-openapi-'));
  await writeFile(join(dir, 'openapi.json'), res.body);
  // The linter exits 1 when it finds an error; its JSON report is on stdout either way.
  const run = await promisify(execFile)(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', 'openapi.json'], {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  report = JSON.parse(run.stdout) as LintReport;
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const describeProblems = (problems: Problem[]) => problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`).join('\n');

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error', () => {
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(describeProblems(errors)).toBe('');
    expect(report.totals.errors).toBe(0);
  });

  it('has only the warnings we accept', () => {
    const others = report.problems.filter((p) => p.severity === 'warn' && !ACCEPTED_WARNINGS.has(p.ruleId));
    expect(describeProblems(others)).toBe('');
  });

  it('gives every operation a unique operationId derived from its method and path', () => {
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/campaigns/{slugOrId}/donors']?.get?.operationId).toBe('getCampaignsBySlugOrIdDonors');
  });
});

describe('what the document tells a client', () => {
  const op = (method: string, path: string): Operation => {
    const found = doc.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it('names the server, and the Idempotency-Key header where a donation is created', () => {
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    for (const path of ['/api/v1/orders', '/api/v1/subscriptions']) {
      expect(op('post', path).parameters, path).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }));
    }
  });

  it('declares 201 for creations, and 200 too where a replay answers the first order', () => {
    expect(Object.keys(op('post', '/api/v1/orders').responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(op('post', '/api/v1/subscriptions').responses)).toContain('201');
    expect(Object.keys(op('post', '/api/v1/subscriptions').responses)).not.toContain('200');
    expect(Object.keys(op('post', '/publicApi/createOrderDonatePub').responses)).toContain('201');
    expect(Object.keys(op('post', '/api/v1/admin/faqs').responses)).toContain('201');
  });

  it('declares the 400, 413 and 415 a body Fastify cannot read answers', () => {
    expect(Object.keys(op('post', '/api/v1/auth/login').responses)).toEqual(expect.arrayContaining(['400', '413', '415', '422']));
    expect(Object.keys(op('get', '/api/v1/campaigns/{slugOrId}').responses)).toEqual(expect.arrayContaining(['400', '404', '422']));
  });

  it('documents the files with their media types, not as JSON', () => {
    const files: [string, string, string][] = [
      ['/api/v1/me/receipts/{id}/pdf', 'application/pdf', 'binary'],
      ['/api/v1/orders/{reference}/qr.png', 'image/png', 'binary'],
      ['/api/v1/admin/statements/{year}', 'text/csv', ''],
      ['/api/v1/admin/orders.csv', 'text/csv', ''],
      ['/api/v1/admin/subscribers.csv', 'text/csv', ''],
    ];
    for (const [path, type, format] of files) {
      const content = op('get', path).responses['200']?.content ?? {};
      expect(Object.keys(content), path).toEqual([type]);
      expect(content[type]?.schema.format ?? '', path).toBe(format);
    }
    expect(op('get', '/api/v1/me/receipts/{id}/pdf').security).toEqual(expect.arrayContaining([{ api_token: [] }]));
    expect(op('get', '/api/v1/orders/{reference}/qr.png').security).toEqual([]);
  });
});
