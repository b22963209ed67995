import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { routeForms, unrouteForms } from "./form-hub";

/**
 * A slow phone's network through the DevTools protocol: ~400 ms round trip, 50 KB/s down. The CPU is
 * not slowed by default: Chromium's CPU throttling keeps a core busy for as long as it is on
 * (measured: one slow page load until the app runs, 14.7 CPU-s at 4× against 2.2 CPU-s unthrottled),
 * which starved the suite's parallel files. These tests hold the app bundle back (`holdApp`), so
 * "before the app" holds on any machine without it; the slow CPU is measured by the audit
 * (Lighthouse's 4× slowdown, __tests__/audit/interaction-latency.ts). Pass `cpu` to slow it anyway.
 */
export async function throttle(page: Page, { latencyMs = 400, kBps = 50, cpu = 1 } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: kBps * 1024,
    uploadThroughput: kBps * 1024,
  });
  if (cpu !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
}

/**
 * Holds Gatsby's app bundle back until `release()`, so a test can act on the page exactly as the
 * server sent it (first paint, before hydration) however fast this machine is. The bundles start at
 * the first paint, which can come before the load event: a held bundle then holds "load" too, so
 * navigate with `waitUntil: "domcontentloaded"` (or `gotoFirstPaint`), never until "load".
 */
export const holdApp = (target: Page | BrowserContext): Promise<() => void> =>
  holdScripts(target, /\/app-[0-9a-f]+\.js$/);

/** Holds every script whose address matches `pattern` (all scripts by default) until `release()`. */
export async function holdScripts(target: Page | BrowserContext, pattern = /\.js$/): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await target.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Navigates and returns at the first contentful paint, without waiting for anything else. */
export async function gotoFirstPaint(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    polling: 50,
  });
}

export const appStarted = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.hasAttribute("data-app"));

/**
 * Marks the page's current document; `sameDocument()` then says whether the page is still in it, i.e.
 * whether a later navigation happened inside the app rather than loading a new document.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  return {
    sameDocument: () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true),
  };
}

export type ToastSeen = { text: string; role: string | null };
type ToastWindow = Window & { __toastsSeen: ToastSeen[] };

/**
 * Records every toast as it enters: its title (`<strong>`) and the role it is announced with. Read the
 * record, not the page, when a test takes a while: each toast closes itself after 5 s and loses its
 * role as it leaves. `untilAnnounced(n)` waits for n toasts with a role and returns the record.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: ToastSeen[] = [];
    const byNode = new Map<Element, ToastSeen>();
    const record = () =>
      document.querySelectorAll(".Toastify__toast").forEach((t) => {
        let entry = byNode.get(t);
        if (!entry) {
          entry = { text: "", role: null };
          byNode.set(t, entry);
          seen.push(entry);
        }
        entry.text ||= t.querySelector("strong")?.textContent ?? "";
        entry.role ||= t.getAttribute("role");
      });
    new MutationObserver(record).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["role"],
    });
    (window as unknown as ToastWindow).__toastsSeen = seen;
  });
  return {
    untilAnnounced: async (n: number): Promise<ToastSeen[]> => {
      await page.waitForFunction(
        (count) => (window as unknown as ToastWindow).__toastsSeen.filter((t) => t.role).length >= count,
        n,
      );
      return page.evaluate(() => (window as unknown as ToastWindow).__toastsSeen);
    },
  };
}

/**
 * The real local enquiry inbox (scripts/enquiry-inbox.mjs, what `npm start` uses) in its own process,
 * on a free port, receiving what the pages on `siteOrigin` send (through the suite's form router).
 */
export async function startRealInbox(siteOrigin: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-"));
  const child = spawn(process.execPath, [path.resolve("scripts/enquiry-inbox.mjs")], {
    cwd: dir,
    env: { ...process.env, ENQUIRY_INBOX_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8").on("data", (c) => (output += c));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (c) => {
      output += c;
      const listening = /läuft: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once("exit", () => reject(new Error(`Posteingang startet nicht: ${output}`)));
  });
  await routeForms(siteOrigin, port);
  const file = path.join(dir, "anfragen", "anfragen.jsonl");
  return {
    entries: (): { fields: Record<string, string> }[] =>
      fs.existsSync(file)
        ? fs
            .readFileSync(file, "utf8")
            .trim()
            .split("\n")
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : [],
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => void unrouteForms(siteOrigin).then(() => resolve()));
        child.kill("SIGTERM");
      }),
  };
}
