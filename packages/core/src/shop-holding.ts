// When a sale's money may leave the foundation (issue 38). The probe's vendor bought its own
// item, said "delivered" in the same second it shipped, withdrew the sale and then returned the
// item: the buyer was refunded and the foundation paid twice. So a sale is withdrawable only
// once nothing can still take it back: the buyer's return window and the dispute window have
// both closed, each counted from a delivery the seller cannot just assert. The rule is written
// here once: the buyer's return and dispute checks and the vendor's withdrawable amount use it.
import { DISPUTE_WINDOW_DAYS } from './shop-orders.ts';

/** Days after shipping (with a tracking number) a parcel counts as delivered when nobody said more. */
export const DELIVERY_ASSUMED_DAYS_DEFAULT = 7;
const DAY_MS = 86_400_000;

/** What an order says of its delivery. */
export interface DeliveryFacts {
  shippedAt: Date | null;
  trackingNumber: string | null;
  /** The seller's "delivered" (or the buyer's confirmation, when it came first). */
  deliveredAt: Date | null;
  /** The buyer's "I received it". */
  receivedAt: Date | null;
  /** The seller's return window copied onto the order when it was bought. */
  returnWindowDays: number;
}

/**
 * The delivery the seller cannot just assert: the buyer's confirmation, or `assumedDays` after
 * shipping with a tracking number, whichever came first. There is no courier's delivery event in
 * the code yet; it would be one more candidate here. Null when there is none (no tracking, no
 * confirmation): then the sale waits for the buyer.
 */
export function provenDeliveryAt(o: DeliveryFacts, assumedDays: number): Date | null {
  const candidates: number[] = [];
  if (o.receivedAt) candidates.push(o.receivedAt.getTime());
  if (o.shippedAt && o.trackingNumber?.trim()) candidates.push(o.shippedAt.getTime() + assumedDays * DAY_MS);
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}

/**
 * Where a delivered order's windows start: the seller's "delivered", but never before the proven
 * delivery (a seller who says "delivered" early does not shorten the buyer's windows). Null before
 * delivery.
 */
export function windowsStartAt(o: DeliveryFacts, assumedDays: number): Date | null {
  if (!o.deliveredAt) return null;
  const proven = provenDeliveryAt(o, assumedDays);
  return proven && proven > o.deliveredAt ? proven : o.deliveredAt;
}

/** The moment a window of `days` from the start closes: open before it, closed from it on. */
const closesAt = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

/** Whether the buyer may still ask for a return of a delivered order (its window open). */
export function returnWindowOpen(o: DeliveryFacts, now: Date, assumedDays: number): boolean {
  const start = windowsStartAt(o, assumedDays);
  // A seller with no returns (0 days) takes none, even before the proven delivery.
  return start !== null && o.returnWindowDays > 0 && now.getTime() < closesAt(start, o.returnWindowDays).getTime();
}

/** Whether the buyer may still take an order to the foundation (shipped: yes; delivered: within the window). */
export function disputeWindowOpen(o: DeliveryFacts, now: Date, assumedDays: number): boolean {
  const start = windowsStartAt(o, assumedDays);
  return start === null || now.getTime() < closesAt(start, DISPUTE_WINDOW_DAYS).getTime();
}

/**
 * When a delivered order's sale becomes withdrawable: the moment both its return window and the
 * dispute window have closed (so it frees exactly when the later of them stops accepting). Null
 * while the delivery is not proven (the sale waits) or the order is not delivered. An open return
 * or dispute holds it further; the ledger checks those.
 */
export function saleFreesAt(o: DeliveryFacts, assumedDays: number): Date | null {
  const start = windowsStartAt(o, assumedDays);
  if (!start || !provenDeliveryAt(o, assumedDays)) return null;
  return closesAt(start, Math.max(o.returnWindowDays, DISPUTE_WINDOW_DAYS));
}
