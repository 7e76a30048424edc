// End-to-end journeys in Chromium: every journey at phone width (390 px), where each screenshot
// is also a 1280 px layout visit of the same state (snap in e2e/fixtures.ts), and the journeys
// about layout itself (tagged @layout) run whole at desktop width (1280 px) too.
//
// Prerequisite: the web app must be built first (`npm run build`); this config only starts the
// server (`npm run serve`), it does not build. CI runs `npm run build` before `npm run e2e`.
//
// The server gets a fresh DATA_DIR on every run, so PGlite starts empty and is seeded with the
// demo content on first start: tests read the expected values from the JSON API and check that
// the pages show them.

import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/** The admin account the server creates at start-up for these journeys. */
export const E2E_ADMIN = { email: 'admin@e2e.example.in', password: 'e2e-admin-password-2026' };

// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

// Computed once in the main Playwright process (the config is re-evaluated in each worker,
// but only the main process starts the web server).
const dataDir = path.join(os.tmpdir(), `sahyog-e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey with its 1280 px checks at each screenshot (decision 0062) on a 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    // Debian's Chromium: never `npx playwright install` here.
    launchOptions: { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
    },
    {
      // At 1280 px only the journeys about layout (tagged @layout: what differs by width, such as
      // the QR before the UPI button, the header's controls, the slider's arrows): a flow proves
      // the same thing at either width, and running every one twice took most of CI's time. The
      // other journeys' pages at 1280 px are checked at each of their screenshots (decision 0062).
      name: 'desktop',
      grep: /@layout/,
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
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
    },
  },
});
