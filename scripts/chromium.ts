// Debian's Chromium and the flags it needs on these machines (no network beyond the registry:
// background networking, component updates and sync would only fail). Used by the Playwright
// journeys and the Lighthouse bench; never download a browser.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
