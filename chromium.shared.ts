/**
 * Debian's Chromium, headless, for the end-to-end tests (apps/web) and the benchmarks
 * (apps/bench): nothing is downloaded, and both measure the same browser.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** For Playwright's `launchOptions` and `chromium.launch()`. */
export const chromiumLaunchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };
