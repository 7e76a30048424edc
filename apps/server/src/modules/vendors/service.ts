import type { VendorsApi } from '@sahyog/core/context';
import type { Db } from '@sahyog/db';

// The shop's sellers (issue 24): applications to sell, KYC kept privately, staff review, follows.
export function vendorsService(deps: { db: Db }) {
  void deps;
  return {} satisfies VendorsApi;
}

export type VendorsService = ReturnType<typeof vendorsService>;
