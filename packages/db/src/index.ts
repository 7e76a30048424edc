export * from './client.ts';
export { type GroupOptions, grouped } from './grouped.ts';
export { type PreparedStatement, prepareStatement } from './prepared.ts';
export type { MessageAttachment } from './schema.ts';
export * as schema from './schema.ts';
export { DEMO_DONOR_GIFTS, DEMO_DONORS } from './seed/demo-donors.ts';
/** A seeded random sequence (demo data, and the bench's replayable loads). */
export { mulberry32 } from './seed/donations.ts';
// The demo content's data (pure); apps/server/src/seed writes it through the owning modules.
export type { SeedFiles } from './seed/index.ts';
export * as demo from './seed/index.ts';
