// What payments asks of the module that sells through it. Payments keeps orders and their
// money; what an order buys (today a gift to a campaign, with products) is the seller's: it says
// whether the thing can be bought now, prices it, and names it. The order row keeps the
// seller's id for it (orders.campaign_id, the one seller today).
import type { OrderInput } from '@sahyog/core';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderItem } from './orders.ts';

/** A thing an order can be for, as payments shows it. */
export interface Subject {
  slug: string;
  title: string;
}

/**
 * The seller's table, for the one statement that inserts new orders only while what they buy is
 * open (group-commit.ts): joined by its id or its slug, checked by `open` (which reads the
 * statement's `now` placeholder), and named by its slug and title.
 */
export interface SubjectTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  title: PgColumn;
  open: SQL;
}

export interface Seller {
  table: SubjectTable;
  /**
   * The slow path's checks of what an order buys: field errors (in the API's words), or the
   * subject's id and name and the products priced as they are now.
   */
  check(input: OrderInput): Promise<{ fields: Record<string, string>; subjectId?: number; subject?: Subject; items: OrderItem[] }>;
  /** Names of subjects by id, for order views and staff lists. */
  names(ids: readonly number[]): Promise<Map<number, Subject>>;
}
