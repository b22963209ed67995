// Interaction latency for `npm run audit:site`: how long the page takes from an input to the next
// paint (Event Timing API `duration`, the figure behind INP) for a few interactions, on 4× CPU
// throttling, median of several runs. Each run is a fresh browser context on a hydrated page.
import type { Browser, Locator, Page } from "playwright-core";

const PHONE = { width: 375, height: 812 };
const CLICK_EVENTS = ["pointerdown", "pointerup", "click"];
const KEY_EVENTS = ["keydown", "keypress", "input", "keyup"];
/** Lowest threshold the Event Timing API accepts; shorter events are not reported at all. */
const DURATION_THRESHOLD_MS = 16;
const CPU_SLOWDOWN = 4;

export interface Interaction {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** Event types whose entries make up the interaction (together with whatever shares their interactionId). */
  events: string[];
  /** The element acted on; the run waits until React has hydrated it. */
  target: (page: Page) => Locator;
  /** Untimed preparation after throttling is on (e.g. focusing a field). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input. */
  act: (page: Page) => Promise<void>;
}

export const INTERACTIONS: Interaction[] = [
  {
    name: "Mobilmenü öffnen",
    route: "/",
    viewport: PHONE,
    events: CLICK_EVENTS,
    target: (page) => page.locator('button[aria-controls="mobile-menu"]').filter({ visible: true }).first(),
    act: (page) => page.locator('button[aria-controls="mobile-menu"]').filter({ visible: true }).first().click(),
  },
  {
    name: "FAQ öffnen",
    route: "/event-dj-hamburg-finden",
    viewport: PHONE,
    events: CLICK_EVENTS,
    // details/summary is replacing the button accordion; whichever is built counts.
    target: (page) => page.locator("main details > summary, main button[aria-expanded]").filter({ visible: true }).first(),
    act: (page) => page.locator("main details > summary, main button[aria-expanded]").filter({ visible: true }).first().click(),
  },
  {
    name: "Preisumschalter Geschäftskunde",
    route: "/event-dj-hamburg-finden",
    viewport: PHONE,
    events: CLICK_EVENTS,
    target: (page) => page.locator('input[type="radio"][value="business"]').first(),
    // The radio lies transparent over its label; clicking the label is what a visitor's tap does.
    act: (page) => page.locator('label:has(input[type="radio"][value="business"])').first().click(),
  },
  {
    name: "Tippen im Anfrageformular",
    route: "/kontakt",
    viewport: PHONE,
    events: KEY_EVENTS,
    target: (page) => page.locator("#feld-vorname"),
    prepare: (page) => page.locator("#feld-vorname").focus(),
    act: (page) => page.keyboard.press("a"),
  },
];

export interface InteractionResult {
  name: string;
  route: string;
  runsMs: number[];
  medianMs: number;
}

interface TimingEntry { name: string; interactionId: number; startTime: number; duration: number }

/** Median; for an even count the upper middle value (same as the Lighthouse figures in audit-site.ts). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Resolves once the main thread has been idle (or after 2 s), after a frame has been painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), 0)),
      ),
  );
}

/**
 * The interaction's duration in ms from the collected entries: the longest entry among the
 * interaction's own event types and everything sharing their interactionId. No entry at all means
 * every event stayed under the reporting threshold: counted as the threshold.
 */
export function interactionDuration(entries: TimingEntry[], events: string[]): { ms: number; ids: number[] } {
  const own = entries.filter((e) => events.includes(e.name));
  const ids = [...new Set(own.map((e) => e.interactionId).filter((id) => id > 0))];
  const related = entries.filter((e) => events.includes(e.name) || ids.includes(e.interactionId));
  return { ms: Math.max(DURATION_THRESHOLD_MS, ...related.map((e) => e.duration)), ids };
}

async function measureOnce(browser: Browser, baseUrl: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: interaction.viewport, locale: "de-DE" });
  try {
    // Decided cookie banner: hidden, so nothing covers the targets.
    await context.addInitScript(() => {
      try {
        localStorage.setItem("cookie-consent", "declined");
      } catch {
        // storage unavailable: the banner stays, Playwright's click would then report it
      }
    });
    const page = await context.newPage();
    await page.goto(baseUrl + interaction.route, { waitUntil: "load" });
    // Bundles start after the first paint; hydration runs as a transition afterwards.
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => !!(window as unknown as { ___navigate?: unknown }).___navigate);
    const target = interaction.target(page);
    await target.waitFor({ state: "attached" });
    // React marks every hydrated element with a __reactFiber$… key: the target's handlers are live.
    // (Functions run in the page hold no named inner functions: tsx would wrap them in __name().)
    const hydrated = await target.evaluate(async (el) => {
      for (const until = performance.now() + 10_000; performance.now() < until; ) {
        if (Object.keys(el).some((k) => k.startsWith("__reactFiber$"))) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    });
    if (!hydrated) console.error(`  Hinweis ${interaction.name}: Ziel nach 10 s nicht von React hydriert, gemessen wird trotzdem`);

    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await interaction.prepare?.(page);
    await settle(page);

    const mark = await page.evaluate((threshold) => {
      const w = window as unknown as { __eventTimings: { name: string; interactionId: number; startTime: number; duration: number }[]; __eventObserver: PerformanceObserver };
      w.__eventTimings = [];
      w.__eventObserver = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          w.__eventTimings.push({ name: e.name, interactionId: e.interactionId ?? 0, startTime: e.startTime, duration: e.duration });
        }
      });
      w.__eventObserver.observe({ type: "event", durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
      return performance.now();
    }, DURATION_THRESHOLD_MS);

    await interaction.act(page);
    await page.waitForTimeout(500);
    const entries = await page.evaluate((since) => {
      const w = window as unknown as { __eventTimings: { name: string; interactionId: number; startTime: number; duration: number }[]; __eventObserver: PerformanceObserver };
      return new Promise<typeof w.__eventTimings>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            for (const e of w.__eventObserver.takeRecords() as (PerformanceEventTiming & { interactionId?: number })[]) {
              w.__eventTimings.push({ name: e.name, interactionId: e.interactionId ?? 0, startTime: e.startTime, duration: e.duration });
            }
            w.__eventObserver.disconnect();
            resolve(w.__eventTimings.filter((e) => e.startTime >= since));
          }, 0),
        ),
      );
    }, mark);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    const { ms, ids } = interactionDuration(entries, interaction.events);
    if (ids.length > 1) console.error(`  Hinweis ${interaction.name}: ${ids.length} Interaktionen erfasst (${ids.join(", ")}), die längste zählt`);
    if (process.env.INTERACTION_DEBUG) {
      console.error(`  ${interaction.name}: ${entries.map((e) => `${e.name}#${e.interactionId} ${e.duration}`).join(", ") || "keine Einträge ≥ 16 ms"}`);
    }
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * Measures every interaction `runs` times, each run in a fresh context (clean storage and cache)
 * on 4× CPU throttling. Returns the single runs and their median in ms; a run without an Event
 * Timing entry (all events under 16 ms) counts as 16 ms.
 */
export async function measureInteractions(browser: Browser, baseUrl: string, { runs }: { runs: number }): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const interaction of INTERACTIONS) {
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) runsMs.push(await measureOnce(browser, baseUrl, interaction));
    console.error(`Interaktion ${interaction.name} (${interaction.route}): ${runsMs.join(", ")} ms`);
    results.push({ name: interaction.name, route: interaction.route, runsMs, medianMs: median(runsMs) });
  }
  return results;
}
