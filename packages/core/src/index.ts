export * from './accounts.ts';
export * from './constants.ts';
export * from './cookies.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './schemas.ts';
