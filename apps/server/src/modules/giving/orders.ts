// Orders: a checkout attempt from creation to a confirmed (or failed) payment. Every way a
// payment is confirmed (simulator, Razorpay's checkout callback, its webhook, staff matching a
// UTR) ends in settlePaid(), which is idempotent: the order row is locked, a paid order is left
// as it is, and the one donation it makes is inserted with its campaign figures in the same
// transaction (donations.order_id is unique, so even a bug cannot count it twice).
import { hash, randomFillSync } from 'node:crypto';
import {
  AppError,
  amountForProducts,
  canTransition,
  formatDate,
  formatINR,
  givingMessages as gm,
  ORDER_ABANDONED_AFTER_DAYS,
  type OrderInput,
  type OrderStatus,
  type OrderView,
  orderTotal,
  type PaymentMethod,
  type PendingVerification,
  paymentMethodLabels,
  type Settings,
  tipWithinGift,
  upiUri,
} from '@sahyog/core';
import { type Db, grouped, prepareStatement, schema as s } from '@sahyog/db';
import { and, asc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PrivacyService } from '../privacy/index.ts';
import { addDonation, type OrderItem, refundDonation, type Tx } from './ledger.ts';
import type { RazorpayGateway } from './razorpay.ts';

export type OrderRow = typeof s.orders.$inferSelect;

export const THANKS_QUEUE = 'giving-thanks';
/** The hourly job that cancels one-time orders left at the checkout. */
export const ABANDONED_ORDERS_QUEUE = 'giving-abandoned-orders';
const ABANDONED_SWEEP_EVERY_MS = 60 * 60_000;

export interface OrdersDeps {
  db: Db;
  jobs: JobQueue;
  messaging: Pick<MessagingService, 'send'>;
  settings: () => Promise<Settings>;
  publicUrl: string;
  /** Methods a donor may choose, the default first. */
  methods: readonly PaymentMethod[];
  limitPaise: number;
  gateway?: RazorpayGateway | undefined;
  /** A payment changed public figures (raised, backers, donor lists): drop cached pages. */
  onPublicChange: () => void;
  privacy: Pick<PrivacyService, 'record' | 'onWithdraw'>;
  /** After the thank-you: the automatic tax receipt, when the gift qualifies (receipts.ts). */
  afterPaid?: (orderId: number) => Promise<void>;
  audit: Pick<AuditLog, 'record'>;
  log?: { info(obj: object, msg: string): void };
}

// Crockford's base32 without I, L, O, U: read aloud or typed from a screenshot without doubt.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Random bytes for references, drawn from the CSPRNG a few hundred references at a time: one
// randomBytes() call per order was ~5 % of the server's CPU at 50 clients.
const pool = Buffer.alloc(14 * 256);
let poolAt = pool.length;

/** SG + 14 random characters (70 bits): the reference is how a donor's browser reaches the order. */
export function newReference(): string {
  if (poolAt + 14 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  let out = 'SG';
  for (let i = poolAt; i < poolAt + 14; i++) out += ALPHABET[(pool[i] as number) & 31];
  poolAt += 14;
  return out;
}

function requestHash(input: OrderInput, userId: number | null): string {
  return hash('sha256', JSON.stringify({ ...input, userId }), 'hex');
}

function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = err.cause ?? err;
  return c.code === '23505' && (c.constraint === constraint || String((e as Error).message ?? '').includes(constraint));
}

/** What view() and ensureGatewayOrder() read of an order. */
const VIEW_COLUMNS = [
  'id',
  'reference',
  'status',
  'method',
  'campaignId',
  'amountPaise',
  'tipPaise',
  'urgentPaise',
  'totalPaise',
  'createdAt',
  'paidAt',
  'utr',
  'providerOrderId',
] as const satisfies readonly (keyof OrderRow)[];

type ViewRow = Pick<OrderRow, (typeof VIEW_COLUMNS)[number]>;

/** The columns a new order takes from the request, besides its campaign. */
const REQUEST_COLUMNS = [
  'reference',
  'idempotencyKey',
  'requestHash',
  'userId',
  'amountPaise',
  'tipPaise',
  'urgentPaise',
  'totalPaise',
  'items',
  'donorName',
  'donorEmail',
  'donorMobile',
  'donorPan',
  'donorAddress',
  'whatsappUpdates',
  'hideName',
  'method',
] as const satisfies readonly (keyof OrderRow)[];

type NewOrder = Pick<OrderRow, (typeof REQUEST_COLUMNS)[number]>;

/**
 * New orders in one round trip, each only when its campaign (by id or by slug) is open at `now`:
 * the orders are inserted from a join of the campaigns, so an unknown, draft, closed or ended
 * campaign inserts nothing, and neither does a key already used (ON CONFLICT DO NOTHING).
 * Concurrent orders go out together (group commit, see @sahyog/db grouped.ts): one statement,
 * one transaction and one WAL flush for the group, the rows passed as one JSON document.
 * Answers what the view needs (decoding all the row's columns was ~6 % of the server's CPU),
 * with the campaign's slug and title. Prepared once: at 50 clients, building this SQL per order
 * was a quarter of the server's CPU.
 */
function insertIfOpen(db: Db, by: 'id' | 'slug') {
  const o = getTableColumns(s.orders);
  const c = s.campaigns;
  const name = (k: keyof typeof o) => sql.identifier(o[k].name);
  const returned = {
    ...Object.fromEntries(VIEW_COLUMNS.map((k) => [k, o[k]])),
    campaignSlug: c.slug,
    campaignTitle: c.title,
  };
  // The campaign is joined by its key alone and checked after: with the status in the join, a
  // campaigns table without statistics yet (a fresh database) was read through the listing
  // index, every published campaign, instead of the one the key names.
  const key = by === 'id' ? c.id : c.slug;
  const query = sql`with v as (
      select * from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
      as v(${sql.join([...REQUEST_COLUMNS.map((k) => sql`${name(k)} ${sql.raw(o[k].getSQLType())}`), sql`campaign ${sql.raw(by === 'id' ? 'integer' : 'text')}`], sql`, `)})
    ), inserted as (
      insert into ${s.orders} (${sql.join([...REQUEST_COLUMNS.map(name), name('campaignId')], sql`, `)})
      select ${sql.join(
        REQUEST_COLUMNS.map((k) => sql`v.${name(k)}`),
        sql`, `,
      )}, ${c}.${sql.identifier(c.id.name)}
      from v join ${c} on ${key} = v.campaign
      where ${c.status} = 'published' and (${c.endsAt} is null or ${c.endsAt} >= ${sql.param(sql.placeholder('now'), c.endsAt)})
      on conflict (${name('idempotencyKey')}) do nothing
      returning ${sql.join(VIEW_COLUMNS.map(name), sql`, `)}
    )
    select ${sql.join(
      VIEW_COLUMNS.map((k) => sql`inserted.${name(k)}`),
      sql`, `,
    )}, ${c.slug}, ${c.title}
    from inserted join ${c} on ${c.id} = inserted.${name('campaignId')}`;
  type Row = ViewRow & { campaignSlug: string; campaignTitle: string };
  const statement = prepareStatement<Row>(db, `orders_create_by_${by}`, query, returned);
  // The JSON document's keys are the columns' names, as the record definition above reads them.
  const columns = REQUEST_COLUMNS.map((k) => [k, o[k].name] as const);
  const insert = grouped<{ campaign: string | number; order: NewOrder }, Row>(
    async (inputs) => {
      const rows = inputs.map(({ campaign, order }) => {
        const r: Record<string, unknown> = { campaign };
        for (const [k, column] of columns) r[column] = order[k];
        return r;
      });
      const made = new Map((await statement.execute({ rows: JSON.stringify(rows), now: new Date() })).map((r) => [r.reference, r]));
      return inputs.map((i) => made.get(i.order.reference));
    },
    // A few groups at the database at once keep both cores busy; more only makes groups smaller.
    { inFlight: 2, maxSize: 100 },
  );
  return (campaign: string | number, order: NewOrder) => insert({ campaign, order });
}

async function subscriptionReference(tx: Tx, id: number): Promise<string | null> {
  const [sub] = await tx.select({ reference: s.subscriptions.reference }).from(s.subscriptions).where(eq(s.subscriptions.id, id));
  return sub?.reference ?? null;
}

export function ordersService(deps: OrdersDeps) {
  const { db, jobs } = deps;
  const insertIfOpenById = insertIfOpen(db, 'id');
  const insertIfOpenBySlug = insertIfOpen(db, 'slug');
  const orderByKey = db
    .select()
    .from(s.orders)
    .where(eq(s.orders.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('orders_by_idempotency_key');

  jobs.register(THANKS_QUEUE, async (payload) => {
    const order = await byId(Number(payload.orderId));
    if (order?.status !== 'paid') return;
    const [c] = await db.select({ title: s.campaigns.title, slug: s.campaigns.slug }).from(s.campaigns).where(eq(s.campaigns.id, order.campaignId));
    const settings = await deps.settings();
    const site = settings.foundationName;
    const extras = [
      order.tipPaise ? `\nTip to the platform: ${formatINR(order.tipPaise)}` : '',
      order.urgentPaise ? `\nUrgent causes: ${formatINR(order.urgentPaise)}` : '',
    ].join('');
    const data = {
      site,
      name: order.donorName,
      campaign: c?.title ?? '',
      amount: formatINR(order.amountPaise),
      extras,
      total: formatINR(order.totalPaise),
      reference: order.reference,
      date: formatDate(order.paidAt ?? new Date()),
      mode: order.method === 'upi' ? `UPI (UTR ${order.utr ?? ''})` : order.method === 'razorpay' ? 'Online (Razorpay)' : 'Payment simulator (test)',
      manage: await manageLine(order.subscriptionId),
      profileUrl: `${deps.publicUrl}/profile`,
      // The law in force today names the receipt (a gift is thanked within moments of paying).
      short: settings.taxLaw.shortName,
      campaignUrl: `${deps.publicUrl}/campaigns/${c?.slug ?? ''}`,
    };
    // The box the donor ticked is a consent to updates, recorded once the gift is real (a
    // retried job records nothing new: one record per order).
    if (order.whatsappUpdates) {
      await deps.privacy.record({ purpose: 'campaign-updates', email: order.donorEmail, userId: order.userId, subject: `order:${order.reference}` });
    }
    await deps.messaging.send('email', order.donorEmail, 'donation-thanks-email', data);
    await deps.messaging.send('sms', order.donorMobile, 'donation-thanks-sms', data);
    await deps.afterPaid?.(order.id);
  });

  // Withdrawn from the profile: that gift's campaign stops writing to the donor.
  deps.privacy.onWithdraw('campaign-updates', async (c) => {
    await db
      .update(s.orders)
      .set({ whatsappUpdates: false })
      .where(eq(s.orders.reference, c.subject.replace(/^order:/, '')));
  });

  /** A monthly gift's thank-you carries its manage link, as every monthly email does. */
  async function manageLine(subscriptionId: number | null): Promise<string> {
    if (!subscriptionId) return '';
    const [sub] = await db
      .select({ reference: s.subscriptions.reference, token: s.subscriptions.manageToken })
      .from(s.subscriptions)
      .where(eq(s.subscriptions.id, subscriptionId));
    return sub ? `Monthly gift ${sub.reference}: pause, change the amount or stop at ${deps.publicUrl}/subscriptions/${sub.reference}?key=${sub.token}\n` : '';
  }

  async function byId(id: number): Promise<OrderRow | undefined> {
    const [o] = await db.select().from(s.orders).where(eq(s.orders.id, id)).limit(1);
    return o;
  }

  async function byReference(reference: string): Promise<OrderRow | undefined> {
    const [o] = await db.select().from(s.orders).where(eq(s.orders.reference, reference)).limit(1);
    return o;
  }

  async function campaignOf(order: ViewRow) {
    const [c] = await db.select({ slug: s.campaigns.slug, title: s.campaigns.title }).from(s.campaigns).where(eq(s.campaigns.id, order.campaignId));
    return c ?? { slug: '', title: '' };
  }

  async function view(order: ViewRow, campaign?: { slug: string; title: string }): Promise<OrderView> {
    const open = order.status === 'created';
    const ref = order.reference;
    const extra: Partial<OrderView> = {};
    if (open && order.method === 'simulator') extra.simulatorUrl = `${deps.publicUrl}/pay/${ref}`;
    if (open && order.method === 'upi') {
      const st = await deps.settings();
      extra.upiUri = upiUri({
        vpa: st.upiId,
        payeeName: st.upiPayeeName,
        merchantCode: st.upiMerchantCode,
        reference: ref,
        totalPaise: order.totalPaise,
        note: `Donation ${ref}`,
      });
      extra.qrImageUrl = `${deps.publicUrl}/api/v1/orders/${ref}/qr.png`;
    }
    if (open && order.method === 'razorpay' && deps.gateway && order.providerOrderId) {
      extra.razorpayKeyId = deps.gateway.keyId;
      extra.razorpayOrderId = order.providerOrderId;
    }
    return {
      reference: ref,
      status: order.status,
      method: order.method,
      campaign: campaign ?? (await campaignOf(order)),
      amountPaise: order.amountPaise,
      tipPaise: order.tipPaise,
      urgentPaise: order.urgentPaise,
      totalPaise: order.totalPaise,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      utr: order.utr,
      ...extra,
    };
  }

  /** The checks that need no database (adds to `fields`); answers the total. */
  function checkAmounts(input: OrderInput, fields: Record<string, string>): number {
    if (!tipWithinGift(input.tipPaise, input.amountPaise)) fields.tipPaise = gm.tipTooLarge;
    const totalPaise = orderTotal(input);
    if (!Number.isSafeInteger(totalPaise) || totalPaise > deps.limitPaise) fields.amountPaise = gm.amountTooLarge(formatINR(deps.limitPaise));
    if (input.totalPaise !== undefined && input.totalPaise !== totalPaise) fields.totalPaise = gm.totalMismatch;
    return totalPaise;
  }

  /** Checks the input against the campaign, its products and the limits; answers the rows to store. */
  async function prepare(input: OrderInput) {
    const fields: Record<string, string> = {};
    if (!deps.methods.includes(input.method)) fields.method = gm.methodUnavailable;
    const byId = /^\d{1,9}$/.test(input.campaign);
    const [campaign] = await db
      .select({ id: s.campaigns.id, slug: s.campaigns.slug, title: s.campaigns.title, status: s.campaigns.status, endsAt: s.campaigns.endsAt })
      .from(s.campaigns)
      .where(byId ? eq(s.campaigns.id, Number(input.campaign)) : eq(s.campaigns.slug, input.campaign))
      .limit(1);
    // A draft is as unknown to donors as a campaign that does not exist.
    if (!campaign || campaign.status === 'draft') fields.campaign = gm.campaignUnknown;
    else if (campaign.status !== 'published' || (campaign.endsAt && campaign.endsAt.getTime() < Date.now())) fields.campaign = gm.campaignClosed;
    const items: OrderItem[] = [];
    if (campaign && input.items.length) {
      const ids = [...new Set(input.items.map((i) => i.productId))];
      const products = await db
        .select({ id: s.campaignProducts.id, pricePaise: s.campaignProducts.pricePaise })
        .from(s.campaignProducts)
        .where(and(eq(s.campaignProducts.campaignId, campaign.id), inArray(s.campaignProducts.id, ids)));
      const price = new Map(products.map((p) => [p.id, p.pricePaise]));
      for (const i of input.items) {
        const p = price.get(i.productId);
        if (p === undefined) fields.items = gm.itemUnknown;
        else items.push({ productId: i.productId, quantity: i.quantity, pricePaise: p });
      }
      // The campaign page's own rule for the amount box (whole rupees of Σ quantity × price).
      if (!fields.items && amountForProducts(items) * 100 !== input.amountPaise) fields.amountPaise = gm.itemsMismatch;
    }
    const totalPaise = checkAmounts(input, fields);
    if (Object.keys(fields).length) throw AppError.invalid(fields);
    const c = campaign as NonNullable<typeof campaign>;
    return { campaignId: c.id, campaign: { slug: c.slug, title: c.title }, items, totalPaise };
  }

  /** Razorpay needs its own order for each of ours before the checkout can open. */
  async function ensureGatewayOrder(order: ViewRow): Promise<ViewRow> {
    if (order.method !== 'razorpay' || order.providerOrderId || order.status !== 'created') return order;
    const gateway = deps.gateway;
    if (!gateway) throw AppError.invalid({ method: gm.methodUnavailable });
    let id: string;
    try {
      ({ id } = await gateway.createOrder({ reference: order.reference, amountPaise: order.totalPaise, notes: { campaign_id: String(order.campaignId) } }));
    } catch {
      throw new AppError('gateway_unavailable', gm.gatewayUnavailable);
    }
    const [updated] = await db
      .update(s.orders)
      .set({ providerOrderId: id, updatedAt: new Date() })
      .where(and(eq(s.orders.id, order.id), sql`${s.orders.providerOrderId} is null`))
      .returning();
    return updated ?? (await byId(order.id)) ?? order;
  }

  /** Moves an order to a new state if the state machine allows it (locked, in `tx`). */
  async function move(tx: Tx, order: OrderRow, to: OrderStatus, set: Partial<typeof s.orders.$inferInsert> = {}): Promise<OrderRow> {
    if (!canTransition(order.status, to)) throw new AppError('order_state', gm.orderState);
    const [row] = await tx
      .update(s.orders)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(eq(s.orders.id, order.id))
      .returning();
    if (!row) throw new Error('order update returned nothing');
    return row;
  }

  async function locked(tx: Tx, reference: string): Promise<OrderRow | undefined> {
    const [o] = await tx.select().from(s.orders).where(eq(s.orders.reference, reference)).for('update').limit(1);
    return o;
  }

  const service = {
    methods: deps.methods,

    async create(
      input: OrderInput,
      opts: { idempotencyKey?: string | undefined; userId?: number | null } = {},
    ): Promise<{ order: OrderView; replayed: boolean }> {
      const userId = opts.userId ?? null;
      const hash = requestHash(input, userId);
      const key = opts.idempotencyKey;
      const replay = async (existing: OrderRow) => {
        if (existing.requestHash !== hash) throw new AppError('idempotency_conflict', gm.idempotencyConflict);
        return { order: await view(await ensureGatewayOrder(existing)), replayed: true };
      };
      const existingFor = async (k: string) => (await orderByKey.execute({ key: k }))[0];
      // What either insert below stores of the request; each adds the campaign, total and items.
      const newOrder = () => ({
        reference: newReference(),
        idempotencyKey: key ?? null,
        requestHash: hash,
        userId,
        amountPaise: input.amountPaise,
        tipPaise: input.tipPaise,
        urgentPaise: input.urgentPaise,
        donorName: input.donor.name,
        donorEmail: input.donor.email,
        donorMobile: input.donor.mobile,
        donorPan: input.donor.pan ?? null,
        donorAddress: input.donor.address ?? null,
        whatsappUpdates: input.whatsappUpdates,
        hideName: input.hideName,
        method: input.method,
      });
      // The common case, a new order without products, in one round trip. When it inserts
      // nothing, the key was used (a replay: whatever the campaign is now, the path below would
      // answer that order too) or the campaign is not open (the path below says how).
      if (!input.items.length && deps.methods.includes(input.method)) {
        const fields: Record<string, string> = {};
        const totalPaise = checkAmounts(input, fields);
        if (!Object.keys(fields).length) {
          const byId = /^\d{1,9}$/.test(input.campaign);
          const row = await (byId ? insertIfOpenById : insertIfOpenBySlug)(byId ? Number(input.campaign) : input.campaign, {
            ...newOrder(),
            totalPaise,
            items: [],
          });
          if (row) return { order: await view(await ensureGatewayOrder(row), { slug: row.campaignSlug, title: row.campaignTitle }), replayed: false };
          const existing = key ? await existingFor(key) : undefined;
          if (existing) return replay(existing);
        }
      }
      // Otherwise: check, then insert, and look the key up only when the insert meets it.
      let p: Awaited<ReturnType<typeof prepare>>;
      try {
        p = await prepare(input);
      } catch (e) {
        // A retry of an order made before the campaign closed still answers that order.
        const existing = key ? await existingFor(key) : undefined;
        if (existing) return replay(existing);
        throw e;
      }
      const [row] = await db
        .insert(s.orders)
        .values({
          ...newOrder(),
          campaignId: p.campaignId,
          totalPaise: p.totalPaise,
          items: p.items,
        })
        .onConflictDoNothing({ target: s.orders.idempotencyKey })
        .returning();
      if (!row) {
        // Another request with the same key won the race: answer what it created.
        const existing = await existingFor(key ?? '');
        if (!existing) throw new Error('idempotent insert found no order');
        return replay(existing);
      }
      return { order: await view(await ensureGatewayOrder(row), p.campaign), replayed: false };
    },

    async get(reference: string): Promise<OrderView | null> {
      const o = await byReference(reference);
      return o ? view(o) : null;
    },

    async utrTaken(utr: string): Promise<boolean> {
      const [o] = await db.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.utr, utr)).limit(1);
      return o !== undefined;
    },

    /** The row itself, for the pay page and the QR image (server-side only). */
    row: byReference,

    /** The donor says they paid by UPI: the order waits for staff to match the UTR. */
    async submitUtr(reference: string, utr: string): Promise<OrderView> {
      try {
        const row = await db.transaction(async (tx) => {
          const o = await locked(tx, reference);
          if (!o) throw AppError.notFound(gm.orderNotFound);
          if (o.method !== 'upi') throw new AppError('order_state', gm.orderState);
          if (o.status === 'pending' && o.utr === utr) return o;
          // While pending, a typo in the UTR can still be corrected.
          if (o.status === 'pending') {
            const [r] = await tx.update(s.orders).set({ utr, utrSubmittedAt: new Date(), updatedAt: new Date() }).where(eq(s.orders.id, o.id)).returning();
            return r ?? o;
          }
          if (o.status !== 'created') throw new AppError('order_state', gm.orderState);
          return move(tx, o, 'pending', { utr, utrSubmittedAt: new Date() });
        });
        return view(row);
      } catch (e) {
        if (isUniqueViolation(e, 'orders_utr_uq')) throw new AppError('utr_used', gm.utrUsed, { utr: gm.utrUsed });
        throw e;
      }
    },

    /**
     * Money arrived: the order becomes paid and makes its donation, once. `by` says which path
     * confirmed it. Answers whether this call changed anything.
     */
    async settlePaid(
      reference: string,
      by: string,
      evidence: { paymentId?: string } = {},
      /** Checks the locked row before anything changes (throws to refuse). */
      check?: (o: OrderRow) => void,
    ): Promise<{ changed: boolean; order: OrderRow }> {
      const result = await db.transaction(async (tx) => {
        const o = await locked(tx, reference);
        if (!o) throw AppError.notFound(gm.orderNotFound);
        check?.(o);
        if (o.status === 'paid' || o.status === 'refunded') return { changed: false, order: o };
        const paidAt = new Date();
        const row = await move(tx, o, 'paid', { paidAt, settledBy: by, providerPaymentId: evidence.paymentId ?? o.providerPaymentId, failureReason: null });
        await addDonation(
          tx,
          {
            campaignId: row.campaignId,
            orderId: row.id,
            donorName: row.donorName,
            donorEmail: row.donorEmail,
            donorMobile: row.donorMobile,
            donorPan: row.donorPan,
            donorAddress: row.donorAddress,
            amountPaise: row.amountPaise,
            tipPaise: row.tipPaise,
            urgentPaise: row.urgentPaise,
            anonymous: row.hideName,
            status: 'paid',
            reference: row.reference,
            method: row.method,
            paidAt,
            subscriptionId: row.subscriptionId ? await subscriptionReference(tx, row.subscriptionId) : null,
          },
          row.items,
        );
        await jobs.enqueue(THANKS_QUEUE, { orderId: row.id }, { tx, maxAttempts: 6 });
        return { changed: true, order: row };
      });
      if (result.changed) deps.onPublicChange();
      return result;
    },

    /** The payment did not happen. A paid order stays paid (a late failure report changes nothing). */
    async settleFailed(reference: string, by: string, reason: string, check?: (o: OrderRow) => void): Promise<{ changed: boolean; order: OrderRow }> {
      return db.transaction(async (tx) => {
        const o = await locked(tx, reference);
        if (!o) throw AppError.notFound(gm.orderNotFound);
        check?.(o);
        if (o.status !== 'created' && o.status !== 'pending') return { changed: false, order: o };
        return { changed: true, order: await move(tx, o, 'failed', { failureReason: reason.slice(0, 300), settledBy: by }) };
      });
    },

    /** A paid order's money goes back: its donation stops counting toward the campaign. */
    async refund(reference: string, by: string): Promise<{ changed: boolean; order: OrderRow }> {
      const result = await db.transaction(async (tx) => {
        const o = await locked(tx, reference);
        if (!o) throw AppError.notFound(gm.orderNotFound);
        if (o.status === 'refunded') return { changed: false, order: o };
        const row = await move(tx, o, 'refunded', { settledBy: by });
        const [d] = await tx.select().from(s.donations).where(eq(s.donations.orderId, o.id)).for('update').limit(1);
        if (d) await refundDonation(tx, d, o.items);
        return { changed: true, order: row };
      });
      if (result.changed) deps.onPublicChange();
      return result;
    },

    /**
     * Staff matched (or could not match) a UPI order's UTR with the bank statement. The decision
     * is about the UTR they saw: a donor may still correct a pending UTR, so the order is settled
     * only if it holds that UTR when locked. Otherwise one credit could confirm two orders (seen
     * on A, then moved to B) or a corrected UTR be rejected unseen.
     */
    async verify(reference: string, decision: 'paid' | 'rejected', utr: string, staffId: number): Promise<OrderView> {
      const by = `staff:${staffId}`;
      const check = (allowed: readonly OrderStatus[]) => (o: OrderRow) => {
        if (o.method !== 'upi') throw AppError.notFound(gm.orderNotFound);
        if (!allowed.includes(o.status)) throw new AppError('order_state', gm.orderState);
        if (o.utr !== utr) throw new AppError('utr_changed', gm.utrChanged, { utr: gm.utrChanged });
      };
      const result =
        decision === 'paid'
          ? await service.settlePaid(reference, by, {}, check(['pending', 'paid']))
          : await service.settleFailed(reference, by, 'UTR not found in the bank statement', check(['pending', 'failed']));
      if (result.changed) {
        await deps.audit.record({
          actorId: staffId,
          action: 'order.verify',
          subjectType: 'order',
          subjectId: reference,
          before: { status: 'pending', utr },
          after: { status: result.order.status, utr },
        });
      }
      return view(result.order);
    },

    /** Keeps the hourly job that cancels abandoned orders waiting (called at start). */
    async ensureAbandonedSweep(): Promise<void> {
      await jobs.ensureWaiting(ABANDONED_ORDERS_QUEUE);
    },

    /**
     * Cancels one-time orders still `created` ORDER_ABANDONED_AFTER_DAYS after they were made, a
     * thousand at a time. Months of monthly gifts are the monthly sweep's, and a UTR waiting for
     * staff (`pending`) is never abandoned. Returns how many were cancelled.
     */
    async cancelAbandoned(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - ORDER_ABANDONED_AFTER_DAYS * 24 * 60 * 60_000);
      // The status is checked again as each row is updated, so a UTR sent meanwhile wins.
      const rows = await db
        .update(s.orders)
        .set({ status: 'cancelled', updatedAt: now, failureReason: `not paid within ${ORDER_ABANDONED_AFTER_DAYS} days`, settledBy: 'system:abandoned' })
        .where(
          and(
            eq(s.orders.status, 'created'),
            inArray(
              s.orders.id,
              db
                .select({ id: s.orders.id })
                .from(s.orders)
                .where(and(eq(s.orders.status, 'created'), isNull(s.orders.subscriptionId), lt(s.orders.createdAt, before)))
                .limit(1000),
            ),
          ),
        )
        .returning({ id: s.orders.id });
      return rows.length;
    },

    async pendingVerifications(limit = 200): Promise<PendingVerification[]> {
      const rows = await db
        .select({
          reference: s.orders.reference,
          utr: s.orders.utr,
          totalPaise: s.orders.totalPaise,
          donorName: s.orders.donorName,
          donorEmail: s.orders.donorEmail,
          donorMobile: s.orders.donorMobile,
          campaignTitle: s.campaigns.title,
          submittedAt: s.orders.utrSubmittedAt,
        })
        .from(s.orders)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.orders.campaignId))
        .where(and(eq(s.orders.status, 'pending'), eq(s.orders.method, 'upi')))
        .orderBy(asc(s.orders.utrSubmittedAt), asc(s.orders.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, utr: r.utr ?? '', submittedAt: (r.submittedAt ?? new Date(0)).toISOString() }));
    },

    /** The order a Razorpay order id belongs to (webhooks and the checkout callback name it). */
    async byProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
      const [o] = await db
        .select()
        .from(s.orders)
        .where(or(eq(s.orders.providerOrderId, providerOrderId)))
        .limit(1);
      return o;
    },

    labels: paymentMethodLabels,
  };
  jobs.register(ABANDONED_ORDERS_QUEUE, async () => {
    try {
      const n = await service.cancelAbandoned();
      if (n) deps.log?.info({ cancelled: n }, 'orders left at the checkout cancelled');
    } finally {
      // The next run, whatever happened to this one.
      await jobs.ensureWaiting(ABANDONED_ORDERS_QUEUE, ABANDONED_SWEEP_EVERY_MS);
    }
  });

  return service;
}

export type OrdersService = ReturnType<typeof ordersService>;
