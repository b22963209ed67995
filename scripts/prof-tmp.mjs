import { chromium } from "playwright-core";
import fs from "fs";
const [url, mobile] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"] });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter((e) => e.name === "RunTask" && e.dur > 8000);
const nav = traceEvents.find((e) => e.name === "navigationStart" || e.name === "NavigationStart")?.ts ?? main[0]?.ts;
const rendererPid = traceEvents.find((e) => e.name === "ParseHTML")?.pid;
for (const t of main.filter((e) => e.pid === rendererPid)) {
  const kids = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e !== t && e.dur > 1000 && ["EvaluateScript", "FunctionCall", "ParseHTML", "UpdateLayoutTree", "Layout", "v8.compile", "TimerFire", "FireAnimationFrame", "EventDispatch", "MajorGC", "MinorGC", "Paint", "RunMicrotasks", "v8.callFunction","ParseAuthorStyleSheet", "ScheduleStyleRecalculation", "PrePaint", "Commit", "XHRReadyStateChange", "FunctionCall"].includes(e.name));
  console.log(`task @${((t.ts - nav) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(1)}ms: ` + kids.map((k) => `${k.name}${k.args?.data?.url ? "(" + k.args.data.url.split("/").pop().slice(0, 25) + ")" : ""}${k.args?.data?.functionName ? "[" + k.args.data.functionName + "]" : ""} ${(k.dur / 1000).toFixed(1)}`).join(", "));
}
const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint");
console.log("FCP", fcp && ((fcp.ts - nav) / 1000).toFixed(0));
await browser.close();
