// The journal's account names (issue 44, decision 0071): one string per party and purpose, so a
// new party (a referral member, a campaign's beneficiary) is a new name, not a new table. A
// party's own accounts start with its name (`vendor:7`, `vendor:7:payout-pending`). Balances
// are credits less debits: what the foundation owes a party is a positive balance of its account.
const payee = (kind: string, id: number) => `${kind}:${id}`;
const payeePayoutPending = (kind: string, id: number) => `${payee(kind, id)}:payout-pending`;

/** The account names the platform posts to (decision 0071). A party's own accounts start with its name. */
export const journalAccounts = {
  /** What the foundation owes a payee of a kind (`vendor`, `member`): the payouts module's accounts. */
  payee,
  /** A payee's withdrawal asked for and not yet paid or refused. */
  payeePayoutPending,
  /** What the foundation owes a vendor (the payee kind 'vendor'). */
  vendor: (vendorId: number) => payee('vendor', vendorId),
  /** A vendor's withdrawal asked for and not yet paid or refused. */
  vendorPayoutPending: (vendorId: number) => payeePayoutPending('vendor', vendorId),
  /** A referral member (issue 45). */
  member: (memberId: number) => payee('member', memberId),
  /** Buyers' money the foundation holds for the shop's sales. */
  collected: 'foundation:collected',
  commission: 'foundation:commission',
  urgentFund: 'foundation:urgent-fund',
  /** The foundation's bank account: withdrawals paid leave through it. */
  bank: 'foundation:bank',
  /** GST collected at source (s.52 CGST Act), owed to the government. */
  tcs: 'tax:tcs',
  /** Income tax deducted at source (s.194-O), owed to the government. */
  tds: 'tax:tds',
} as const;
