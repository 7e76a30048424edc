// Donors who gave before the site had accounts. They claim their history by registering with
// the same email or with "Forgot Password" (the spec's "first time donors"). The browser
// journeys use them; so can anyone trying the demo.
export const DEMO_DONORS = [
  { name: 'Ananya Krishnan', email: 'ananya.demo@example.in', mobile: '9811100001' },
  { name: 'Rohit Mehra', email: 'rohit.demo@example.in', mobile: '9811100002' },
  { name: 'Farah Sheikh', email: 'farah.demo@example.in', mobile: '9811100003' },
  { name: 'Gurpreet Gill', email: 'gurpreet.demo@example.in', mobile: '9811100004' },
] as const;

/** Each demo donor's paid gifts, to two different campaigns, 20 and 5 days before the seed. */
export const DEMO_DONOR_GIFTS = [
  { amountPaise: 5_000_00, daysAgo: 20 },
  { amountPaise: 1_500_00, daysAgo: 5 },
] as const;

/**
 * A campaigner whose campaign staff approved: the demo shows what a campaigner does after that
 * (a payment with its bill and an update, both waiting for staff). Like the donors, they sign in
 * by "Forgot Password" with this email; the link is in the dev outbox.
 */
export const DEMO_CAMPAIGNER = {
  name: 'Kavita Rawat',
  email: 'kavita.campaigner@example.in',
  mobile: '9811100009',
  campaign: 'meals-and-learning-for-brick-kiln-children',
} as const;
