/**
 * The editor's and the owner's day, on a copy of the project (in `npm test` the run's shared copy, built
 * once already, so the build here is warm):
 *
 * 1. In /admin – Decap CMS of the built site, decap-server writing into the copy – an article with an
 *    image, a celebration, and one field of every collection saved: each file changes in that field only.
 * 2. In files: a new city, a new occasion, a 68-character headline, a package 100 € dearer.
 * 3. `check:content` passes after each.
 * 4. One build on a day of the next season with the owner's calendar (AVAILABILITY_ICS_URL, served on
 *    127.0.0.1: the real loader), then every built-site test runs on the copy, reading its content.
 *
 * The helpers: ../support/cms-editor.ts, cms-edits.ts (the field per collection), editor-day.ts,
 * owner-calendar.ts (the calendar and the days it must give). A calendar that cannot be read is tested
 * with the same loader in __tests__/unit/calendar-source.test.ts; the live GitHub login in
 * __tests__/browser/cms.test.ts. The copy is deleted afterwards.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import type { Page } from "playwright-core";
import { buildInBackground, sharedCopy, ROOT, type BuildRun } from "../support/project-copy";
import { addCelebration, checkContent, startCms, writeArticle, type Cms } from "../support/cms-editor";
import { EDITS, applyEdit, plannedEdits, readAsCms, withValue, type PlannedEdit } from "../support/cms-edits";
import { HEADLINE, NEW_PAGES, makeEverydayChanges } from "../support/editor-day";
import {
  DECEMBER,
  EXPECT,
  LIST,
  NEVER,
  NOW,
  SECRET,
  TODAY,
  YEAR,
  A,
  B,
  serveCalendar,
} from "../support/owner-calendar";
import { privateNeedles } from "../support/ics";
import { addDays, berlinDay, checkDate, upcomingDays } from "../../src/lib/availability";
import type { AvailabilityData } from "../../src/model/collections";
import { COLLECTIONS } from "../../src/model/collections";
import { parseHtmlFile } from "../support/built-site";

let work: string;
let cms: Cms;
let editor: Page;
let build: BuildRun;
let calendar: { address: string; close: () => void };
let edits: PlannedEdit[] = [];
let dearer: { id: string; netPrice: number };

const publicFile = (...parts: string[]) => path.join(work, "public", ...parts);
const read = (file: string) => fs.readFileSync(file, "utf8");
/** The availability a page's query holds for the date check and the form's calendar (the PlanningData fragment). */
const planningData = (route = "kontakt"): AvailabilityData =>
  JSON.parse(read(publicFile("page-data", route, "page-data.json"))).result.data.availabilityYaml;
const christmasRoutes = () => fs.readdirSync(publicFile()).filter((d) => d.startsWith("weihnachtsfeier-dj-"));
const expectContentCheckPasses = () => {
  const check = checkContent(work);
  expect(check.stdout + check.stderr).toContain("Inhaltsprüfung bestanden");
  expect(check.status).toBe(0);
};

const ARTICLE = {
  slug: "cms-testartikel-sommerfest",
  title: "Sommerfest im Betrieb: So klappt die Musik",
  /** A category of the content (the first, whichever the editor keeps). */
  category: (yaml.load(read(path.join(ROOT, "content/categories/categories.yaml"))) as { name: string }[])[0].name,
  description:
    "Wie die Musik beim Sommerfest Kolleginnen und Kollegen aller Abteilungen zusammenbringt: Ablauf, Lautstärke und Wünsche.",
  date: "2026-06-12T18:30",
  readTime: 4,
  image: "sommerfest-buehne.jpg",
  alt: "Bühne mit warmem Licht bei einem Sommerfest",
  text: "Ein Sommerfest lebt von der Musik, die alle mitnimmt.",
};
/** A past day, whatever today is: the references list celebrations that took place. */
const EVENT = {
  id: "cms-test-sommerfest-feier",
  title: "Sommerfest aus dem CMS",
  date: addDays(berlinDay(new Date()), -40),
  guests: 80,
  story: "Ein Sommerfest, eingetragen im CMS: Empfang mit Soul, danach volle Tanzfläche bis Mitternacht.",
};
/** The first location of the copy (its id stays; its name may be edited in /admin). */
const firstLocation = () =>
  (yaml.load(read(path.join(work, "content/locations/locations.yaml"))) as { id: string; name: string }[])[0];
/** The day the CMS added to the availability list (written unquoted, YAML 1.2): not a day of the calendar. */
const cmsDay = () => String(edits.find((e) => e.collection.name === "availability")?.value);

beforeAll(async () => {
  work = sharedCopy();
  fs.writeFileSync(path.join(work, "content/availability/availability.yaml"), yaml.dump(LIST));
  calendar = await serveCalendar();
  cms = await startCms(work);
}, 120_000);

afterAll(async () => {
  calendar?.close();
  await cms?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("1–3. the editor's work in /admin and in files", () => {
  test("an article with an image written in the CMS is saved as Markdown and passes the content check", async () => {
    const opened = await cms.open("#/collections/blog/new");
    editor = opened.page;
    const { previewDate } = await writeArticle(editor, work, ARTICLE);
    expect(previewDate).toBe("12. Juni 2026"); // the preview renders the site's article component
    const { data, content } = matter(read(path.join(work, "content/blog", `${ARTICLE.slug}.md`)));
    expect(data).toMatchObject({
      slug: ARTICLE.slug,
      title: ARTICLE.title,
      category: ARTICLE.category,
      readTime: ARTICLE.readTime,
      image: `images/${ARTICLE.image}`,
    });
    expect(content).toContain(ARTICLE.text);
    expect(fs.existsSync(path.join(work, "content/blog/images", ARTICLE.image))).toBe(true);
    expect(opened.log.errors.filter((e) => !/404/.test(e))).toEqual([]); // no Netlify Identity widget any more
    expectContentCheckPasses();
  }, 300_000);

  test("a celebration added in /admin is saved with the editor's values", async () => {
    // The event type of an occasion page of the copy: a celebration of that type is listed there too.
    const occasions = path.join(work, "content/occasions");
    const first = fs
      .readdirSync(occasions)
      .filter((f) => f.endsWith(".yaml"))
      .sort()[0];
    const { occasion: eventType } = readAsCms(path.join(occasions, first)) as { occasion: string };
    const saved = await addCelebration(editor, work, EVENT, { eventType, location: firstLocation().name });
    expect(saved).toEqual({ ...EVENT, eventType, location: firstLocation().id, photos: [], sample: false });
  }, 60_000);

  test("one field of each collection changed and saved in /admin: the file changes in that field only, and the content check passes", async () => {
    // One planned edit per collection of the model, no more, no less (a new collection needs one).
    expect(Object.keys(EDITS).sort()).toEqual(COLLECTIONS.map((c) => c.name).sort());
    edits = plannedEdits(work);
    // The editor hides the preview pane, as the eye button in the editor's toolbar does (Decap keeps that
    // choice in localStorage): these edits are checked in the saved files, and rendering a whole page beside
    // every entry cost Chromium more than the rest of the edits. The preview itself is checked with the article
    // above and in __tests__/unit/cms-page-previews.test.tsx.
    await editor.evaluate(() => localStorage.setItem("cms.right-pane", "none"));
    const changedElsewhere: string[] = [];
    for (const edit of edits) {
      const before = readAsCms(edit.file);
      await applyEdit(editor, edit);
      try {
        expect(readAsCms(edit.file)).toEqual(withValue(before, edit.at, edit.value));
      } catch (e) {
        changedElsewhere.push(`${path.relative(work, edit.file)} (${edit.at.join(".")}): ${String(e)}`);
      }
    }
    expect(changedElsewhere).toEqual([]);
    expectContentCheckPasses();
  }, 120_000);

  test("a new city, a new occasion, a 68-character headline and a new price pass the content check", () => {
    expect(HEADLINE).toHaveLength(68);
    dearer = makeEverydayChanges(work);
    expectContentCheckPasses();
  });
});

describe("4. the build with the owner's calendar and the editor's changes", () => {
  beforeAll(async () => {
    build = await buildInBackground(work, {
      BUILD_TIME: NOW.toISOString(),
      GATSBY_ENQUIRY_ENDPOINT: "http://127.0.0.1:9787/anfrage",
      AVAILABILITY_ICS_URL: calendar.address,
    });
    console.log(`Build mit Kalender und den Änderungen aus dem CMS (warmer Cache): ${build.seconds.toFixed(1)} s`);
  }, 900_000);

  test("succeeds and says how many days it read, without the 30-day reminder for the list", () => {
    expect(build.stderr.slice(-2000)).not.toMatch(/ERROR/);
    expect(build.status).toBe(0);
    expect(build.stdout).toMatch(/Kalender aus AVAILABILITY_ICS_URL gelesen: \d+ ausgebuchte und 2 angefragte Tage/);
    expect(build.stdout + build.stderr).not.toContain("die Terminliste wurde seit");
  });

  test("the date check's data holds the calendar's and the list's days – the CMS's day too –, „Stand:“ is the day the calendar was read", () => {
    expect(cmsDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(EXPECT.booked).not.toContain(cmsDay());
    const data = planningData();
    expect(data).toEqual({
      updatedAt: TODAY,
      booked: [...EXPECT.booked, cmsDay()].sort(),
      tentative: [...EXPECT.tentative].sort(),
    });
    expect(checkDate(cmsDay(), data, NOW).kind).toBe("booked");
  });

  test("the date check answers booked, held (angefragt) and free as the calendar says", () => {
    const data = planningData();
    const answers = (days: string[]) => days.map((day) => [day, checkDate(day, data, NOW).kind]);
    expect(answers(EXPECT.booked)).toEqual(EXPECT.booked.map((day) => [day, "booked"]));
    expect(answers(EXPECT.tentative)).toEqual(EXPECT.tentative.map((day) => [day, "tentative"]));
    expect(answers(EXPECT.free)).toEqual(EXPECT.free.map((day) => [day, "free"]));
  });

  test("the form's calendar marks the same days, and both pages with the check and the form load this data", () => {
    const data = planningData();
    const marked = upcomingDays(data, NOW);
    expect(marked.booked).toEqual(expect.arrayContaining(EXPECT.booked));
    expect(marked.tentative).toEqual(expect.arrayContaining(EXPECT.tentative));
    for (const day of EXPECT.free) expect([...marked.booked, ...marked.tentative]).not.toContain(day);
    expect(planningData("index")).toEqual(data); // the start page (date check) and /kontakt (the form)
  });

  test("the Christmas pages' scarcity figure counts the calendar's December days: all taken, 100 %", () => {
    // From 20 November every December Friday and Saturday lies ahead and the calendar books them all. (Below
    // half the section is hidden: __tests__/unit/christmas-scarcity.test.tsx, for a fixed build day.)
    expect(DECEMBER.length).toBeGreaterThanOrEqual(8);
    const scarcity = parseHtmlFile(publicFile(christmasRoutes()[0], "index.html")).querySelector(
      '[data-testid="availability-text"]',
    );
    expect(scarcity?.textContent).toMatch(/\b100\b/);
  });

  test("a series that never occurs is skipped with its title and UID in the log; the calendar's days still count", () => {
    expect(build.stdout + build.stderr).toContain(NEVER.summary);
    expect(build.stdout + build.stderr).toContain(NEVER.uid);
    expect(planningData().booked).toEqual(expect.arrayContaining([A, B]));
  });

  test("no title, place, description, attendee, UID or the secret address reaches public/ or the build log", () => {
    const needles = [...privateNeedles(), SECRET].map((n) => n.toLowerCase());
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(html|json|js|mjs|css|xml|txt|map|webmanifest|svg)$|^_headers$/.test(entry.name)) {
          const text = read(full).toLowerCase();
          for (const needle of needles)
            if (text.includes(needle)) offenders.push(`${path.relative(work, full)}: ${needle}`);
        }
      }
    };
    walk(publicFile());
    const log = (build.stdout + build.stderr).toLowerCase();
    for (const needle of needles) if (log.includes(needle)) offenders.push(`build log: ${needle}`);
    expect(offenders).toEqual([]);
  });

  test("Christmas titles name the build date's season, the copyright runs to its year", () => {
    expect(christmasRoutes().length).toBeGreaterThan(0);
    for (const route of christmasRoutes()) {
      const title = parseHtmlFile(publicFile(route, "index.html")).title;
      for (const [found] of title.matchAll(/\b20\d\d\s*\/\s*20\d\d\b/g))
        expect(found.replace(/\s/g, "")).toBe(`${YEAR}/${YEAR + 1}`);
    }
    const footer = parseHtmlFile(publicFile("index.html")).querySelector("footer")?.textContent ?? "";
    expect(footer).toMatch(new RegExp(`© (20\\d\\d–)?${YEAR} `));
  });

  test("the article and the celebration from the CMS are built: title, date, venue", () => {
    const article = read(publicFile("blog", ARTICLE.slug, "index.html"));
    expect(article).toContain(ARTICLE.title);
    expect(article).toContain("12. Juni 2026");
    const entry = parseHtmlFile(publicFile("referenzen", "index.html")).getElementById(EVENT.id);
    expect(entry?.querySelector("time")?.getAttribute("datetime")).toBe(EVENT.date);
    expect(entry?.textContent).toContain(EVENT.title);
    expect(entry?.textContent).toContain(firstLocation().name);
  });

  test("the new city and occasion are built and linked from the hubs; the headline is the city's h1", () => {
    const city = parseHtmlFile(publicFile(NEW_PAGES.city.slice(1), "index.html"));
    expect(city.querySelector("h1")?.textContent).toBe(HEADLINE);
    expect(fs.existsSync(publicFile(NEW_PAGES.occasion.slice(1), "index.html"))).toBe(true);
    const home = parseHtmlFile(publicFile("index.html"));
    const links = (scope: string) => [...home.querySelectorAll(`${scope} a[href]`)].map((a) => a.getAttribute("href"));
    // Lists that follow the content: the occasions on the start page, the towns in every page's footer.
    expect(links("main")).toContain(NEW_PAGES.occasion);
    expect(links("footer")).toContain(NEW_PAGES.city);
  });

  test("the built-site tests pass on the editor's copy, reading its content (the new price included)", () => {
    expect(dearer.netPrice).toBeGreaterThan(100);
    const jest = require.resolve("jest/bin/jest");
    const args = [jest, "--config", "jest.site.config.js", "--ci", "--testPathIgnorePatterns", "later-builds"];
    const env = { ...process.env, BUILD_TIME: NOW.toISOString() };
    const run = spawnSync(process.execPath, args, { cwd: work, encoding: "utf8", env });
    const failures = run.stderr.split("\n").filter((line) => /^(Tests|Test Suites):.*failed|● (?!Console)/.test(line));
    expect(failures).toEqual([]);
    expect(run.stderr).toMatch(/^Tests: +\d+ passed, \d+ total$/m);
    expect(run.status).toBe(0);
  }, 300_000);
});
