// Issue 22's volume in a database the app migrated and seeded (the demo campaigns), written with
// set-based SQL (generate_series, INSERT … SELECT) in a few minutes: 1,000,000 paid donations
// (their paid orders, one-off and monthly, over FY 2025-26 and 2026-27, UPI with UTRs, Razorpay,
// simulator) on top of the demo's 528, 200,000 users, 50,000 monthly gifts, 100,000 receipts
// numbered without gaps per financial year, 200,000 messages, 100,000 audit rows, newsletter
// subscribers, and receipt requests waiting (with a PAN, and without one). `scale` multiplies
// every count. Through the schema's rules: the same columns and checks the app's writes meet, a
// paid order's one donation, and every campaign's raised_paise and backers set from its paid
// donations at the end (as giving's ledger keeps them). Values come from the row number, not
// random(), so two loads at one scale hold the same data.
import pg from 'pg';

export interface ScaleCounts {
  paidDonations: number;
  oneOffDonations: number;
  monthlyDonations: number;
  users: number;
  campaigns: number;
  subscriptions: number;
  receipts: number;
  receiptQueueWithPan: number;
  receiptQueueMissingPan: number;
  messages: number;
  auditEvents: number;
  newsletterSubscribers: number;
  pendingUpiOrders: number;
}

export interface ScaleLoad {
  scale: number;
  seconds: number;
  steps: { name: string; seconds: number }[];
  counts: ScaleCounts;
  /** Values the bench searches for: a donor's full email, a UPI UTR, an order reference. */
  samples: { email: string; utr: string; reference: string; mobile: string };
}

/** Email of the scale loader's user n (1-based). */
export const scaleEmail = (n: number) => `donor${n}@scale.example.org`;

/** The FY 2025-26 start (1 April 2025, IST): donations are spread from here to the load's time. */
const START = "timestamptz '2025-04-01 00:00:00+05:30'";
/** A receipt printed as the receipts module prints it, from a regime's short name (core receiptPrefix). */
const PREFIX_SQL = (shortName: string) => `upper(regexp_replace(regexp_replace(trim(${shortName}), '^section\\s*', 'S', 'i'), '[^A-Za-z0-9]', '', 'g'))`;
/** The financial year of a time, as core's financialYear (IST). */
const FY_SQL = (ts: string) =>
  `(select y || '-' || lpad(((y + 1) % 100)::text, 2, '0') from (select (extract(year from (${ts}) at time zone 'Asia/Kolkata')::int - case when extract(month from (${ts}) at time zone 'Asia/Kolkata') < 4 then 1 else 0 end) as y) fy)`;

export async function loadScale(o: { databaseUrl: string; scale: number; log: (m: string) => void; queueWithPan?: number }): Promise<ScaleLoad> {
  const scale = o.scale;
  const n = (v: number) => Math.max(1, Math.round(v * scale));
  const target = {
    paid: n(1_000_000),
    users: n(200_000),
    subscriptions: n(50_000),
    receipts: n(100_000),
    messages: n(200_000),
    audit: n(100_000),
    subscribers: n(100_000),
    campaigns: Math.max(20, Math.round(300 * scale)),
  };
  // The queues the batch jobs work through do not shrink with the scale: 5,000 is the job.
  const queueWithPan = o.queueWithPan ?? 6000;
  const queueMissingPan = 2000;
  const pendingUpi = 6000;

  const c = new pg.Client({ connectionString: o.databaseUrl });
  await c.connect();
  const steps: { name: string; seconds: number }[] = [];
  const t0 = Date.now();
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t = Date.now();
    const r = await c.query(sql, params);
    const seconds = Math.round((Date.now() - t) / 100) / 10;
    steps.push({ name, seconds });
    o.log(`  ${name}: ${r.rowCount ?? 0} rows, ${seconds} s`);
    return r;
  };
  try {
    await c.query('set synchronous_commit = off');
    await c.query("set work_mem = '256MB'");
    await c.query("set maintenance_work_mem = '512MB'");
    const [{ now }] = (await c.query<{ now: Date }>("select now() - interval '2 hours' as now")).rows as [{ now: Date }];
    const end = `timestamptz '${now.toISOString()}'`;
    const span = `(${end} - ${START})`;
    // The app's own references are SG + 14 random characters, so some begin SGS or SGM too; the
    // loader's are that letter and 13 digits, which a random one matches about once in 10^8.
    const already = Number(
      (await c.query("select count(*)::int as n from orders where reference ~ '^SGS[0-9]{13}$' or reference ~ '^SGM[0-9]{13}$'")).rows[0].n,
    );
    if (already > 0) throw new Error('this database already holds the scale data (drop it, or run with --reuse-db)');

    // ---- campaigns: the demo's and a few hundred more (most open, some closed) ----
    await step(
      'campaigns',
      `insert into campaigns (slug, title, summary, category_id, image, goal_paise, status, is_monthly_cause, sort, published_at, created_at)
       select 'scale-campaign-' || g, 'Scale campaign ' || g || ': ' || cat.name, 'A campaign of the scale bench.', cat.id,
              (select image from campaigns order by id limit 1), (50 + g % 200) * 10000000::bigint,
              (case when g % 10 = 0 then 'closed' else 'published' end)::campaign_status, g % 25 = 0, 100 + g,
              ${START} + (g::float8 / $1) * ${span} * 0.5, ${START} + (g::float8 / $1) * ${span} * 0.5
         from generate_series(1::bigint, $1::bigint) g
         join (select id, name, row_number() over (order by id) - 1 as k, count(*) over () as n from categories) cat on cat.k = g % cat.n`,
      [target.campaigns],
    );
    await c.query(`create temporary table camp as select row_number() over (order by id) as k, id, title from campaigns where status <> 'draft'`);
    await c.query(
      `create temporary table mcamp as select row_number() over (order by id) as k, id from campaigns where status = 'published' and is_monthly_cause`,
    );
    const nc = Number((await c.query('select count(*)::int as n from camp')).rows[0].n);
    const nm = Number((await c.query('select count(*)::int as n from mcamp')).rows[0].n);
    if (nm === 0) throw new Error('no published monthly cause to give to');

    // ---- users ----
    const ubase = Number((await c.query('select coalesce(max(id), 0)::int as n from users')).rows[0].n);
    await step(
      'users',
      `insert into users (id, full_name, email, phone, role, city, state, pincode, pan, created_at, updated_at)
       select ${ubase} + g, 'Donor ' || g, 'donor' || g || '@scale.example.org', '9' || lpad(g::text, 9, '0'), 'user', 'Jaipur', 'Rajasthan', '302039',
              case when g % 3 = 0 then 'ABCDE' || lpad((g % 10000)::text, 4, '0') || 'F' else '' end,
              ${START} + (g::float8 / $1) * ${span}, ${START} + (g::float8 / $1) * ${span}
         from generate_series(1::bigint, $1::bigint) g`,
      [target.users],
    );
    await c.query("select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))");
    const U = target.users;
    const userOf = (expr: string) => `((${expr})::bigint * 7919 % ${U} + 1)`;

    // ---- monthly gifts and their months' orders ----
    const sbase = Number((await c.query('select coalesce(max(id), 0)::int as n from subscriptions')).rows[0].n);
    await step(
      'subscriptions',
      `insert into subscriptions (id, reference, campaign_id, user_id, donor_name, donor_email, donor_mobile, amount_paise, whatsapp_updates, mode,
                                  status, provider_subscription_id, anchor_day, next_period, next_due_at, manage_token, paused_at, cancelled_at,
                                  cancelled_by, created_at, updated_at)
       select ${sbase} + j, 'SBS' || lpad(j::text, 13, '0'), m.id, ${ubase} + u, 'Donor ' || u, 'donor' || u || '@scale.example.org',
              '9' || lpad(u::text, 9, '0'), (3 + j % 20) * 10000, true,
              (case when j % 3 = 0 then 'gateway' else 'reminder' end)::subscription_mode,
              (case when j % 10 < 8 then 'active' when j % 10 = 8 then 'paused' else 'cancelled' end)::subscription_status,
              case when j % 3 = 0 then 'sub_SCALE' || lpad(j::text, 10, '0') end, 1 + j % 28,
              case when j % 10 < 8 then to_char((${end} + interval '1 month') at time zone 'Asia/Kolkata', 'YYYY-MM') end,
              case when j % 10 < 8 then ${end} + interval '1 month' end,
              md5('scale-manage-' || j), case when j % 10 = 8 then ${end} end, case when j % 10 = 9 then ${end} end,
              case when j % 10 = 9 then 'donor' end, created, created
         from (select j, ${userOf('j')} as u, ${START} + (j::float8 / $1) * ${span} * 0.95 as created from generate_series(1::bigint, $1::bigint) j) s
         join mcamp m on m.k = s.j % ${nm} + 1`,
      [target.subscriptions],
    );
    await c.query("select setval(pg_get_serial_sequence('subscriptions', 'id'), (select max(id) from subscriptions))");
    await step(
      'monthly orders (paid)',
      `insert into orders (purpose, reference, request_hash, campaign_id, user_id, amount_paise, total_paise, donor_name, donor_email, donor_mobile, method,
                           status, utr, utr_submitted_at, provider_order_id, provider_payment_id, settled_by, paid_at, standing,
                           created_at, updated_at)
       select 'gift', 'SGM' || lpad((s.id - ${sbase})::text, 8, '0') || lpad(i::text, 5, '0'), 'scale-monthly', s.campaign_id, s.user_id, s.amount_paise,
              s.amount_paise, s.donor_name, s.donor_email, s.donor_mobile,
              (case when s.mode = 'gateway' then 'razorpay' else 'upi' end)::payment_method, 'paid',
              case when s.mode = 'reminder' then '7' || lpad(((s.id - ${sbase}) * 8 + i)::text, 11, '0') end,
              case when s.mode = 'reminder' then m.paid - interval '3 minutes' end,
              case when s.mode = 'gateway' then 'order_SCALEM' || (s.id - ${sbase}) || '_' || i end,
              case when s.mode = 'gateway' then 'pay_SCALEM' || (s.id - ${sbase}) || '_' || i end,
              case when s.mode = 'gateway' then 'razorpay:webhook' else 'staff:1' end,
              m.paid, true, m.paid - interval '5 minutes', m.paid
         from subscriptions s
         cross join generate_series(0, 5) i
         -- A month is its IST calendar month (one order per subscription and month), paid on its anchor day.
         cross join lateral (select date_trunc('month', s.created_at at time zone 'Asia/Kolkata') + i * interval '1 month' as month) mm
         cross join lateral (select mm.month,
                                    greatest(s.created_at + interval '5 minutes',
                                             (mm.month + (s.anchor_day - 1) * interval '1 day' + interval '10 hours') at time zone 'Asia/Kolkata') as paid) m
        where s.id > ${sbase} and i <= (s.id - ${sbase}) % 6 and m.paid < ${end}`,
    );
    // Each month's order is the month of its subscription (monthly's subscription_months): the
    // reference carries both, the subscription (less the base) and the month's place after its start.
    await step(
      'monthly months',
      `insert into subscription_months (subscription_id, period, order_id, created_at)
       select s.id, to_char(date_trunc('month', s.created_at at time zone 'Asia/Kolkata') + substr(o.reference, 12, 5)::int * interval '1 month', 'YYYY-MM'),
              o.id, o.created_at
         from orders o
         join subscriptions s on s.id = ${sbase} + substr(o.reference, 4, 8)::bigint
        where o.reference ~ '^SGM[0-9]{13}$'
       on conflict do nothing`,
    );
    const monthly = Number((await c.query("select count(*)::int as n from orders where reference ~ '^SGM[0-9]{13}$'")).rows[0].n);
    const M = Math.max(1, target.paid - monthly);

    // ---- one-off paid orders: row n's values all follow from n ----
    // 60 % UPI (with the UTR staff matched), 30 % Razorpay, 10 % simulator; a tip on a third, the
    // urgent add-on on a fifth. PAN: receipts (n % 5 = 0, the first R of them), the queue with a
    // PAN (n % step = 7), n % 10 in (1, 2); none for the queue missing a PAN (n % step = 3).
    const R = target.receipts;
    const qstep = Math.max(10, Math.floor(M / queueWithPan / 10) * 10);
    const mstep = Math.max(10, Math.floor(M / queueMissingPan / 10) * 10);
    // The R receipts spread evenly over the n % 5 = 0 rows (so over both years).
    const K = Math.max(R, Math.floor(M / 5));
    const receipted = (v: string) => `(${v} % 5 = 0 and (${v} / 5) * ${R} / ${K} <> (${v} / 5 - 1) * ${R} / ${K})`;
    const hasPan = `(${receipted('n::bigint')} or n % 10 in (1, 2) or n % ${qstep} = 7)`;
    await step(
      'one-off orders (paid)',
      `insert into orders (purpose, reference, idempotency_key, request_hash, campaign_id, user_id, amount_paise, tip_paise, urgent_paise, total_paise,
                           donor_name, donor_email, donor_mobile, donor_pan, donor_address, whatsapp_updates, hide_name, method, status, utr,
                           utr_submitted_at, provider_order_id, provider_payment_id, settled_by, paid_at, created_at, updated_at)
       select 'gift', 'SGS' || lpad(n::text, 13, '0'), 'scale-' || n, 'scale:' || n, cp.id, case when n % 2 = 0 then ${ubase} + u end,
              amount, tip, urgent, amount + tip + urgent, 'Donor ' || u, 'donor' || u || '@scale.example.org', '9' || lpad(u::text, 9, '0'),
              case when ${hasPan} then 'ABCDE' || lpad((u % 10000)::text, 4, '0') || 'F' end,
              case when ${hasPan} or n % 2 = 0 or n % ${mstep} = 3 then u || ', Sector ' || (u % 50) || ', Jaipur, Rajasthan 302039' end,
              true, n % 17 = 0, method::payment_method, 'paid',
              case when method = 'upi' then '6' || lpad(n::text, 11, '0') end,
              case when method = 'upi' then paid - interval '3 minutes' end,
              case when method = 'razorpay' then 'order_SCALE' || lpad(n::text, 10, '0') end,
              case when method = 'razorpay' then 'pay_SCALE' || lpad(n::text, 10, '0') end,
              case method when 'upi' then 'staff:1' when 'razorpay' then 'razorpay:checkout' else 'simulator' end,
              paid, paid - interval '5 minutes', paid
         from (select n, ${userOf('n')} as u,
                      ((n * 7919) % 200 + 3) * 10000::bigint as amount,
                      case when n % 3 = 0 then ((n * 7919) % 200 + 3) * 1500::bigint else 0 end as tip,
                      case when n % 5 = 0 then 100000 else 0 end as urgent,
                      case when n % 10 < 6 then 'upi' when n % 10 < 9 then 'razorpay' else 'simulator' end as method,
                      ${START} + (n::float8 / $1) * ${span} + ((n * 7919) % 3600) * interval '1 second' as paid
                 from generate_series(1::bigint, $1::bigint) n) g
         join camp cp on cp.k = (n * 13) % ${nc} + 1`,
      [M],
    );

    // ---- the paid orders' donations (what settlePaid's ledger writes) ----
    await step(
      'donations',
      `insert into donations (campaign_id, donor_name, donor_email, donor_mobile, amount_paise, tip_paise, urgent_paise, anonymous, status, reference,
                              subscription_id, receipt_requested_at, order_id, donor_pan, donor_address, method, paid_at, created_at)
       select o.campaign_id, o.donor_name, o.donor_email, o.donor_mobile, o.amount_paise, o.tip_paise, o.urgent_paise, o.hide_name, 'paid',
              o.reference, s.reference,
              case when o.reference ~ '^SGS[0-9]{13}$' then
                case when ${receipted('x.n')} or x.n % ${qstep} = 7 or (x.n % ${mstep} = 3 and x.n % 10 = 3)
                     then least(o.paid_at + interval '1 day', ${end}) end end,
              o.id, o.donor_pan, o.donor_address, o.method::text, o.paid_at, o.created_at
         from orders o
         left join subscription_months sm on sm.order_id = o.id
         left join subscriptions s on s.id = sm.subscription_id
         cross join lateral (select case when o.reference ~ '^SGS[0-9]{13}$' then substr(o.reference, 4)::bigint else 0 end as n) x
        where o.status = 'paid' and (o.reference ~ '^SGS[0-9]{13}$' or o.reference ~ '^SGM[0-9]{13}$')`,
    );

    // ---- receipts: issued for the first R requests, numbered per financial year after any issued before ----
    await step(
      'receipts',
      `with picked as (
         select d.*, c.title as campaign_title, o.utr, o.provider_payment_id, ${FY_SQL('d.paid_at')} as fy
           from donations d
           join orders o on o.id = d.order_id
           join campaigns c on c.id = d.campaign_id
          where d.reference ~ '^SGS[0-9]{13}$' and ${receipted('substr(d.reference, 4)::bigint')}
       ), numbered as (
         select p.*, row_number() over (partition by p.fy order by p.paid_at, p.id) + coalesce(rc.last, 0) as seq,
                (select r from tax_regimes r where r.from_year <= p.fy order by r.from_year desc limit 1) as regime
           from picked p left join receipt_counters rc on rc.financial_year = p.fy
       ), settings as (
         select jsonb_object_agg(key, value) as v from site_settings
       )
       insert into receipts (number, financial_year, sequence, donation_id, donor_name, donor_email, donor_pan, donor_address, amount_paise, mode,
                             donation_type, transaction_reference, donated_at, campaign_title, regime, foundation, signed, issued_by, issued_at)
       select ${PREFIX_SQL("coalesce(nullif((n.regime).short_name, ''), (n.regime).section)")} || '/' || n.fy || '/' || lpad(n.seq::text, 6, '0'),
              n.fy, n.seq, n.id, n.donor_name, n.donor_email, n.donor_pan, n.donor_address, n.amount_paise,
              case n.method when 'upi' then 'UPI (electronic)' when 'razorpay' then 'Online payment (electronic)'
                            else 'Payment simulator (test, not a real payment)' end,
              'specific', concat_ws(' · ', case when n.utr is not null then 'UTR ' || n.utr else n.provider_payment_id end, n.reference),
              n.paid_at, n.campaign_title,
              jsonb_build_object('shortName', coalesce(nullif((n.regime).short_name, ''), (n.regime).section), 'actName', (n.regime).act_name,
                                 'section', (n.regime).section, 'certificateForm', (n.regime).certificate_form, 'rule', (n.regime).rule),
              jsonb_build_object('name', st.v->>'foundationName', 'address', st.v->>'address', 'pan', st.v->>'pan', 'registration', st.v->>'reg80G',
                                 'registrationDate', st.v->>'reg80GDate', 'validity', coalesce(st.v->>'reg80GValidity', ''),
                                 'signatory', coalesce(st.v->>'signatoryName', ''), 'signatoryTitle', coalesce(st.v->>'signatoryTitle', '')),
              false, null, least(n.receipt_requested_at + interval '2 hours', ${end})
         from numbered n cross join settings st`,
    );
    await step(
      'donations leave the queue with their receipts',
      `update donations d set receipt_issued_at = r.issued_at from receipts r
        where r.donation_id = d.id and r.cancelled_at is null and d.receipt_issued_at is null`,
    );
    await step(
      'receipt counters',
      `insert into receipt_counters (financial_year, last)
       select financial_year, max(sequence) from receipts group by financial_year
       on conflict (financial_year) do update set last = greatest(receipt_counters.last, excluded.last)`,
    );

    // ---- UPI orders waiting for staff to match their UTR (the bank statement import's input) ----
    await step(
      'pending UPI orders',
      `insert into orders (purpose, reference, request_hash, campaign_id, amount_paise, total_paise, donor_name, donor_email, donor_mobile, method, status,
                           utr, utr_submitted_at, created_at, updated_at)
       select 'gift', 'SGP' || lpad(p::text, 13, '0'), 'scale-pending', cp.id, (3 + p % 50) * 10000, (3 + p % 50) * 10000, 'Donor ' || u,
              'donor' || u || '@scale.example.org', '9' || lpad(u::text, 9, '0'), 'upi', 'pending', '5' || lpad(p::text, 11, '0'),
              ${end} - (p % 1440) * interval '1 minute', ${end} - (p % 1440) * interval '1 minute' - interval '2 minutes',
              ${end} - (p % 1440) * interval '1 minute'
         from (select p, ${userOf('p')} as u from generate_series(1::bigint, $1::bigint) p) g
         join camp cp on cp.k = (p * 13) % ${nc} + 1`,
      [pendingUpi],
    );

    // ---- messages, audit, newsletter subscribers ----
    await step(
      'messages',
      `insert into messages (channel, recipient, subject, body, template, transport, status, created_at, sent_at)
       select (case when g % 4 = 0 then 'sms' else 'email' end)::message_channel,
              case when g % 4 = 0 then '9' || lpad(${userOf('g')}::text, 9, '0') else 'donor' || ${userOf('g')} || '@scale.example.org' end,
              case when g % 4 = 0 then '' else 'Thank you for your gift' end,
              'Thank you for your gift to Sahyog Seva Foundation. Your reference is SGS' || lpad(g::text, 13, '0') || '.',
              case g % 5 when 0 then 'otp' when 1 then 'thanks' when 2 then 'receipt' when 3 then 'monthly-reminder' else 'newsletter' end,
              case when g % 4 = 0 then 'sms' else 'smtp' end, 'sent',
              ${START} + (g::float8 / $1) * ${span}, ${START} + (g::float8 / $1) * ${span} + interval '2 seconds'
         from generate_series(1::bigint, $1::bigint) g`,
      [target.messages],
    );
    const admin = (await c.query<{ id: number; email: string }>("select id, email from users where role = 'admin' order by id limit 1")).rows[0];
    await step(
      'audit events',
      `insert into audit_events (actor_id, actor_email, action, subject_type, subject_id, before, after, ip, created_at)
       select $2::int, $3::text, a.action, a.subject_type, case when a.subject_type = 'order' then 'SGS' || lpad(g::text, 13, '0') else (g % 5000)::text end,
              jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'paid', 'n', g), '10.0.' || (g % 250) || '.' || (g % 200),
              ${START} + (g::float8 / $1) * ${span}
         from generate_series(1::bigint, $1::bigint) g
         join (select row_number() over () - 1 as k, action, subject_type from (values
                 ('order.verify', 'order'), ('order.fail', 'order'), ('receipt.issue', 'donation'), ('receipt.resend', 'receipt'),
                 ('campaign.update', 'campaign'), ('campaign.status', 'campaign'), ('user.role', 'user'), ('user.disable', 'user'),
                 ('settings.update', 'settings'), ('refund.decide', 'refund'), ('application.decide', 'application'), ('blog.update', 'blog'),
                 ('orders.import', 'bank-statement'), ('subscription.action', 'subscription')) v(action, subject_type)) a on a.k = g % 14`,
      [target.audit, admin?.id ?? null, admin?.email ?? 'admin@sahyog.local'],
    );
    await step(
      'newsletter subscribers',
      `insert into subscribers (email, source, unsubscribe_token, created_at, unsubscribed_at)
       select 'reader' || g || '@scale.example.org', case when g % 3 = 0 then 'footer' else 'home' end, md5('scale-unsub-' || g),
              ${START} + (g::float8 / $1) * ${span}, case when g % 20 = 0 then ${end} end
         from generate_series(1::bigint, $1::bigint) g`,
      [target.subscribers],
    );

    // ---- every campaign's figures from its paid donations (the ledger's rule) ----
    await step(
      'campaign figures',
      `update campaigns c set raised_paise = coalesce(t.raised, 0), backers = coalesce(t.backers, 0)
         from campaigns c2
         left join (select campaign_id, sum(amount_paise)::bigint as raised, count(*)::int as backers
                      from donations where status = 'paid' group by campaign_id) t on t.campaign_id = c2.id
        where c.id = c2.id`,
    );
    // VACUUM as autovacuum would have by then: the load's own updates (receipts leaving the
    // queue, campaign figures) leave dead row versions that a live database does not keep, and
    // without the visibility map every count reads the table (the receipts queue's count took
    // 883 ms on 100,000 dead entries of its partial index; decision 0044). ANALYZE as before.
    await step('vacuum and analyze', 'vacuum (analyze)');

    const count = async (sql: string) => Number((await c.query(sql)).rows[0].n);
    const counts: ScaleCounts = {
      paidDonations: await count("select count(*)::int as n from donations where status = 'paid'"),
      oneOffDonations: M,
      monthlyDonations: monthly,
      users: await count('select count(*)::int as n from users'),
      campaigns: await count('select count(*)::int as n from campaigns'),
      subscriptions: await count('select count(*)::int as n from subscriptions'),
      receipts: await count('select count(*)::int as n from receipts'),
      receiptQueueWithPan: await count(
        "select count(*)::int as n from donations d where d.receipt_requested_at is not null and d.status = 'paid' and (d.donor_pan is not null or d.donor_aadhaar is not null) and not exists (select 1 from receipts r where r.donation_id = d.id and r.cancelled_at is null)",
      ),
      receiptQueueMissingPan: await count(
        "select count(*)::int as n from donations d where d.receipt_requested_at is not null and d.status = 'paid' and d.donor_pan is null and d.donor_aadhaar is null and not exists (select 1 from receipts r where r.donation_id = d.id and r.cancelled_at is null)",
      ),
      messages: await count('select count(*)::int as n from messages'),
      auditEvents: await count('select count(*)::int as n from audit_events'),
      newsletterSubscribers: await count('select count(*)::int as n from subscribers'),
      pendingUpiOrders: await count("select count(*)::int as n from orders where status = 'pending' and utr is not null"),
    };
    const samples = await scaleSamples(c);
    return { scale, seconds: Math.round((Date.now() - t0) / 100) / 10, steps, counts, samples };
  } finally {
    await c.end();
  }
}

/** A donor with several gifts (search by full email and mobile), a UPI UTR and a reference, from the loaded data. */
export async function scaleSamples(c: pg.Client): Promise<ScaleLoad['samples']> {
  const r = await c.query<{ email: string; utr: string; reference: string; mobile: string }>(
    `select o.donor_email as email, o.utr, o.reference, o.donor_mobile as mobile
       from orders o where o.reference ~ '^SGS[0-9]{13}$' and o.utr is not null order by o.id desc limit 1 offset 1000`,
  );
  const row = r.rows[0];
  if (!row) throw new Error('no scale data in this database');
  return row;
}

/** Checks the schema's rule the loader must keep: every campaign's figures equal its paid donations. */
export async function campaignFiguresDisagree(c: pg.Client): Promise<number> {
  const r = await c.query<{ n: number }>(
    `select count(*)::int as n from campaigns c
       left join (select campaign_id, sum(amount_paise)::bigint as raised, count(*)::int as backers from donations where status = 'paid' group by campaign_id) t
         on t.campaign_id = c.id
      where c.raised_paise <> coalesce(t.raised, 0) or c.backers <> coalesce(t.backers, 0)`,
  );
  return Number(r.rows[0]?.n ?? 0);
}
