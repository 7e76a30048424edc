// The crash test's shop part (run by bench/crash.ts, after the gifts, on the same server and
// database): "SIGKILL during a burst of shop checkouts loses no paid order and sells no stock
// twice". The demo seed's approved vendors and products are the shop; the bench gives four of
// their variations (two from each of two vendors) a small stock, fewer units than the burst
// asks for, so it runs out. Signed-in buyers (accounts written to the database as the tests'
// helpers write them, signed in through POST /api/v1/auth/login, an address through
// POST /api/v1/me/addresses) each make purchases one after the other:
//   - the cart made to hold exactly the chosen lines (GET, DELETE, POST, PATCH
//     /api/v1/shop/cart/items; a line the stock cannot cover is refused with 422 and dropped);
//   - POST /api/v1/shop/orders with its own Idempotency-Key (201 new, 200 replayed, 409
//     out_of_stock when the stock is gone); a few sent twice on purpose, in a row or at once;
//   - the payment confirmed through the simulator (70 % success, 15 % failure, 15 % never).
// Every request goes through crash.ts's send (network errors and 5xx retried with the same key,
// body and reference) and counts towards the kills. Then the database is read directly:
//   - every variation: stock >= 0, and stock + units held by orders (paid, accepted, shipped,
//     delivered, or placed with the payment still open) the same as before the burst;
//   - every acknowledged checkout is one payment (purpose 'shop') for its key, with one vendor
//     order per vendor, each variation on one line with the quantity and price the cart had;
//     a 409 or a refused cart left none; no payment for a key nobody was answered about;
//   - a payment acknowledged paid left every vendor order paid (once: one "paid" and one
//     "new-order" mail each), a decline left them cancelled with the stock back, an unpaid one
//     placed and holding;
//   - no purchase made a donation or moved a campaign's raised_paise or backers.
import { hash } from '@node-rs/argon2';
import type pg from 'pg';
import type { CrashHarness } from './crash.ts';

export interface ShopCounts {
  buyers: number;
  vendors: number;
  variants: number;
  /** Units of the chosen variations in stock when the burst began. */
  initialUnits: number;
  /** Purchases that reached POST /api/v1/shop/orders. */
  checkouts: number;
  /** Purchases given up at the cart: the stock could not cover any chosen line (422). */
  cartRefused: number;
  placed: number;
  created201: number;
  replayed200: number;
  /** Checkouts answered 409 out_of_stock (and so nothing placed). */
  soldOut: number;
  ackedPaid: number;
  ackedDeclined: number;
  neverConfirmed: number;
  retries: number;
  serverErrors5xx: number;
  repeats: number;
  lostAnswerCommitted: number;
  lostAnswerRecreated: number;
  /** Two identical checkouts at once: one placed the purchase, the other answered 409 out_of_stock (the key replayed 200 after). */
  twinSoldOut: number;
  paymentsInDb: number;
  shopOrdersInDb: number;
  paidShopOrdersInDb: number;
  linesInDb: number;
  paidMailJobs: number;
  /** Units of the chosen variations in the burst's paid (or later) orders, in its unpaid placed ones, and left in stock. */
  unitsSold: number;
  unitsHeld: number;
  unitsLeft: number;
  variantsChecked: number;
  donationsFromShop: number;
  campaignsMoved: number;
}

interface Buyer {
  index: number;
  userId: number;
  token: string;
  addressId: number;
}

interface Variant {
  id: number;
  vendorId: number;
  pricePaise: number;
  stock: number;
}

interface CartLine {
  variantId: number;
  quantity: number;
  pricePaise: number;
  vendor: { id: number };
}

/** One purchase as its buyer saw it. */
interface ShopAttempt {
  key: string;
  buyer: number;
  userId: number;
  outcome: 'success' | 'failure' | 'none';
  /** The cart as it was checked out. */
  lines: CartLine[];
  result: 'pending' | 'cartRefused' | 'soldOut' | 'placed';
  reference?: string;
  references: Set<string>;
  confirmAcked: boolean;
  abandoned?: string;
}

interface Snapshot {
  stock: Map<number, number>;
  held: Map<number, number>;
  lastOrderId: number;
  campaigns: Map<number, string>;
  donations: number;
}

export interface ShopRun {
  run: number;
  purchasesPerBuyer: number;
  buyers: Buyer[];
  variants: Variant[];
  vendorCount: number;
  /** About how many operations the burst acknowledges (where crash.ts puts its kills). */
  expectedAcks: number;
  counts: ShopCounts;
  attempts: ShopAttempt[];
  /** Checkouts sent and not yet acknowledged (retries included). */
  checkoutsUnderWay: number;
  before: Snapshot;
}

type Envelope<T> = { data?: T; code?: string; errors?: Record<string, string> };
type CartAnswer = Envelope<{ lines: CartLine[] }>;
type PurchaseAnswer = Envelope<{ payment: { reference: string; status: string; totalPaise: number }; orders: { reference: string; status: string }[] }>;

const PASSWORD = 'Bench-Buyer-Password-1';
/** A vendor order in one of these holds its units for good (until a cancel or return gives them back). */
const PAID_STATES = new Set(['paid', 'accepted', 'shipped', 'delivered']);
const HOLDING = `(so.status in ('paid', 'accepted', 'shipped', 'delivered') or (so.status = 'placed' and o.status in ('created', 'pending')))`;

const auth = (b: Buyer) => ({ authorization: `Bearer ${b.token}` });
const num = (x: unknown) => Number(x ?? 0);

async function stockNow(db: pg.Client): Promise<Map<number, number>> {
  const r = await db.query<{ id: number; stock: number }>('select id, stock from product_variants');
  return new Map(r.rows.map((x) => [x.id, x.stock]));
}

/** Units every variation has in orders holding stock (the seed's purchase too). */
async function heldNow(db: pg.Client): Promise<Map<number, number>> {
  const r = await db.query<{ variant_id: number; n: string }>(`
    select l.variant_id, sum(l.quantity) as n
      from shop_order_lines l join shop_orders so on so.id = l.shop_order_id join orders o on o.id = so.payment_order_id
     where l.variant_id is not null and ${HOLDING}
     group by 1`);
  return new Map(r.rows.map((x) => [x.variant_id, num(x.n)]));
}

async function campaignsNow(db: pg.Client): Promise<Map<number, string>> {
  const r = await db.query<{ id: number; raised_paise: string; backers: number }>('select id, raised_paise, backers from campaigns');
  return new Map(r.rows.map((c) => [c.id, `${c.raised_paise}/${c.backers}`]));
}

/**
 * The shop the burst buys from, its buyers signed in with an address each, and the database as
 * it is before the burst. Called with the server up and no kill due.
 */
export async function prepareShop(db: pg.Client, h: CrashHarness, o: { run: number; buyers: number; purchasesPerBuyer: number }): Promise<ShopRun> {
  // Two approved vendors' products (not packages or listings) on sale, two variations each.
  const onSale = await db.query<{ id: number; vendor_id: number; price_paise: string; stock: number }>(`
    select v.id, p.vendor_id, v.price_paise, v.stock
      from product_variants v join products p on p.id = v.product_id join vendors ve on ve.id = p.vendor_id
     where p.kind = 'product' and p.status = 'published' and p.moderation <> 'taken_down' and ve.status = 'approved' and v.stock > 0
     order by p.vendor_id, v.id`);
  const byVendor = new Map<number, Variant[]>();
  for (const r of onSale.rows) {
    const list = byVendor.get(r.vendor_id) ?? [];
    if (list.length < 2) list.push({ id: r.id, vendorId: r.vendor_id, pricePaise: num(r.price_paise), stock: 0 });
    byVendor.set(r.vendor_id, list);
  }
  const variants = [...byVendor.values()]
    .filter((l) => l.length === 2)
    .slice(0, 2)
    .flat();
  if (variants.length < 4) throw new Error('the demo seed has no two approved vendors with two variations on sale each');
  // About one unit for every two checkouts the burst will try: it runs out about halfway.
  const purchases = o.buyers * o.purchasesPerBuyer;
  const share = Math.max(2, Math.round(purchases / 2 / variants.length));
  for (const v of variants) {
    v.stock = Math.max(1, Math.round(share * (0.6 + h.rand() * 0.8)));
    await db.query('update product_variants set stock = $2 where id = $1', [v.id, v.stock]);
  }

  // Buyers: accounts as the tests' helpers make them, then signed in and given an address through the API.
  const passwordHash = await hash(PASSWORD);
  const buyers: Buyer[] = [];
  for (let i = 0; i < o.buyers; i++) {
    const email = `crash.shop.${o.run}.${i}@example.org`;
    await db.query("insert into users (full_name, email, phone, role, password_hash) values ($1, $2, $3, 'user', $4)", [
      `Crash Buyer ${i}`,
      email,
      `98${String(o.run % 100).padStart(2, '0')}${String(i).padStart(6, '0')}`,
      passwordHash,
    ]);
  }
  const signIn = async (i: number): Promise<Buyer> => {
    const email = `crash.shop.${o.run}.${i}@example.org`;
    const login = await h.send<{ api_token?: string; data?: { id: number } }>(`login ${email}`, '/api/v1/auth/login', { email, password: PASSWORD });
    const token = login.json?.api_token;
    const userId = login.json?.data?.id;
    if (!token || !userId) throw new Error(`login as ${email} answered ${login.status} without a token`);
    const address = await h.send<Envelope<{ id: number }>>(
      `address of ${email}`,
      '/api/v1/me/addresses',
      { name: `Crash Buyer ${i}`, phone: '98290 11111', line1: `${i + 1} Lake Road`, city: 'Bhopal', state: 'Madhya Pradesh', pinCode: '462001' },
      { authorization: `Bearer ${token}` },
    );
    const addressId = address.json?.data?.id;
    if (!addressId) throw new Error(`the address of ${email} answered ${address.status} without an id`);
    return { index: i, userId, token, addressId };
  };
  for (let i = 0; i < o.buyers; i += 5) buyers.push(...(await Promise.all(Array.from({ length: Math.min(5, o.buyers - i) }, (_, j) => signIn(i + j)))));

  const last = await db.query<{ n: string | null }>('select max(id) as n from orders');
  const donations = await db.query<{ n: string }>('select count(*) as n from donations');
  const initialUnits = variants.reduce((n, v) => n + v.stock, 0);
  return {
    run: o.run,
    purchasesPerBuyer: o.purchasesPerBuyer,
    buyers,
    variants,
    vendorCount: new Set(variants.map((v) => v.vendorId)).size,
    // A purchase: the cart read, one or two changes to it, the checkout, most a confirmation.
    expectedAcks: Math.round(purchases * 4),
    counts: {
      buyers: o.buyers,
      vendors: new Set(variants.map((v) => v.vendorId)).size,
      variants: variants.length,
      initialUnits,
      checkouts: 0,
      cartRefused: 0,
      placed: 0,
      created201: 0,
      replayed200: 0,
      soldOut: 0,
      ackedPaid: 0,
      ackedDeclined: 0,
      neverConfirmed: 0,
      retries: 0,
      serverErrors5xx: 0,
      repeats: 0,
      lostAnswerCommitted: 0,
      lostAnswerRecreated: 0,
      twinSoldOut: 0,
      paymentsInDb: 0,
      shopOrdersInDb: 0,
      paidShopOrdersInDb: 0,
      linesInDb: 0,
      paidMailJobs: 0,
      unitsSold: 0,
      unitsHeld: 0,
      unitsLeft: 0,
      variantsChecked: 0,
      donationsFromShop: 0,
      campaignsMoved: 0,
    },
    attempts: [],
    checkoutsUnderWay: 0,
    before: {
      stock: await stockNow(db),
      held: await heldNow(db),
      lastOrderId: num(last.rows[0]?.n),
      campaigns: await campaignsNow(db),
      donations: num(donations.rows[0]?.n),
    },
  };
}

/** What a kill hit: the checkouts under way when it came, and (read once the process is dead) the units left. */
export function shopKillNote(db: pg.Client, shop: ShopRun): { now: () => string; after: (now: string) => Promise<string> } {
  return {
    now: () => `${shop.checkoutsUnderWay} checkouts under way`,
    after: async (now) => {
      const r = await db.query<{ n: string }>('select coalesce(sum(stock), 0) as n from product_variants where id = any($1)', [shop.variants.map((v) => v.id)]);
      return `${now}, ${num(r.rows[0]?.n)} of ${shop.counts.initialUnits} units left`;
    },
  };
}

/**
 * Makes the buyer's cart hold exactly `want` (reading it again after each round of changes, so
 * an add whose answer a crash lost and whose retry added again is put right). A line the stock
 * cannot cover is refused (422) and dropped; null when none is left.
 */
async function fillCart(h: CrashHarness, b: Buyer, want: { variantId: number; quantity: number }[]): Promise<CartLine[] | null> {
  const wanted = new Map(want.map((w) => [w.variantId, w.quantity]));
  for (let round = 0; round < 6; round++) {
    const cart = await h.send<CartAnswer>(`cart of buyer ${b.index}`, '/api/v1/shop/cart/items', undefined, auth(b), { method: 'GET' });
    h.acknowledged();
    const lines = cart.json?.data?.lines ?? h.fail(`cart of buyer ${b.index}: HTTP ${cart.status} without lines`);
    if (!wanted.size) return null;
    if (lines.length === wanted.size && lines.every((l) => wanted.get(l.variantId) === l.quantity)) return lines;
    for (const l of lines) {
      if (wanted.has(l.variantId)) continue;
      await h.send(`cart of buyer ${b.index}: remove ${l.variantId}`, `/api/v1/shop/cart/items/${l.variantId}`, undefined, auth(b), { method: 'DELETE' });
      h.acknowledged();
    }
    for (const [variantId, quantity] of wanted) {
      const have = lines.find((l) => l.variantId === variantId);
      if (!have) {
        const added = await h.send<CartAnswer>(
          `cart of buyer ${b.index}: add ${quantity} × ${variantId}`,
          '/api/v1/shop/cart/items',
          { variantId, quantity },
          auth(b),
          { accept: (status, json) => status === 422 && Boolean((json as CartAnswer | undefined)?.errors?.quantity) },
        );
        h.acknowledged();
        if (added.status === 422) wanted.delete(variantId); // not enough left: the buyer takes the rest
      } else if (have.quantity !== quantity) {
        await h.send(`cart of buyer ${b.index}: ${quantity} × ${variantId}`, `/api/v1/shop/cart/items/${variantId}`, { quantity }, auth(b), {
          method: 'PATCH',
        });
        h.acknowledged();
      }
    }
  }
  return h.fail(`the cart of buyer ${b.index} never held what was asked for`);
}

/** The burst: every buyer's purchases, one after the other, all buyers at once. */
export async function shopBurst(h: CrashHarness, shop: ShopRun): Promise<void> {
  const c = shop.counts;
  const v = (msg: string) => h.violate(`shop: ${msg}`);

  const checkout = async (a: ShopAttempt, b: Buyer, label: string) => {
    shop.checkoutsUnderWay++;
    let r: { status: number; json: PurchaseAnswer | undefined; failedAttempts: number };
    try {
      r = await h.send<PurchaseAnswer>(
        `checkout ${a.key}${label}`,
        '/api/v1/shop/orders',
        { addressId: b.addressId, method: 'simulator', smsUpdates: false },
        { ...auth(b), 'idempotency-key': a.key },
        { accept: (status, json) => status === 409 && (json as PurchaseAnswer | undefined)?.code === 'out_of_stock' },
      );
    } finally {
      shop.checkoutsUnderWay--;
    }
    h.acknowledged();
    if (r.status === 409) return { status: r.status, failedAttempts: r.failedAttempts };
    const ref = r.json?.data?.payment?.reference ?? h.fail(`checkout ${a.key}: HTTP ${r.status} without a payment reference`);
    if (r.status === 201) c.created201++;
    else if (r.status === 200) c.replayed200++;
    else h.fail(`checkout ${a.key}: HTTP ${r.status}`);
    a.references.add(ref);
    const vendors = new Set(a.lines.map((l) => l.vendor.id)).size;
    if (r.json?.data?.orders.length !== vendors) v(`checkout ${a.key}: answered ${r.json?.data?.orders.length} vendor orders for ${vendors} vendors`);
    return { status: r.status, failedAttempts: r.failedAttempts };
  };

  const confirm = async (a: ShopAttempt, label: string) => {
    const r = await h.send(`pay ${a.reference}${label}`, `/api/v1/payments/simulator/${a.reference}`, { outcome: a.outcome });
    h.acknowledged();
    const want = a.outcome === 'success' ? 'paid' : 'failed';
    if (r.json?.data?.status !== want) v(`payment ${a.reference}: its ${a.outcome} confirmation answered status ${r.json?.data?.status}, not ${want}`);
  };

  const buyer = async (b: Buyer) => {
    for (let i = 0; i < shop.purchasesPerBuyer; i++) {
      const first = shop.variants[Math.floor(h.rand() * shop.variants.length)] as Variant;
      const second = shop.variants[Math.floor(h.rand() * shop.variants.length)] as Variant;
      const chosen = h.rand() < 0.3 && second.id !== first.id ? [first, second] : [first];
      const want = chosen.map((x) => ({ variantId: x.id, quantity: h.rand() < 0.25 ? 2 : 1 }));
      const roll = h.rand();
      const a: ShopAttempt = {
        key: `crash-shop-${shop.run}-${b.index}-${i}-${Math.floor(h.rand() * 1e9).toString(36)}`,
        buyer: b.index,
        userId: b.userId,
        outcome: roll < 0.7 ? 'success' : roll < 0.85 ? 'failure' : 'none',
        lines: [],
        result: 'pending',
        references: new Set(),
        confirmAcked: false,
      };
      shop.attempts.push(a);
      const repeat = h.rand();
      try {
        const lines = await fillCart(h, b, want);
        if (!lines) {
          a.result = 'cartRefused';
          c.cartRefused++;
          continue;
        }
        a.lines = lines;
        c.checkouts++;
        let placed: boolean;
        if (repeat < 0.05) {
          // The buyer's double click: the same checkout twice at once.
          c.repeats++;
          const [x, y] = await Promise.all([checkout(a, b, ' (concurrent 1)'), checkout(a, b, ' (concurrent 2)')]);
          if (x.status === 201 && y.status === 201) v(`key ${a.key}: two concurrent identical checkouts both answered 201`);
          placed = x.status !== 409 || y.status !== 409;
          if (placed && (x.status === 409 || y.status === 409)) {
            // The twin lost the race for the last units before the winner's key was committed:
            // asked again now, the key must answer the purchase it made.
            c.twinSoldOut++;
            const again = await checkout(a, b, ' (after its twin)');
            if (again.status !== 200) v(`key ${a.key}: asked again after its concurrent twin, answered ${again.status}, not 200`);
          }
        } else {
          const once = await checkout(a, b, '');
          placed = once.status !== 409;
          if (placed && once.failedAttempts > 0) c[once.status === 200 ? 'lostAnswerCommitted' : 'lostAnswerRecreated']++;
          if (placed && repeat < 0.1) {
            c.repeats++;
            const again = await checkout(a, b, ' (repeat)');
            if (again.status !== 200) v(`key ${a.key}: a repeat of an acknowledged checkout answered ${again.status}, not 200`);
          }
        }
        if (!placed) {
          a.result = 'soldOut';
          c.soldOut++;
          continue;
        }
        if (a.references.size !== 1) v(`key ${a.key}: answers named ${a.references.size} payments (${[...a.references].join(', ')})`);
        a.reference = [...a.references][0];
        a.result = 'placed';
        c.placed++;
        if (a.outcome === 'none') continue;
        if (a.outcome === 'success' && h.rand() < 0.05) {
          c.repeats++;
          await Promise.all([confirm(a, ' (concurrent 1)'), confirm(a, ' (concurrent 2)')]);
        } else {
          await confirm(a, '');
        }
        a.confirmAcked = true;
        if (a.outcome === 'success' && h.rand() < 0.05) {
          c.repeats++;
          await confirm(a, ' (repeat)');
        }
      } catch (err) {
        const msg = h.unexpected(err);
        if (msg === undefined) throw err;
        a.abandoned = msg;
        v(`buyer ${b.index}: ${msg}`);
      }
    }
  };

  await Promise.all(shop.buyers.map((b) => buyer(b)));
  c.ackedPaid = shop.attempts.filter((a) => a.confirmAcked && a.outcome === 'success').length;
  c.ackedDeclined = shop.attempts.filter((a) => a.confirmAcked && a.outcome === 'failure').length;
  c.neverConfirmed = shop.attempts.filter((a) => a.result === 'placed' && a.outcome === 'none').length;
}

/** The checks, on the database with the server stopped. */
export async function shopChecks(db: pg.Client, shop: ShopRun, violate: (msg: string) => void): Promise<void> {
  const c = shop.counts;
  const v = (msg: string) => violate(`shop: ${msg}`);
  const before = shop.before;

  // Stock: never below zero, and every unit either still in stock or held by an order, as before.
  const stock = await stockNow(db);
  const held = await heldNow(db);
  for (const id of new Set([...before.stock.keys(), ...stock.keys()])) {
    c.variantsChecked++;
    const [s0, h0, s1, h1] = [before.stock.get(id) ?? 0, before.held.get(id) ?? 0, stock.get(id) ?? 0, held.get(id) ?? 0];
    if (s1 < 0) v(`variation ${id}: stock ${s1}`);
    if (s1 + h1 !== s0 + h0) v(`variation ${id}: stock ${s1} + ${h1} held by orders = ${s1 + h1}, before the burst ${s0} + ${h0} = ${s0 + h0}`);
  }

  // The burst's payments, vendor orders, lines and mails.
  type PayRow = { id: string; reference: string; idempotency_key: string | null; status: string; user_id: number | null; total_paise: string };
  type SoRow = { id: string; reference: string; payment_order_id: string; vendor_id: number; status: string; cancelled_by: string | null };
  type LineRow = { shop_order_id: string; variant_id: number | null; quantity: number; unit_price_paise: string };
  const pays = (
    await db.query<PayRow>(`select id, reference, idempotency_key, status, user_id, total_paise from orders where id > $1 and purpose = 'shop' order by id`, [
      before.lastOrderId,
    ])
  ).rows;
  const sos = (
    await db.query<SoRow>('select id, reference, payment_order_id, vendor_id, status, cancelled_by from shop_orders where payment_order_id > $1 order by id', [
      before.lastOrderId,
    ])
  ).rows;
  const lines = (
    await db.query<LineRow>(
      `select l.shop_order_id, l.variant_id, l.quantity, l.unit_price_paise
         from shop_order_lines l join shop_orders so on so.id = l.shop_order_id
        where so.payment_order_id > $1 order by l.id`,
      [before.lastOrderId],
    )
  ).rows;
  const mails = (
    await db.query<{ order_id: string; event: string; n: number }>(
      `select payload->>'orderId' as order_id, payload->>'event' as event, count(*)::int as n from jobs where queue = 'shop-order-mail' group by 1, 2`,
    )
  ).rows;
  c.paymentsInDb = pays.length;
  c.shopOrdersInDb = sos.length;
  c.paidShopOrdersInDb = sos.filter((x) => PAID_STATES.has(x.status)).length;
  c.linesInDb = lines.length;

  const payById = new Map(pays.map((p) => [num(p.id), p]));
  const byKey = new Map<string, PayRow[]>();
  for (const p of pays) if (p.idempotency_key) byKey.set(p.idempotency_key, [...(byKey.get(p.idempotency_key) ?? []), p]);
  const sosOf = new Map<number, SoRow[]>();
  for (const so of sos) sosOf.set(num(so.payment_order_id), [...(sosOf.get(num(so.payment_order_id)) ?? []), so]);
  const linesOf = new Map<number, LineRow[]>();
  for (const l of lines) linesOf.set(num(l.shop_order_id), [...(linesOf.get(num(l.shop_order_id)) ?? []), l]);
  const mailsOf = (orderId: number, event: string) => mails.find((m) => num(m.order_id) === orderId && m.event === event)?.n ?? 0;
  c.paidMailJobs = sos.reduce((n, so) => n + mailsOf(num(so.id), 'paid'), 0);

  const placedKeys = new Set<string>();
  for (const a of shop.attempts) {
    const rows = byKey.get(a.key) ?? [];
    if (a.result !== 'placed') {
      if (a.result === 'soldOut' && rows.length) v(`key ${a.key}: answered 409 out_of_stock, yet payment ${rows[0]?.reference} was made for it`);
      else if (a.result === 'cartRefused' && rows.length) v(`key ${a.key}: never checked out, yet payment ${rows[0]?.reference} has it`);
      else if (rows.length > 1) v(`key ${a.key} (never acknowledged): ${rows.length} payments`);
      continue;
    }
    placedKeys.add(a.key);
    if (rows.length !== 1) {
      v(`acknowledged key ${a.key}: ${rows.length} payments with that key (want 1)`);
      continue;
    }
    const pay = rows[0] as PayRow;
    if (pay.reference !== a.reference) v(`acknowledged key ${a.key}: the answer said ${a.reference}, the database has ${pay.reference}`);
    if (pay.user_id !== a.userId) v(`payment ${pay.reference}: buyer ${pay.user_id}, checked out by ${a.userId}`);
    const total = a.lines.reduce((n, l) => n + l.pricePaise * l.quantity, 0);
    if (num(pay.total_paise) !== total) v(`payment ${pay.reference}: total ${pay.total_paise}, the cart came to ${total}`);
    const orders = sosOf.get(num(pay.id)) ?? [];
    // One vendor order per vendor, each variation on one line, as the cart had it.
    for (const vendorId of new Set([...a.lines.map((l) => l.vendor.id), ...orders.map((o) => o.vendor_id)])) {
      const mine = orders.filter((o) => o.vendor_id === vendorId);
      if (mine.length !== 1)
        v(`payment ${pay.reference}: ${mine.length} orders for vendor ${vendorId} (want ${a.lines.some((l) => l.vendor.id === vendorId) ? 1 : 0})`);
    }
    const got = new Map<number, number>();
    for (const o of orders) {
      for (const l of linesOf.get(num(o.id)) ?? []) {
        const id = l.variant_id ?? 0;
        if (got.has(id)) v(`payment ${pay.reference}: variation ${id} on more than one line`);
        got.set(id, (got.get(id) ?? 0) + l.quantity);
        const sent = a.lines.find((x) => x.variantId === id);
        if (!sent || sent.quantity !== l.quantity || sent.pricePaise !== num(l.unit_price_paise) || sent.vendor.id !== o.vendor_id)
          v(
            `order ${o.reference}: line ${l.quantity} × ${id} at ${l.unit_price_paise}, the cart had ${sent ? `${sent.quantity} at ${sent.pricePaise}` : 'none'}`,
          );
      }
    }
    for (const l of a.lines) if (!got.has(l.variantId)) v(`payment ${pay.reference}: no line for variation ${l.variantId}`);
    // Its state, as the buyer was told.
    if (a.outcome === 'success' && a.confirmAcked) {
      if (pay.status !== 'paid') v(`payment ${pay.reference}: acknowledged paid, status ${pay.status}`);
      for (const o of orders) {
        if (!PAID_STATES.has(o.status)) v(`order ${o.reference}: its payment acknowledged paid, status ${o.status}`);
        const [paid, fresh] = [mailsOf(num(o.id), 'paid'), mailsOf(num(o.id), 'new-order')];
        if (paid !== 1 || fresh !== 1) v(`order ${o.reference}: paid with ${paid} "paid" and ${fresh} "new-order" mails (want 1 each)`);
      }
    } else if (a.outcome === 'failure' && a.confirmAcked) {
      if (pay.status !== 'failed') v(`payment ${pay.reference}: decline acknowledged, status ${pay.status}`);
      for (const o of orders)
        if (o.status !== 'cancelled' || o.cancelled_by !== 'payment') v(`order ${o.reference}: payment declined, ${o.status} (by ${o.cancelled_by})`);
    } else if (a.outcome === 'none') {
      if (pay.status !== 'created') v(`payment ${pay.reference}: never confirmed, status ${pay.status}`);
      for (const o of orders) if (o.status !== 'placed') v(`order ${o.reference}: never paid, status ${o.status}`);
    }
  }
  for (const p of pays)
    if (!p.idempotency_key || !placedKeys.has(p.idempotency_key)) v(`payment ${p.reference}: key ${p.idempotency_key} no buyer was answered about`);
  for (const so of sos) {
    const pay = payById.get(num(so.payment_order_id));
    if (PAID_STATES.has(so.status) && pay?.status !== 'paid') v(`order ${so.reference}: ${so.status}, its payment ${pay?.status}`);
    if (so.status === 'placed' && pay?.status !== 'created' && pay?.status !== 'pending') v(`order ${so.reference}: placed, its payment ${pay?.status}`);
    if (!PAID_STATES.has(so.status) && mailsOf(num(so.id), 'paid') > 0) v(`order ${so.reference} (${so.status}): has a "paid" mail`);
  }

  // Units: sold, held unpaid, left; never more sold and held than there were.
  for (const variant of shop.variants) {
    let sold = 0;
    let heldUnpaid = 0;
    for (const so of sos) {
      const pay = payById.get(num(so.payment_order_id));
      const n = (linesOf.get(num(so.id)) ?? []).filter((l) => l.variant_id === variant.id).reduce((t, l) => t + l.quantity, 0);
      if (PAID_STATES.has(so.status)) sold += n;
      else if (so.status === 'placed' && (pay?.status === 'created' || pay?.status === 'pending')) heldUnpaid += n;
    }
    c.unitsSold += sold;
    c.unitsHeld += heldUnpaid;
    c.unitsLeft += stock.get(variant.id) ?? 0;
    if (sold + heldUnpaid > variant.stock) v(`variation ${variant.id}: ${sold} sold and ${heldUnpaid} held of ${variant.stock} units`);
  }

  // A purchase is never a donation, and moves no campaign.
  const fromShop = await db.query<{ n: string }>(`select count(*) as n from donations d join orders o on o.id = d.order_id where o.purpose = 'shop'`);
  c.donationsFromShop = num(fromShop.rows[0]?.n);
  if (c.donationsFromShop) v(`${c.donationsFromShop} donations from purchases`);
  const donations = num((await db.query<{ n: string }>('select count(*) as n from donations')).rows[0]?.n);
  if (donations !== before.donations) v(`donations: ${before.donations} before the shop's burst, ${donations} after`);
  for (const [id, figures] of await campaignsNow(db)) {
    if (before.campaigns.get(id) !== figures) {
      c.campaignsMoved++;
      v(`campaign ${id}: raised/backers ${before.campaigns.get(id)} before the shop's burst, ${figures} after`);
    }
  }
}
