// Column helpers the modules' schema files share (schema/*.ts). One schema for PGlite and
// PostgreSQL. Money columns are bigint paise (mode number: amounts stay far below 2^53 paise, and
// every write path checks Number.isSafeInteger). This file imports no other schema file, so any
// of them can be loaded first.
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const money = (name: string) => bigint(name, { mode: 'number' });

/** Bytes (a receipt's PDF) as a Node Buffer; PGlite may hand back a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const at = (name: string) => timestamp(name, { withTimezone: true });
