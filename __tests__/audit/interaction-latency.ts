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
  /** The element acted on: the run waits until React has hydrated it and centres it in the viewport. */
  target: (page: Page) => Locator;
  /** Untimed preparation after throttling is on (e.g. focusing a field). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input. */
  act: (page: Page) => Promise<void>;
  /** After the input: did it do what it should? A run whose input had no effect is an error, not a figure. */
  done: (page: Page) => Promise<boolean>;
}

const FAQ = "main details > summary, main button[aria-expanded]";
const BUSINESS = 'input[type="radio"][value="business"]';
/** „Ist mein Termin frei?“: the GET form with the date field (the enquiry form posts). */
const DATE_CHECK = 'form[method="get"]:has(input[type="date"][name="datum"])';
/** The price estimator's first extra (Lichtshow, …), tapped on its label like a visitor does. */
const EXTRA = 'label:has(input[type="checkbox"][name="extra"])';
const ESTIMATE = '[data-testid="estimate-total"]';
/** Where the estimator interaction keeps the total seen before the tap. */
type TotalBefore = { __totalBefore?: string | null };
/** A day about half a year ahead: always in the future, whatever the list says about it. */
const futureDay = () => new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);

export const INTERACTIONS: Interaction[] = [
  {
    name: "Mobilmenü öffnen",
    route: "/",
    viewport: PHONE,
    events: CLICK_EVENTS,
    target: (page) => page.locator('button[aria-controls="mobile-menu"]').filter({ visible: true }).first(),
    act: (page) => page.locator('button[aria-controls="mobile-menu"]').filter({ visible: true }).first().click(),
    done: (page) => page.locator("#mobile-menu").isVisible(),
  },
  {
    name: "FAQ öffnen",
    route: "/event-dj-hamburg-finden",
    viewport: PHONE,
    events: CLICK_EVENTS,
    // details/summary is replacing the button accordion; whichever is built counts.
    target: (page) => page.locator(FAQ).filter({ visible: true }).first(),
    act: (page) => page.locator(FAQ).filter({ visible: true }).first().click(),
    done: async (page) =>
      (await page.locator('main details[open] > summary, main button[aria-expanded="true"]').count()) > 0,
  },
  {
    name: "Preisumschalter Geschäftskunde",
    route: "/event-dj-hamburg-finden",
    viewport: PHONE,
    events: CLICK_EVENTS,
    target: (page) => page.locator(`label:has(${BUSINESS})`).first(),
    // The radio lies transparent over its label; clicking the label is what a visitor's tap does.
    act: (page) => page.locator(`label:has(${BUSINESS})`).first().click(),
    done: (page) => page.locator(BUSINESS).first().isChecked(),
  },
  {
    name: "Tippen im Anfrageformular",
    route: "/kontakt",
    viewport: PHONE,
    events: KEY_EVENTS,
    target: (page) => page.locator("#feld-vorname"),
    prepare: (page) => page.locator("#feld-vorname").focus(),
    act: (page) => page.keyboard.press("a"),
    done: async (page) => (await page.locator("#feld-vorname").inputValue()).endsWith("a"),
  },
  {
    name: "Termin prüfen",
    route: "/",
    viewport: PHONE,
    events: CLICK_EVENTS,
    target: (page) => page.locator(`${DATE_CHECK} button[type="submit"]`).first(),
    prepare: (page) => page.locator(`${DATE_CHECK} input[type="date"]`).first().fill(futureDay()),
    act: (page) => page.locator(`${DATE_CHECK} button[type="submit"]`).first().click(),
    done: async (page) =>
      ((await page.getByTestId("availability-answer").first().textContent()) ?? "").trim().length > 0,
  },
  {
    name: "Preisrechner Extra wählen",
    route: "/kontakt",
    viewport: PHONE,
    events: CLICK_EVENTS,
    target: (page) => page.locator(EXTRA).first(),
    // The total before the tap, to see that the tap changed it.
    prepare: (page) =>
      page
        .locator(ESTIMATE)
        .first()
        .evaluate((el) => {
          (window as TotalBefore).__totalBefore = el.textContent;
        }),
    act: (page) => page.locator(EXTRA).first().click(),
    done: (page) =>
      page
        .locator(ESTIMATE)
        .first()
        .evaluate((el) => el.textContent !== (window as TotalBefore).__totalBefore),
  },
];

export interface InteractionResult {
  name: string;
  route: string;
  runsMs: number[];
  /** NaN when the interaction could not be measured (see `error`). */
  medianMs: number;
  /** Why the interaction could not be measured (page not hydrated, target missing, input without effect, …). */
  error?: string;
}

interface TimingEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}
interface Collected {
  entries: TimingEntry[];
  firstInput: TimingEntry[];
  interactions: number | null;
}

/** Median; for an even count the upper middle value (same as the Lighthouse figures in audit-site.ts). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Resolves once a frame has been painted and the main thread has been idle (or after 2 s). */
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
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    page.on("console", (m) => m.type() === "error" && pageErrors.push(m.text()));
    await page.goto(baseUrl + interaction.route, { waitUntil: "load" });
    // Bundles start after the first paint; hydration runs as a transition afterwards.
    await page.waitForLoadState("networkidle");
    try {
      await page.waitForFunction(() => !!(window as unknown as { ___navigate?: unknown }).___navigate, undefined, {
        timeout: 15_000,
      });
    } catch {
      const csp = pageErrors
        .map((m) => /Content Security Policy[\s\S]*?a hash \('(sha256-[^']+)'\)/.exec(m))
        .find(Boolean);
      const cause = csp
        ? ` – Content-Security-Policy blockiert ein Inline-Skript (sein Hash ${csp[1]} fehlt in script-src)`
        : pageErrors.length
          ? ` – Konsole: ${pageErrors[0].slice(0, 200)}`
          : "";
      throw new Error(`App nach 15 s nicht gestartet (window.___navigate fehlt)${cause}`);
    }
    const target = interaction.target(page);
    await target.waitFor({ state: "visible", timeout: 10_000 });
    // Scrolled to first, as a visitor does: the tools far down the page are islands that load and
    // hydrate when they come near the screen (src/components/Island.tsx).
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    // React marks every hydrated element with a __reactFiber$… key: the target's handlers are live.
    // (Functions run in the page hold no named inner functions: tsx would wrap them in __name().)
    const hydrated = await target.evaluate(async (el) => {
      for (const until = performance.now() + 10_000; performance.now() < until;) {
        if (Object.keys(el).some((k) => k.startsWith("__reactFiber$"))) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    });
    if (!hydrated)
      console.error(`  Hinweis ${interaction.name}: Ziel nach 10 s nicht von React hydriert, gemessen wird trotzdem`);
    // Centred, as after the visitor's own scrolling: no scrolling inside the measured input, and
    // Chromium reports no Event Timing at all for typing into a field at the bottom edge of the
    // viewport (seen with #feld-vorname at 375×812: not even a first-input entry).
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));

    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await interaction.prepare?.(page);
    await settle(page);

    const start = await page.evaluate((threshold) => {
      const w = window as unknown as { __timings: Collected; __observers: PerformanceObserver[] };
      w.__timings = { entries: [], firstInput: [], interactions: null };
      w.__observers = (["event", "first-input"] as const).map((type) => {
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
            w.__timings[type === "event" ? "entries" : "firstInput"].push({
              name: e.name,
              interactionId: e.interactionId ?? 0,
              startTime: e.startTime,
              duration: e.duration,
            });
          }
        });
        observer.observe(
          (type === "event"
            ? { type, durationThreshold: threshold, buffered: true }
            : { type, buffered: true }) as PerformanceObserverInit,
        );
        return observer;
      });
      const count = (performance as unknown as { interactionCount?: number }).interactionCount;
      return {
        time: performance.now(),
        interactions: count ?? null,
        hadFirstInput: performance.getEntriesByType("first-input").length > 0,
      };
    }, DURATION_THRESHOLD_MS);

    await interaction.act(page);
    await page.waitForTimeout(500);
    const collected = await page.evaluate((since) => {
      const w = window as unknown as { __timings: Collected; __observers: PerformanceObserver[] };
      return new Promise<Collected>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            w.__observers.forEach((observer, i) => {
              for (const e of observer.takeRecords() as (PerformanceEventTiming & { interactionId?: number })[]) {
                w.__timings[i === 0 ? "entries" : "firstInput"].push({
                  name: e.name,
                  interactionId: e.interactionId ?? 0,
                  startTime: e.startTime,
                  duration: e.duration,
                });
              }
              observer.disconnect();
            });
            const count = (performance as unknown as { interactionCount?: number }).interactionCount;
            resolve({
              entries: w.__timings.entries.filter((e) => e.startTime >= since),
              firstInput: w.__timings.firstInput.filter((e) => e.startTime >= since),
              interactions: count ?? null,
            });
          }, 0),
        ),
      );
    }, start.time);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    if (start.interactions !== null && collected.interactions === start.interactions)
      throw new Error("Eingabe nicht als Interaktion registriert");
    if (!(await interaction.done(page))) throw new Error("Eingabe ohne Wirkung (Zielzustand nicht erreicht)");
    const { ms, ids } = interactionDuration(collected.entries, interaction.events);
    // The measured input is the page's first: Chromium then reports it as first-input whatever its
    // duration. Neither that nor an event entry means the browser dropped the timing.
    if (
      !start.hadFirstInput &&
      !ids.length &&
      !collected.firstInput.length &&
      !collected.entries.some((e) => interaction.events.includes(e.name))
    ) {
      throw new Error("Chromium lieferte keinen Event-Timing-Eintrag (auch kein first-input)");
    }
    if (ids.length > 1)
      console.error(
        `  Hinweis ${interaction.name}: ${ids.length} Interaktionen erfasst (${ids.join(", ")}), die längste zählt`,
      );
    if (process.env.INTERACTION_DEBUG) {
      const all = [...collected.entries, ...collected.firstInput.map((e) => ({ ...e, name: `first-input:${e.name}` }))];
      console.error(
        `  ${interaction.name}: ${all.map((e) => `${e.name}#${e.interactionId} ${e.duration}`).join(", ") || "keine Einträge"}`,
      );
    }
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * Measures every interaction `runs` times, each run in a fresh context (clean storage and cache)
 * on 4× CPU throttling. Returns the single runs and their median in ms; a run without an Event
 * Timing entry (all events under 16 ms) counts as 16 ms. An interaction that cannot be measured
 * (page not hydrated, target missing, input without effect, no timing at all) gets `error` and no
 * median.
 */
export async function measureInteractions(
  browser: Browser,
  baseUrl: string,
  { runs }: { runs: number },
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const interaction of INTERACTIONS) {
    const runsMs: number[] = [];
    try {
      for (let i = 0; i < runs; i++) runsMs.push(await measureOnce(browser, baseUrl, interaction));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      console.error(`Interaktion ${interaction.name} (${interaction.route}): nicht messbar – ${message}`);
      results.push({ name: interaction.name, route: interaction.route, runsMs, medianMs: NaN, error: message });
      continue;
    }
    console.error(`Interaktion ${interaction.name} (${interaction.route}): ${runsMs.join(", ")} ms`);
    results.push({ name: interaction.name, route: interaction.route, runsMs, medianMs: median(runsMs) });
  }
  return results;
}
