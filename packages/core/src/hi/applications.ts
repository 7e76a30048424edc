// Hindi for ../applications.ts: fill each catalogue below as `Translation<typeof xMessages>` (see
// hi/messages.ts for the pattern) and list it in `catalogues`.

/** This file's catalogues by name (the name given to `catalogue()` in ../applications.ts). */
export const catalogues = {};
