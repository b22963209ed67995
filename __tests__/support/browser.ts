import fs from "fs";
import { chromium, type Browser, type BrowserServer, type Page } from "playwright-core";

/** Debian's Chromium: the audit measures with the browser visitors use. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser tests drive Debian's Chromium headless shell (package chromium-headless-shell: the same
 * Chromium, built without the desktop browser around it – what Playwright uses for headless runs).
 * A page costs it about a third of the CPU time of the full browser, which is what `npm test` waits
 * for on two cores. Without the package the tests use CHROME_PATH.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROME_PATH =
  process.env.TEST_CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

const LAUNCH_OPTIONS = {
  executablePath: CHROME_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** One Chromium for the whole browser suite (jest.browser.config.js → globalSetup). */
export const launchBrowserServer = (): Promise<BrowserServer> =>
  chromium.launchServer({ ...LAUNCH_OPTIONS, executablePath: TEST_CHROME_PATH });

/**
 * Debian's Chromium, headless, with everything that would phone home switched off. In the browser
 * suite every test file connects to the one shared Chromium; elsewhere (audit) it starts its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.SHARED_BROWSER_WS;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
}

/** A Chromium of its own for a test outside the browser suite (the CMS editor in __tests__/site/later-builds.test.ts). */
export const launchTestBrowser = (): Promise<Browser> =>
  chromium.launch({ ...LAUNCH_OPTIONS, executablePath: TEST_CHROME_PATH });

export interface PageLog {
  errors: string[];
  warnings: string[];
  foreignRequests: string[];
}

/** Records console errors/warnings and requests to any host but the site's own. */
export function watchPage(page: Page, origin: string): PageLog {
  const log: PageLog = { errors: [], warnings: [], foreignRequests: [] };
  page.on("console", (m) => {
    if (m.type() === "error") log.errors.push(m.text());
    if (m.type() === "warning") log.warnings.push(m.text());
  });
  page.on("pageerror", (e) => log.errors.push(e.message));
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) log.foreignRequests.push(url);
  });
  return log;
}
