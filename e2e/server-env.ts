// The journeys' server's settings, in one place for playwright.config.ts (which starts it) and
// scripts/e2e-data.ts (which prepares its seeded data directory ahead, in CI).

/** The admin account the server creates at start-up for these journeys. */
export const E2E_ADMIN = { email: 'admin@e2e.example.in', password: 'e2e-admin-password-2026' };

export function e2eServerEnv(PORT: number, baseURL: string, dataDir: string): Record<string, string> {
  return {
    PORT: String(PORT),
    // Share links and emailed links name the address the browser uses.
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A known staff account for the console journeys (otherwise a random one is printed).
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The whole suite is one client signing many people in and out from 127.0.0.1: more than
    // the 50 logins a quarter-hour one real address gets. Lock-outs are tested per account.
    LOGIN_RATE_PER_15_MINUTES: '1000',
    // And more than the 20 registrations an hour: the shop's journeys register sellers and buyers.
    REGISTER_RATE_PER_HOUR: '1000',
    // And more than a network's 10 unpaid shop purchases and 20 checkouts an hour: every journey's
    // buyer checks out from 127.0.0.1. The caps are tested per account and network in shop-holds.test.ts.
    SHOP_OPEN_PURCHASES_PER_NETWORK: '1000',
    SHOP_CHECKOUT_RATE_PER_HOUR: '1000',
    // One staff account approves spending in the journeys; the second approval has its tests.
    SPENDING_SECOND_APPROVAL_RUPEES: '100000000',
    // Likewise a shop's withdrawal (one staff account); the second approval is tested through app.inject.
    SHOP_PAYOUT_SECOND_APPROVAL_RUPEES: '100000000',
    // The contact form's proof of work at its cheapest: the journeys test that the check runs
    // and is verified, not how long a 2-core machine takes to solve it while other tests run.
    HUMAN_CHECK_MAX_NUMBER: '1000',
  };
}
