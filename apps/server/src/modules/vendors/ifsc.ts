// IFSC against Razorpay's offline list (the `ifsc` package's data: every bank's four letters and
// its branches, from RBI's lists, released monthly). Only the data files are read: the package's
// index.js loads `request` for its online lookup, which this site never makes. The list is a
// megabyte of JSON, loaded on the first check and kept.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type BranchList = Record<string, (number | string)[]>;
let branches: Map<string, Set<string>> | undefined;
let banks: Record<string, string> | undefined;

function load() {
  if (!branches) {
    const raw = require('ifsc/src/IFSC.json') as BranchList;
    // Branch codes that are all digits are stored as numbers (leading zeros dropped), the rest as
    // strings: both are kept as the package's own validate() compares them.
    branches = new Map(Object.entries(raw).map(([bank, list]) => [bank, new Set(list.map((b) => (typeof b === 'number' ? `#${b}` : b)))]));
    banks = require('ifsc/src/banknames.json') as Record<string, string>;
  }
  return { branches, banks: banks ?? {} };
}

/** Whether the list knows this IFSC (upper case, 11 characters), as the package's validate() decides. */
export function ifscKnown(code: string): boolean {
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) return false;
  const list = load().branches.get(code.slice(0, 4));
  if (!list) return false;
  const branch = code.slice(5);
  return /^\d+$/.test(branch) ? list.has(`#${Number.parseInt(branch, 10)}`) : list.has(branch);
}

/** The bank's name from the package's list, or null. */
export function ifscBank(code: string): string | null {
  return load().banks[code.slice(0, 4)] ?? null;
}
