// An export as a staff member's browser downloads it, measured: the time to the first byte and
// to the last, the rows and bytes received, and (given the server's pid) the server's resident
// memory before and at its peak during the download, sampled from /proc. The `scale` step and
// bench/export-memory.ts call measureExport(); the loaders make the volume with one SQL
// statement each, so a 500,000-row table takes seconds, not an hour of checkouts.
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export interface ExportMeasure {
  /** From the request to the last byte. */
  ms: number;
  /** From the request to the first byte of the body. */
  firstByteMs: number;
  /** Lines after the header. */
  rows: number;
  bytes: number;
  status: number;
  /** The body ended as HTTP says a body ends; false when the server broke the download off. */
  complete: boolean;
  /** Why it did not complete. */
  error?: string;
  /** The server's resident memory (MB) just before the request and its highest sample during it. */
  rssStartMb?: number;
  rssPeakMb?: number;
}

/** Resident memory of a process in MB (VmRSS), or undefined without /proc. */
export function rssMb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GETs `path` with the session `cookie` and reads the body as it comes, holding none of it.
 * With `pid`, the server's RSS is sampled every `sampleMs` while the download runs.
 */
export async function measureExport(baseUrl: string, path: string, cookie: string, opts: { pid?: number; sampleMs?: number } = {}): Promise<ExportMeasure> {
  const { pid } = opts;
  const rssStartMb = pid ? rssMb(pid) : undefined;
  let rssPeakMb = rssStartMb;
  const sample = () => {
    const now = pid ? rssMb(pid) : undefined;
    if (now !== undefined && (rssPeakMb === undefined || now > rssPeakMb)) rssPeakMb = now;
  };
  const timer = pid ? setInterval(sample, opts.sampleMs ?? 25) : undefined;
  const t0 = performance.now();
  let firstByteMs = -1;
  let bytes = 0;
  let newlines = 0;
  let complete = true;
  let status = 0;
  let error: string | undefined;
  try {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    status = res.status;
    if (!res.body) throw new Error(`GET ${path}: no body`);
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (firstByteMs < 0) firstByteMs = performance.now() - t0;
        bytes += value.byteLength;
        for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
      }
    } catch (e) {
      // undici rejects the read when the connection closes before the chunked body's end.
      complete = false;
      error = e instanceof Error ? `${e.message}${e.cause instanceof Error ? `: ${e.cause.message}` : ''}` : String(e);
    }
  } finally {
    if (timer) clearInterval(timer);
    sample();
  }
  return {
    ms: performance.now() - t0,
    firstByteMs,
    rows: Math.max(0, newlines - 1),
    bytes,
    status,
    complete,
    ...(error ? { error } : {}),
    ...(rssStartMb === undefined ? {} : { rssStartMb, rssPeakMb }),
  };
}

const STAFF = { email: 'bench.exports.staff@example.org', password: 'Bench-Staff-Password-1', fullName: 'Bench Staff', role: 'staff' } as const;

/** A staff account made in the database, signed in through the login form: its cookie header. */
export const staffCookie = (baseUrl: string, databaseUrl: string): Promise<string> => accountCookie(baseUrl, databaseUrl, STAFF);

/** An account of `role` made in the database (if missing), signed in through the login form: its cookie header. */
export async function accountCookie(
  baseUrl: string,
  databaseUrl: string,
  who: { email: string; password: string; fullName: string; role: 'user' | 'staff' | 'admin' },
): Promise<string> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query("insert into users (full_name, email, phone, role, password_hash) values ($1, $2, '9876543210', $3, $4) on conflict do nothing", [
      who.fullName,
      who.email,
      who.role,
      await hash(who.password),
    ]);
  } finally {
    await c.end();
  }
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', email: who.email, password: who.password, redirectTo: '/profile' }).toString(),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((l) => l.split(';')[0] ?? '')
    .filter((p) => p.startsWith('sid=') || p.startsWith('who='));
  if (!cookies.some((p) => p.startsWith('sid='))) throw new Error(`login as ${who.email} failed: HTTP ${res.status}`);
  return cookies.join('; ');
}

/**
 * `n` paid UPI orders, one a second going back from now, on one campaign made for them (a
 * bench category and campaign if the database has none). One statement: the orders' own rules
 * (total = amount + tip + urgent, unique references) hold for every row.
 */
export async function loadOrders(databaseUrl: string, n: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(`insert into categories (id, name, slug, image) values (9901, 'Bench', 'bench', '/x.jpg') on conflict do nothing`);
    const camp = await c.query<{ id: number }>(
      `insert into campaigns (slug, title, category_id, image, goal_paise, status) values ('bench-exports', 'Bench campaign, "quoted"', 9901, '/x.jpg', 100000000, 'published')
       on conflict (slug) do update set title = excluded.title returning id`,
    );
    const campaignId = camp.rows[0]?.id;
    await c.query(
      `insert into orders (purpose, reference, request_hash, campaign_id, amount_paise, tip_paise, urgent_paise, total_paise, donor_name, donor_email, donor_mobile, method, status, utr, paid_at, created_at)
       select 'gift', 'BX' || lpad(i::text, 9, '0'), 'bench', $1, 50000 + i % 1000, 0, case when i % 7 = 0 then 1000 else 0 end,
              50000 + i % 1000 + case when i % 7 = 0 then 1000 else 0 end,
              case when i % 97 = 0 then '=HYPERLINK("x")' else 'Donor ' || i end, 'donor' || i || '@example.org', '98' || lpad(i::text, 8, '0'),
              'upi', 'paid', '5' || lpad(i::text, 11, '0'), now() - i * interval '1 second', now() - i * interval '1 second'
       from generate_series(1, $2::int) i`,
      [campaignId, n],
    );
    await c.query('analyze orders');
  } finally {
    await c.end();
  }
}

/**
 * `n` paid donations of the current financial year (one a second going back from now), from
 * 100,000 donors with a PAN; every tenth gift has neither PAN nor Aadhaar and every twentieth
 * no address, so the statement's follow-up list has work in it. Needs loadOrders' campaign.
 */
export async function loadDonations(databaseUrl: string, n: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const camp = await c.query<{ id: number }>(`select id from campaigns where slug = 'bench-exports'`);
    await c.query(
      `insert into donations (campaign_id, donor_name, donor_email, amount_paise, status, reference, donor_pan, donor_address, method, paid_at, created_at)
       select $1, 'Donor ' || (i % 100000), 'donor' || (i % 100000) || '@example.org', 50000 + i % 1000, 'paid', 'BD' || lpad(i::text, 9, '0'),
              case when i % 10 = 0 then null else 'PAN' || chr(65 + (i % 100000) / 10000) || 'X' || lpad((i % 10000)::text, 4, '0') || 'Z' end,
              case when i % 20 = 0 then null else 'Address ' || i end,
              case when i % 50 = 0 then 'cash' else 'upi' end, now() - i * interval '1 second', now() - i * interval '1 second'
       from generate_series(1, $2::int) i`,
      [camp.rows[0]?.id, n],
    );
    await c.query('analyze donations');
  } finally {
    await c.end();
  }
}
