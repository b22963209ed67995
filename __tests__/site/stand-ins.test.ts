/**
 * Issue 40, a named stand-in, on the built site: each occasion page's illness answer names the DJs
 * of content/standins and shows each with photo (alt naming them) and line; no page shows the raw
 * token. City pages show the celebrations of their town or region, or no such section at all.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { loadRoute, PUBLIC_DIR } from "../support/built-site";
import { CONTENT_DIR, cities, occasions } from "../support/content";
import { cityPath, occasionPath, ROUTES } from "../../src/model/routes";

interface StandIn {
  name: string;
  photoAlt: string;
  about: string;
}
const standIns = (
  fs.existsSync(path.join(CONTENT_DIR, "standins")) ? fs.readdirSync(path.join(CONTENT_DIR, "standins")) : []
)
  .filter((n) => n.endsWith(".yaml"))
  .map((n) => yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "standins", n), "utf8")) as StandIn);
const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

describe("stand-ins on the occasion pages", () => {
  it.each(occasions().map((o) => o.slug))("/%s shows every stand-in in the answer that names them", (slug) => {
    const doc = loadRoute(occasionPath(slug));
    const answers = [...doc.querySelectorAll("main details")].filter((d) =>
      standIns.some((s) => squash(d.querySelector("div")?.textContent).includes(s.name)),
    );
    expect(answers.length).toBeGreaterThanOrEqual(standIns.length ? 1 : 0);
    for (const answer of answers) {
      const block = answer.querySelector('[data-testid="stand-ins"]');
      expect(block).not.toBeNull();
      for (const s of standIns) {
        expect(squash(block!.textContent)).toContain(squash(s.about));
        expect([...block!.querySelectorAll("img")].map((i) => i.getAttribute("alt"))).toContain(s.photoAlt);
        expect(s.photoAlt).toContain(s.name);
      }
    }
  });
});

describe("no raw token", () => {
  it("no built page shows {vertretung}", () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === "admin" ? [] : walk(full);
        return /\.(html|json)$/.test(e.name) ? [full] : [];
      });
    const files = walk(PUBLIC_DIR);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => fs.readFileSync(f, "utf8").includes("{vertretung}"))).toEqual([]);
  });
});

describe("city pages list the celebrations of their town or region", () => {
  interface Event {
    id: string;
    date: Date | string;
    city?: string;
  }
  const dayOf = (d: Date | string) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
  const events = fs
    .readdirSync(path.join(CONTENT_DIR, "events"))
    .filter((n) => n.endsWith(".yaml"))
    .map((n) => yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "events", n), "utf8")) as Event);

  it.each(cities().map((c) => c.slug))("/%s: its events link /referenzen newest first, or no section", (slug) => {
    const doc = loadRoute(cityPath(slug));
    const section = doc.querySelector('[data-testid="occasion-events"]');
    const own = events
      .filter((e) => e.city === slug)
      .sort((a, b) => dayOf(b.date).localeCompare(dayOf(a.date)))
      .map((e) => e.id);
    const linked = [...(section?.querySelectorAll("li a") ?? [])].map((a) =>
      (a.getAttribute("href") ?? "").replace(`${ROUTES.references}#`, ""),
    );
    // Every event naming this page is there (up to the four shown), and only known events are.
    for (const id of own.slice(0, 4)) expect(linked).toContain(id);
    for (const id of linked) expect(events.map((e) => e.id)).toContain(id);
    const days = linked.map((id) => dayOf(events.find((e) => e.id === id)!.date));
    expect(days).toEqual([...days].sort().reverse());
    if (!linked.length) expect(section).toBeNull();
  });
});
