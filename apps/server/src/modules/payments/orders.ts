// Orders: a checkout attempt from creation to a confirmed (or failed) payment. Every way a
// payment is confirmed (simulator, Razorpay's checkout callback, its webhook, staff matching a
// UTR) ends in settlePaid(), which is idempotent: the order row is locked, a paid order is left
// as it is, and the listeners that count what was bought (giving's ledger: the one donation and
// its campaign figures) run in the same transaction, once. The providers (providers/*.ts) say
// how each method is shown, prepared and refunded; nothing here branches on a method's name.
import { hash, randomFillSync } from 'node:crypto';
import {
  AppError,
  canTransition,
  currentLanguage,
  formatINR,
  givingMessages as gm,
  notYourOwn,
  type OrderInput,
  type OrderStatus,
  type OrderView,
  orderTotal,
  type PaymentMethod,
  type PendingVerification,
  tipWithinGift,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { auditingOwnDecision } from '../../platform/duties.ts';
import { insertIfOpen, type ViewRow } from './group-commit.ts';
import { razorpayInfo } from './providers/razorpay.ts';
import { simulatorInfo } from './providers/simulator.ts';
import type { OrderRow, PaymentMethodInfo, PaymentProvider } from './providers/types.ts';
import { upiInfo } from './providers/upi.ts';
import type { Seller, Subject } from './seller.ts';

/** Every method's words, offered here or not: past orders keep theirs. */
const KNOWN: ReadonlyMap<string, PaymentMethodInfo> = new Map([razorpayInfo, upiInfo, simulatorInfo].map((i) => [i.method, i]));

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type { OrderRow, Tx };
/** A product bought with a gift, at the price it had then. */
export type OrderItem = { productId: number; quantity: number; pricePaise: number };

/** Told, inside the transaction that changed the order, that it was paid or ended unpaid. */
export type OrderListener = (tx: Tx, order: OrderRow) => Promise<void>;
/** One refund of an order as payments recorded it (payment_refunds), with what the order has given back in all. */
export interface RefundEvent {
  id: number;
  key: string;
  amountPaise: number;
  /** All the order has given back, this refund included. */
  refundedPaise: number;
  /** Whether the order is now refunded whole (its status moved to 'refunded'). */
  whole: boolean;
  providerRefundId: string | null;
  by: string;
}
/** Told, inside the transaction that recorded it, of each refund of an order, in part or whole, once. */
export type RefundListener = (tx: Tx, order: OrderRow, refund: RefundEvent) => Promise<void>;

/**
 * What a module that takes money through payments says at start-up (payments.register): the
 * purpose's name (stored on each of its orders) and what payments tells it, in the transaction
 * that changes one of its orders. Payments knows no purpose by name; a new one (a membership
 * fee, a referral kit) is a registration, not a change here.
 */
export interface PurposeRegistration {
  /**
   * For the purpose whose orders payments makes from a checkout form itself (create(): a gift):
   * what such an order buys, whether it is open, priced and named. At most one purpose has one.
   */
  check?: Seller;
  /** The order was paid (once per order). */
  onPaid?: OrderListener;
  /** The unpaid order failed or was given up (once per order). */
  onEnded?: OrderListener;
  /** Money went back: each refund, in part or whole, once. */
  onRefunded?: RefundListener;
}

/** An order of a registered purpose, opened by its module in its own transaction (a shop purchase with the stock it holds). */
/** A monthly gift's month, as the monthly module asks for it (payments makes the order). */
export interface MonthOrderInput {
  reference?: string;
  requestHash: string;
  campaignId: number;
  userId: number | null;
  amountPaise: number;
  donorName: string;
  donorEmail: string;
  donorMobile: string;
  whatsappUpdates: boolean;
  method: 'upi' | 'razorpay';
  language: string;
  providerPaymentId?: string;
}

/** How staff's lists name an order besides what it bought: a monthly gift's month ("2026-12"). */
export interface OrderLabel {
  period?: string;
}
export type OrderLabeller = (orderIds: readonly number[]) => Promise<Map<number, OrderLabel>>;

/** What states() answers of an order. */
export interface OrderState {
  id: number;
  reference: string;
  status: OrderRow['status'];
  totalPaise: number;
  providerPaymentId: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface PurchaseInput {
  reference: string;
  idempotencyKey: string | null;
  requestHash: string;
  userId: number;
  totalPaise: number;
  buyer: { name: string; email: string; mobile: string };
  method: PaymentMethod;
}

export interface OrdersDeps {
  db: Db;
  /** The registered providers, the default first: the methods a donor may choose. */
  providers: readonly PaymentProvider[];
  limitPaise: number;
  /** A payment changed public figures (raised, backers, donor lists): drop cached pages. */
  onPublicChange: () => void;
  audit: Pick<AuditLog, 'record'>;
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

export function ordersService(deps: OrdersDeps) {
  const { db } = deps;
  const providers = new Map(deps.providers.map((p) => [p.method, p]));
  const methods = deps.providers.map((p) => p.method);
  // Methods whose payments staff confirm from the bank statement (UPI to our own account).
  const byUtr = [...KNOWN.values()].filter((p) => p.confirmedByUtr).map((p) => p.method);
  // The purposes registered at start-up, and payments' own observers of every order that is
  // paid, ended unpaid or refunded whole (the console's figures): told after the purpose's own.
  const purposes = new Map<string, PurposeRegistration>();
  const observers: OrderListener[] = [];
  const registered = (purpose: string): PurposeRegistration => {
    const r = purposes.get(purpose);
    if (!r) throw new Error(`no module registered the purpose '${purpose}' with payments`);
    return r;
  };
  const seller = (): Seller => {
    for (const r of purposes.values()) if (r.check) return r.check;
    throw new Error('no purpose registered with payments sells from the checkout form (giving registers gift)');
  };
  const sellerPurpose = (): string => {
    for (const [name, r] of purposes) if (r.check) return name;
    throw new Error('no purpose registered with payments sells from the checkout form');
  };
  async function tellPaid(tx: Tx, row: OrderRow) {
    await registered(row.purpose).onPaid?.(tx, row);
    for (const fn of observers) await fn(tx, row);
  }
  async function tellEnded(tx: Tx, row: OrderRow) {
    await registered(row.purpose).onEnded?.(tx, row);
    for (const fn of observers) await fn(tx, row);
  }
  // Prepared on the first order, once the seller has said what its table is.
  let inserts: { byId: ReturnType<typeof insertIfOpen>; bySlug: ReturnType<typeof insertIfOpen> } | undefined;
  const insertsOf = () => {
    inserts ??= { byId: insertIfOpen(db, 'id', seller().table), bySlug: insertIfOpen(db, 'slug', seller().table) };
    return inserts;
  };
  const orderByKey = db
    .select()
    .from(s.orders)
    .where(eq(s.orders.idempotencyKey, sql.placeholder('key')))
    .limit(1)
    .prepare('orders_by_idempotency_key');

  async function byId(id: number): Promise<OrderRow | undefined> {
    const [o] = await db.select().from(s.orders).where(eq(s.orders.id, id)).limit(1);
    return o;
  }

  /** Several orders by id in one read (a list naming each row's payment), by id; missing ids are absent. */
  async function byIds(ids: readonly number[]): Promise<Map<number, OrderRow>> {
    const unique = [...new Set(ids)];
    const rows = unique.length ? await db.select().from(s.orders).where(inArray(s.orders.id, unique)) : [];
    return new Map(rows.map((o) => [o.id, o]));
  }

  async function byReference(reference: string): Promise<OrderRow | undefined> {
    const [o] = await db.select().from(s.orders).where(eq(s.orders.reference, reference)).limit(1);
    return o;
  }

  async function subjectOf(order: ViewRow): Promise<Subject> {
    if (order.campaignId === null) return { slug: '', title: gm.shopPurchase };
    return (await seller().names([order.campaignId])).get(order.campaignId) ?? { slug: '', title: '' };
  }

  async function view(order: ViewRow, campaign?: Subject): Promise<OrderView> {
    const ref = order.reference;
    // Only an order that can still be paid shows how to pay it.
    const extra = order.status === 'created' ? ((await providers.get(order.method)?.checkoutExtras(order)) ?? {}) : {};
    return {
      reference: ref,
      purpose: order.purpose,
      status: order.status,
      method: order.method,
      campaign: campaign ?? (await subjectOf(order)),
      amountPaise: order.amountPaise,
      tipPaise: order.tipPaise,
      urgentPaise: order.urgentPaise,
      totalPaise: order.totalPaise,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      utr: order.utr,
      items: order.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
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

  /** Checks the input against what it buys (the seller's checks) and the limits; answers the rows to store. */
  async function prepare(input: OrderInput) {
    const checked = await seller().check(input);
    const fields: Record<string, string> = { ...checked.fields };
    if (!methods.includes(input.method)) fields.method = gm.methodUnavailable;
    const totalPaise = checkAmounts(input, fields);
    if (Object.keys(fields).length || checked.subjectId === undefined || !checked.subject) throw AppError.invalid(fields);
    return { campaignId: checked.subjectId, campaign: checked.subject, items: checked.items, totalPaise };
  }

  /** The provider's own preparation (Razorpay's order for ours), stored once, before the donor can pay. */
  async function prepared(order: ViewRow): Promise<ViewRow> {
    if (order.status !== 'created') return order;
    const provider = providers.get(order.method);
    if (!provider) throw AppError.invalid({ method: gm.methodUnavailable });
    const set = await provider.prepare?.(order);
    if (!set?.providerOrderId) return order;
    const [updated] = await db
      .update(s.orders)
      .set({ ...set, updatedAt: new Date() })
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

  const labellers: OrderLabeller[] = [];
  const service = {
    methods,

    /** The provider of a method this server offers (undefined for one it does not). */
    provider: (method: string): PaymentProvider | undefined => providers.get(method as PaymentMethod),

    /** What is said of a method, offered here or not (receipts and thank-yous of past orders). */
    info: (method: string): PaymentMethodInfo | undefined => KNOWN.get(method),
    /** Whether a payment by `method` is given back by a person's bank transfer (no gateway can). */
    refundsByHand: (method: string): boolean => !KNOWN.get(method)?.refundedByProvider,

    /**
     * A module says, at start-up, that it takes money for `purpose` and what it is told of its
     * orders. Once per purpose: two modules counting one order would count it twice.
     */
    register(purpose: string, registration: PurposeRegistration): void {
      if (!/^[a-z][a-z0-9-]{1,30}$/.test(purpose)) throw new Error(`a purpose is a short lower-case name, not '${purpose}'`);
      if (purposes.has(purpose)) throw new Error(`the purpose '${purpose}' is registered with payments already`);
      if (registration.check && [...purposes.values()].some((r) => r.check)) throw new Error('only one purpose sells from the checkout form');
      purposes.set(purpose, registration);
    },

    /** Names of what orders bought (the checkout purpose's subjects: campaigns), for staff lists. */
    subjectNames: (ids: readonly number[]): Promise<Map<number, Subject>> => seller().names(ids),

    /**
     * A module that made orders says, at start-up, how to name them in staff's lists (monthly: a
     * gift's month). Asked once per page or export batch, with that page's order ids.
     */
    labelOrders(fn: OrderLabeller): void {
      labellers.push(fn);
    },

    /** What the labellers say of these orders, merged. */
    async labelsOf(orderIds: readonly number[]): Promise<Map<number, OrderLabel>> {
      const out = new Map<number, OrderLabel>();
      if (!orderIds.length) return out;
      for (const found of await Promise.all(labellers.map((fn) => fn(orderIds)))) for (const [id, l] of found) out.set(id, { ...out.get(id), ...l });
      return out;
    },

    /** Payments' own code (the console's figures) watching every order paid, ended or refunded whole, of any purpose. */
    observe(fn: OrderListener): void {
      observers.push(fn);
    },

    /**
     * An order of a registered purpose, inserted in its module's transaction (a shop purchase
     * with the stock it holds); `undefined` when the key was used already (the caller answers
     * that order). The amount is the total: no tip, no add-on, and never a donation.
     */
    async open(tx: Tx, purpose: string, p: PurchaseInput): Promise<OrderRow | undefined> {
      registered(purpose);
      if (!methods.includes(p.method)) throw AppError.invalid({ method: gm.methodUnavailable });
      const [row] = await tx
        .insert(s.orders)
        .values({
          reference: p.reference,
          idempotencyKey: p.idempotencyKey,
          requestHash: p.requestHash,
          purpose,
          campaignId: null,
          userId: p.userId,
          amountPaise: p.totalPaise,
          totalPaise: p.totalPaise,
          donorName: p.buyer.name,
          donorEmail: p.buyer.email,
          donorMobile: p.buyer.mobile,
          whatsappUpdates: false,
          method: p.method,
          language: currentLanguage(),
        })
        .onConflictDoNothing({ target: s.orders.idempotencyKey })
        .returning();
      return row;
    },

    /** A shop purchase's payment (open() for the shop's purpose). */
    openPurchase: (tx: Tx, p: PurchaseInput): Promise<OrderRow | undefined> => service.open(tx, 'shop', p),

    /**
     * Gives part of a paid order back through the provider that took it (Razorpay's Refunds API;
     * the simulator answers at once), then records it and tells the order's purpose, once per
     * `key` however often it is retried: answers the provider's refund id. Null where a person
     * returns the money (UPI to our account: staff transfer it and record it with recordRefund).
     * The order stays paid; what went back is the purpose's to count.
     */
    async refundPart(order: OrderRow, amountPaise: number, key: string, by = 'payments'): Promise<{ id: string } | null> {
      if (order.status !== 'paid') throw new AppError('order_state', gm.orderState);
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > order.totalPaise) throw new AppError('order_state', gm.orderState);
      if (!KNOWN.get(order.method)?.refundedByProvider) return null;
      // Never ask the provider for more than is left (the record below checks again, locked; the
      // callers give one order's refunds back one at a time, so the two agree).
      const refunded = (await service.refundedOf([order.id])).get(order.id) ?? 0;
      const mine = await db.select({ id: s.paymentRefunds.id }).from(s.paymentRefunds).where(eq(s.paymentRefunds.key, key)).limit(1);
      if (!mine.length && refunded + amountPaise > order.totalPaise) throw new AppError('order_state', gm.orderState);
      const provider = providers.get(order.method);
      if (!provider?.refund) throw new AppError('gateway_unavailable', gm.orderState);
      const refund = await provider.refund(order, amountPaise, key);
      await service.recordRefund(order.reference, { key, amountPaise, providerRefundId: refund.id, by });
      return refund;
    },

    /**
     * Money of a paid order went back (through its provider, or by a transfer a person made and
     * recorded): written once per key, never past what the order took, and told to its purpose in
     * the same transaction. `whole` moves the order to refunded: with what it had left unless
     * `amountPaise` says less went back (charges kept).
     */
    async recordRefund(
      reference: string,
      r: { key: string; amountPaise?: number; providerRefundId?: string | null; by: string; whole?: boolean },
      /** The caller's transaction, where its own record of the refund is written in the same one. */
      inTx?: Tx,
    ): Promise<{ changed: boolean; order: OrderRow; refund: RefundEvent | null }> {
      const record = async (tx: Tx) => {
        const o = await locked(tx, reference);
        if (!o) throw AppError.notFound(gm.orderNotFound);
        const [before] = await tx
          .select({
            sum: sql<string>`coalesce(sum(${s.paymentRefunds.amountPaise}), 0)`,
            mine: sql<string | null>`max(case when ${s.paymentRefunds.key} = ${r.key} then ${s.paymentRefunds.id} end)`,
          })
          .from(s.paymentRefunds)
          .where(eq(s.paymentRefunds.orderId, o.id));
        const given = Number(before?.sum ?? 0);
        // The same refund again (a retried job, a second click): recorded once.
        if (before?.mine) return { changed: false, order: o, refund: null };
        if (o.status === 'refunded' && r.whole) return { changed: false, order: o, refund: null };
        if (o.status !== 'paid') throw new AppError('order_state', gm.orderState);
        // Whole: what it had left, or less where charges were kept (a gift's refund net of fees).
        const amountPaise = r.amountPaise ?? (r.whole ? o.totalPaise - given : 0);
        if (!Number.isSafeInteger(amountPaise) || amountPaise < 0 || given + amountPaise > o.totalPaise || (!r.whole && amountPaise === 0))
          throw new AppError('order_state', gm.orderState);
        const row = r.whole ? await move(tx, o, 'refunded', { settledBy: r.by }) : o;
        // A whole refund of an order whose parts all went back already records no empty row.
        const [made] =
          amountPaise > 0
            ? await tx
                .insert(s.paymentRefunds)
                .values({ orderId: o.id, key: r.key, amountPaise, providerRefundId: r.providerRefundId ?? null, by: r.by })
                .returning({ id: s.paymentRefunds.id })
            : [];
        const refund: RefundEvent = {
          id: made?.id ?? 0,
          key: r.key,
          amountPaise,
          refundedPaise: given + amountPaise,
          whole: Boolean(r.whole),
          providerRefundId: r.providerRefundId ?? null,
          by: r.by,
        };
        await registered(row.purpose).onRefunded?.(tx, row, refund);
        if (r.whole) for (const fn of observers) await fn(tx, row);
        return { changed: true, order: row, refund };
      };
      const result = inTx ? await record(inTx) : await db.transaction(record);
      if (result.changed && result.order.status === 'refunded') deps.onPublicChange();
      return result;
    },

    /** What each of these orders has given back so far (payment_refunds); absent for none. */
    async refundedOf(orderIds: readonly number[]): Promise<Map<number, number>> {
      if (!orderIds.length) return new Map();
      const rows = await db
        .select({ orderId: s.paymentRefunds.orderId, sum: sql<string>`sum(${s.paymentRefunds.amountPaise})` })
        .from(s.paymentRefunds)
        .where(inArray(s.paymentRefunds.orderId, [...orderIds]))
        .groupBy(s.paymentRefunds.orderId);
      return new Map(rows.map((r) => [r.orderId, Number(r.sum)]));
    },

    /** The order a key made, for a retried purchase. */
    byIdempotencyKey: async (key: string): Promise<OrderRow | undefined> => (await orderByKey.execute({ key }))[0],

    /** A created order's view, prepared with its provider (Razorpay's order), for the buyer to pay. */
    viewPrepared: async (order: OrderRow): Promise<OrderView> => view(await prepared(order)),

    /**
     * An order whose payment never started is given up (a shop purchase not paid in time, or
     * cancelled by its buyer): answers whether it changed. A UPI order whose UTR waits for staff
     * is not: the money may be on its way.
     */
    async cancel(reference: string, by: string, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const o = await locked(tx, reference);
        if (o?.status !== 'created') return false;
        const row = await move(tx, o, 'cancelled', { failureReason: reason.slice(0, 300), settledBy: by });
        await tellEnded(tx, row);
        return true;
      });
    },

    /**
     * A monthly gift's month: its order, standing (open until the monthly module says, never
     * swept as abandoned). Made in the monthly module's transaction, which records the month
     * (subscription_months) with it, so a month is asked for at most once (decision 0026).
     */
    async openMonth(tx: Tx | Db, month: MonthOrderInput): Promise<{ id: number; reference: string }> {
      const [row] = await tx
        .insert(s.orders)
        .values({ ...month, reference: month.reference ?? newReference(), totalPaise: month.amountPaise, purpose: sellerPurpose(), standing: true })
        .returning({ id: s.orders.id, reference: s.orders.reference });
      if (!row) throw new Error('month order insert returned nothing');
      return row;
    },

    /**
     * Orders given up by the module that made them (a monthly gift stopped: the months it asked
     * for and were not paid are not owed any more). Each still unpaid moves to cancelled by the
     * state machine and tells its purpose's listeners, as any order given up does. In the
     * caller's transaction. Answers how many.
     */
    async cancelUnpaid(tx: Tx, orderIds: readonly number[], reason: string, by: string): Promise<number> {
      if (!orderIds.length) return 0;
      const open = await tx
        .select()
        .from(s.orders)
        // Standing orders only (a module's own months): never a checkout's order handed in by mistake.
        .where(and(inArray(s.orders.id, [...orderIds]), eq(s.orders.status, 'created'), eq(s.orders.standing, true)))
        .orderBy(asc(s.orders.id))
        .for('update');
      for (const o of open) {
        const row = await move(tx, o, 'cancelled', { failureReason: reason.slice(0, 300), settledBy: by });
        await tellEnded(tx, row);
      }
      return open.length;
    },

    /** What a module that made orders reads of them (their state, reference and payment), by id. */
    async states(orderIds: readonly number[], tx: Tx | Db = db): Promise<Map<number, OrderState>> {
      if (!orderIds.length) return new Map();
      const rows = await tx
        .select({
          id: s.orders.id,
          reference: s.orders.reference,
          status: s.orders.status,
          totalPaise: s.orders.totalPaise,
          providerPaymentId: s.orders.providerPaymentId,
          paidAt: s.orders.paidAt,
          createdAt: s.orders.createdAt,
        })
        .from(s.orders)
        .where(inArray(s.orders.id, [...new Set(orderIds)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async create(
      input: OrderInput,
      opts: { idempotencyKey?: string | undefined; userId?: number | null } = {},
    ): Promise<{ order: OrderView; replayed: boolean }> {
      const userId = opts.userId ?? null;
      const hash = requestHash(input, userId);
      const key = opts.idempotencyKey;
      const replay = async (existing: OrderRow) => {
        if (existing.requestHash !== hash) throw new AppError('idempotency_conflict', gm.idempotencyConflict);
        return { order: await view(await prepared(existing)), replayed: true };
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
        // The page's language when the donor gave: their thank-you and receipt are written in it.
        language: currentLanguage(),
        purpose: sellerPurpose(),
      });
      // The common case, a new order without products, in one round trip. When it inserts
      // nothing, the key was used (a replay: whatever the campaign is now, the path below would
      // answer that order too) or the campaign is not open (the path below says how).
      if (!input.items.length && methods.includes(input.method)) {
        const fields: Record<string, string> = {};
        const totalPaise = checkAmounts(input, fields);
        if (!Object.keys(fields).length) {
          const byId = /^\d{1,9}$/.test(input.campaign);
          const row = await (byId ? insertsOf().byId : insertsOf().bySlug)(byId ? Number(input.campaign) : input.campaign, {
            ...newOrder(),
            totalPaise,
            items: [],
          });
          if (row) return { order: await view(await prepared(row), { slug: row.subjectSlug, title: row.subjectTitle }), replayed: false };
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
      return { order: await view(await prepared(row), p.campaign), replayed: false };
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
    byId,
    byIds,
    newReference,

    /** The donor withdrew the consent to updates given with this order. */
    async stopUpdates(reference: string): Promise<void> {
      await db.update(s.orders).set({ whatsappUpdates: false }).where(eq(s.orders.reference, reference));
    },

    /** The donor says they paid by UPI: the order waits for staff to match the UTR. */
    async submitUtr(reference: string, utr: string): Promise<OrderView> {
      try {
        const row = await db.transaction(async (tx) => {
          const o = await locked(tx, reference);
          if (!o) throw AppError.notFound(gm.orderNotFound);
          if (!KNOWN.get(o.method)?.confirmedByUtr) throw new AppError('order_state', gm.orderState);
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
        await tellPaid(tx, row);
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
        const row = await move(tx, o, 'failed', { failureReason: reason.slice(0, 300), settledBy: by });
        await tellEnded(tx, row);
        return { changed: true, order: row };
      });
    },

    /**
     * A paid order's money goes back whole (a gift: its donation stops counting toward the
     * campaign), recorded by whoever gave it back, once.
     */
    async refund(reference: string, by: string): Promise<{ changed: boolean; order: OrderRow }> {
      const { changed, order } = await service.recordRefund(reference, { key: `whole:${reference}`, by, whole: true });
      return { changed, order };
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
        if (!KNOWN.get(o.method)?.confirmedByUtr) throw AppError.notFound(gm.orderNotFound);
        // Nobody confirms (or turns down) a payment for their own order (issue 38): a typed UTR is
        // only a claim, and the one who made it is the last to check it against the bank.
        notYourOwn(staffId, [o.userId]);
        if (!allowed.includes(o.status)) throw new AppError('order_state', gm.orderState);
        if (o.utr !== utr) throw new AppError('utr_changed', gm.utrChanged, { utr: gm.utrChanged });
      };
      const result = await auditingOwnDecision(deps.audit, staffId, { action: 'order.verify', subjectType: 'order', subjectId: reference }, () =>
        decision === 'paid'
          ? service.settlePaid(reference, by, {}, check(['pending', 'paid']))
          : service.settleFailed(reference, by, 'UTR not found in the bank statement', check(['pending', 'failed'])),
      );
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

    async pendingVerifications(limit = 200): Promise<PendingVerification[]> {
      const rows = await db
        .select({
          reference: s.orders.reference,
          utr: s.orders.utr,
          totalPaise: s.orders.totalPaise,
          donorName: s.orders.donorName,
          donorEmail: s.orders.donorEmail,
          donorMobile: s.orders.donorMobile,
          subjectId: s.orders.campaignId,
          submittedAt: s.orders.utrSubmittedAt,
        })
        .from(s.orders)
        .where(and(eq(s.orders.status, 'pending'), inArray(s.orders.method, byUtr)))
        .orderBy(asc(s.orders.utrSubmittedAt), asc(s.orders.id))
        .limit(limit);
      const names = await seller().names(rows.flatMap((r) => (r.subjectId === null ? [] : [r.subjectId])));
      return rows.map(({ subjectId, ...r }) => ({
        ...r,
        campaignTitle: subjectId === null ? gm.shopPurchase : (names.get(subjectId)?.title ?? ''),
        utr: r.utr ?? '',
        submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
      }));
    },

    /** The order a Razorpay order id belongs to (webhooks and the checkout callback name it). */
    async byProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
      const [o] = await db.select().from(s.orders).where(eq(s.orders.providerOrderId, providerOrderId)).limit(1);
      return o;
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof ordersService>;
