// Donors and readers against the cluster's URL, as a browser's checkout would behave through a
// flaky network: each order is created with its own Idempotency-Key and paid through the payment
// simulator; an answer that does not come (connection refused, reset, a 502 from nginx, a 5xx
// while PostgreSQL restarts) is asked again with the same key, until it is acknowledged. What
// every donor saw acknowledged is kept for the checks; the database is then read directly.
import pg from 'pg';

export interface Campaign {
  id: number;
  slug: string;
}

export interface Gift {
  key: string;
  email: string;
  campaignId: number;
  amountPaise: number;
  reference?: string;
  /** The simulator's answer said `paid`. */
  paidAcked: boolean;
}

export interface BurstStats {
  requests: number;
  /** Answers that were no answer (network errors) or a 5xx, each retried. */
  retried: number;
  byStatus: Record<string, number>;
  pageReads: number;
  pageFailures: number;
  /** A 4xx the donor could not have caused: a bug, reported by the test. */
  unexpected: string[];
}

export interface Burst {
  gifts: Gift[];
  stats: BurstStats;
  /** Asks the donors and readers to finish what they are doing and resolves when they have. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Published campaigns open for a while yet, without products (a plain amount is a whole order). */
export async function openCampaigns(databaseUrl: string): Promise<Campaign[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query<Campaign>(
      `select id, slug from campaigns where status = 'published' and (ends_at is null or ends_at > now() + interval '1 hour') order by id`,
    );
    if (!r.rows.length) throw new Error('the demo seed has no open campaign');
    return r.rows;
  } finally {
    await c.end();
  }
}

export function startBurst(url: string, campaigns: Campaign[], o: { donors: number; readers: number; label: string; pauseMs?: number }): Burst {
  const gifts: Gift[] = [];
  const stats: BurstStats = { requests: 0, retried: 0, byStatus: {}, pageReads: 0, pageFailures: 0, unexpected: [] };
  let running = true;
  const count = (status: number | string) => {
    stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
  };

  /** POSTs until a 2xx comes; a 4xx other than a retryable one ends the gift as unexpected. */
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    for (let attempt = 0; ; attempt++) {
      stats.requests++;
      let status = 0;
      let json: { data?: { reference?: string; status?: string } } | undefined;
      try {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        json = (await res.json().catch(() => undefined)) as typeof json;
      } catch {
        status = 0;
      }
      count(status);
      if (status >= 200 && status < 300) return { status, json };
      if (status !== 0 && status < 500 && status !== 429) {
        stats.unexpected.push(`${path}: HTTP ${status} ${JSON.stringify(json)}`);
        return { status, json };
      }
      stats.retried++;
      // After the faults the donor still gets an answer: retries go on past stop() until acknowledged.
      if (attempt > 400) throw new Error(`${path}: no answer after ${attempt} tries`);
      await sleep(Math.min(2000, 50 * 2 ** Math.min(attempt, 6)));
    }
  };

  const donor = async (w: number) => {
    for (let i = 0; running; i++) {
      const c = campaigns[(w + i) % campaigns.length] as Campaign;
      const amountPaise = (500 + ((w * 37 + i * 101) % 4500)) * 100;
      const email = `${o.label}.${w}.${i}@example.org`;
      const g: Gift = { key: `${o.label}-${w}-${i}-${Date.now().toString(36)}`, email, campaignId: c.id, amountPaise, paidAcked: false };
      gifts.push(g);
      const created = await post(
        '/api/v1/orders',
        {
          campaign: c.slug,
          amountPaise,
          tipPaise: 0,
          urgentPaise: 0,
          items: [],
          donor: { name: `Cluster Donor ${w}-${i}`, email, mobile: `98${String(w * 1_000_000 + i).padStart(8, '0')}` },
          whatsappUpdates: false,
          hideName: false,
          method: 'simulator',
        },
        { 'idempotency-key': g.key },
      );
      g.reference = created.json?.data?.reference;
      if (!g.reference) continue;
      const paid = await post(`/api/v1/payments/simulator/${g.reference}`, { outcome: 'success' });
      g.paidAcked = paid.json?.data?.status === 'paid';
      if (o.pauseMs) await sleep(o.pauseMs);
    }
  };

  const reader = async (r: number) => {
    const paths = ['/', '/explore-campaigns', ...campaigns.slice(0, 3).flatMap((c) => [`/campaigns/${c.slug}`, `/api/v1/campaigns/${c.slug}`])];
    for (let i = 0; running; i++) {
      stats.pageReads++;
      try {
        const res = await fetch(`${url}${paths[(r + i) % paths.length]}`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (!res.ok) {
          stats.pageFailures++;
          count(`page ${res.status}`);
        }
      } catch {
        stats.pageFailures++;
        count('page no answer');
      }
      await sleep(100);
    }
  };

  const all = Promise.all([...Array.from({ length: o.donors }, (_, w) => donor(w)), ...Array.from({ length: o.readers }, (_, r) => reader(r))]);
  return {
    gifts,
    stats,
    async stop() {
      running = false;
      await all;
    },
  };
}

/** Campaigns whose figures are not the sum and count of their paid donations (empty when all agree). */
export async function figureMismatches(c: pg.Client): Promise<string[]> {
  const r = await c.query<{ id: number; raised_paise: string; backers: number; paid_sum: string; paid_count: string }>(`
    select c.id, c.raised_paise, c.backers,
           coalesce(sum(d.amount_paise) filter (where d.status = 'paid'), 0) as paid_sum,
           count(d.id) filter (where d.status = 'paid') as paid_count
      from campaigns c left join donations d on d.campaign_id = c.id
     group by c.id order by c.id`);
  return r.rows
    .filter((c) => Number(c.raised_paise) !== Number(c.paid_sum) || Number(c.backers) !== Number(c.paid_count))
    .map((c) => `campaign ${c.id}: raised_paise ${c.raised_paise} / backers ${c.backers}, paid donations sum ${c.paid_sum} / count ${c.paid_count}`);
}
