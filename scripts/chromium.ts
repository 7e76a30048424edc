// Debian's Chromium and the flags it needs on these machines (no network beyond the registry:
// background networking, component updates and sync would only fail). Used by the Playwright
// journeys and the Lighthouse bench; never download a browser.
import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's chromium-headless-shell (the same Chromium release, built as
 * the old headless shell Playwright itself uses by default) when it is installed, else the full
 * browser in its new headless mode. The shell has no browser UI layers behind the page: on three
 * journey files it took 189 s where the full browser took 285 s, with the same results
 * (decision 0062, section 6). Lighthouse keeps the full browser, as a phone's user has.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM_PATH = fs.existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
