import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, watchPage, type PageLog } from "./browser";
import { serveSite } from "./server";
import { CONSENT_KEY } from "../../src/lib/storage-keys";

/**
 * The window of a test page. Below 600 px it is a phone, emulated as one (isMobile, hasTouch): the
 * meta viewport counts and a page wider than the screen widens the layout viewport, as on a real
 * phone, so a fixed or sticky bar that leaves the screen fails a test (a desktop window of the same
 * width would hide that).
 */
export const viewportFor = (width: number) =>
  width < 600
    ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true }
    : { viewport: { width, height: 900 } };

/** One served site and one Chromium per test file; a fresh context (clean storage) per test. */
export function useSite({ withHeaders = false } = {}) {
  const state = {} as { url: string; browser: Browser; close: () => Promise<void> };
  beforeAll(async () => {
    const site = await serveSite(undefined, { withHeaders });
    state.url = site.url;
    state.close = site.close;
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(kept.splice(0).map((c) => c.close()));
    await state.browser?.close();
    await state.close?.();
  });

  const contexts: BrowserContext[] = [];
  /** Contexts of the pages `view` shares between the tests of the file; closed after the last test. */
  const kept: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  /**
   * A fresh context (clean storage) that is closed after the test; for tests that drive loading
   * themselves. `keep`: closed after the file's last test instead, for a page several tests read.
   * `consent`: the cookie banner already answered so, in every page of the context.
   */
  async function newContext({
    width = 1440,
    javaScriptEnabled = true,
    keep = false,
    consent,
  }: {
    width?: number;
    javaScriptEnabled?: boolean;
    keep?: boolean;
    consent?: "accepted" | "declined";
  } = {}): Promise<BrowserContext> {
    const context = await state.browser.newContext({
      ...viewportFor(width),
      locale: "de-DE",
      timezoneId: "Europe/Berlin",
      javaScriptEnabled,
    });
    (keep ? kept : contexts).push(context);
    if (consent)
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_KEY, consent]);
    return context;
  }

  interface OpenOptions {
    width?: number;
    consent?: "accepted" | "declined";
    clock?: Date;
    /** Runs on the new context before the page loads, e.g. to serve data of the test's own (context.route). */
    prepare?: (context: BrowserContext) => Promise<void>;
  }

  /** A new page at `width` px with console/request logging, in a fresh context closed after the test. */
  const open = (path = "/", options: OpenOptions = {}) => load(path, options, false);

  /**
   * The same, for tests that only read the page (no input, no scrolling, no storage): each path and
   * option set is loaded once per file and shared by those tests. A page load with the app costs
   * Chromium about half a CPU-second, and `npm test` waits for CPU on two cores.
   */
  const views = new Map<string, ReturnType<typeof load>>();
  function view(path = "/", options: Omit<OpenOptions, "clock" | "prepare"> = {}): ReturnType<typeof load> {
    const key = JSON.stringify([path, options.width ?? 1440, options.consent ?? null]);
    if (!views.has(key)) views.set(key, load(path, options, true));
    return views.get(key)!;
  }

  /**
   * One tab per width and consent that goes from page to page (path after path, each waited for until
   * hydrated), for tests that read each page once as it loads: a fresh tab per page costs Chromium about
   * twice the CPU (its renderer starts cold), and `npm test` waits for CPU on two cores. The log holds
   * what this page logged; the page is only valid until the next `tour` with the same options.
   */
  const tabs = new Map<string, Promise<{ page: Page; log: PageLog }>>();
  async function tour(
    path: string,
    { width = 1440, consent }: Omit<OpenOptions, "clock" | "prepare"> = {},
  ): Promise<{ page: Page; log: PageLog }> {
    const key = JSON.stringify([width, consent ?? null]);
    if (!tabs.has(key))
      tabs.set(
        key,
        (async () => {
          const context = await newContext({ width, consent, keep: true });
          const page = await context.newPage();
          return { page, log: watchPage(page, state.url) };
        })(),
      );
    const tab = await tabs.get(key)!;
    await tab.page.goto("about:blank");
    for (const list of Object.values(tab.log)) list.length = 0;
    await tab.page.goto(state.url + path);
    await waitForHydration(tab.page);
    return tab;
  }

  async function load(
    path: string,
    { width = 1440, consent, clock, prepare }: OpenOptions,
    keep: boolean,
  ): Promise<{ page: Page; log: PageLog; context: BrowserContext }> {
    const context = await newContext({ width, consent, keep });
    await prepare?.(context);
    const page = await context.newPage();
    if (clock) await page.clock.setFixedTime(clock);
    const log = watchPage(page, state.url);
    await page.goto(state.url + path);
    await waitForHydration(page);
    return { page, log, context };
  }

  return {
    open,
    view,
    tour,
    newContext,
    get url() {
      return state.url;
    },
  };
}

/** The app has hydrated the page: RootWrapper marks <html data-app="ready"> after its first commit. */
export async function waitForHydration(page: Page): Promise<void> {
  // Polled every 50 ms, not on every animation frame: a frame costs Chromium CPU on every wait.
  await page.waitForFunction(() => document.documentElement.dataset.app === "ready", undefined, { polling: 50 });
}

/** Two animation frames: React has committed what the last event scheduled, and the browser has laid it out. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** Waits until every CSS transition and animation on the element (and inside it) has finished. */
export const animationsDone = (locator: Locator): Promise<void> =>
  locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined),
  );

/**
 * Waits until smooth scrolling has settled and returns the element's distance from the top. Each reading
 * is taken after two fresh animation frames: a smooth scroll moves on every frame, so two equal readings
 * mean it has ended – not that a busy machine drew no frame between them (a CI run read a scroll halfway).
 */
export async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  for (let i = 0; i < 40; i++) {
    const top = await page
      .locator(selector)
      .evaluate(
        (e) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(Math.round(e.getBoundingClientRect().top))),
            ),
          ),
      );
    if (top === last) return top;
    last = top;
    await page.waitForTimeout(150);
  }
  return last;
}
