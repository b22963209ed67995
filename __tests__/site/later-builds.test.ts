/**
 * The build after the first, in one copy of the project (in `npm test` the run's shared copy, already
 * built once, so this build is warm – see SHARED_COPY), after the editor's work in it:
 *
 * 1. The editor's whole path, offline: Decap CMS at /admin of the site `npm test` built (served with
 *    public/_headers as Cloudflare Pages would merge them), talking to decap-server (the local
 *    backend, bound to 127.0.0.1), which writes into the copy. An article with an image is created
 *    and saved through the UI and must pass the content check; a celebration is added (content/events);
 *    then one field of every collection is changed and saved (__tests__/support/cms-edits.ts): each
 *    file must change in that field only, and everything the CMS wrote must pass the content check.
 * 2. The editor's everyday changes in files: a new city and a new occasion (one file each, from
 *    __tests__/fixtures/editor-day), a 68-character headline and a package 100 € dearer – and after the
 *    build below, all built-site tests (__tests__/site) run on this copy and read its content: the
 *    editor's valid work fails no test, and no test pins today's content.
 * 3. The owner's calendar in a real build of that content: the copy is built with AVAILABILITY_ICS_URL
 *    pointing at a local HTTP server on 127.0.0.1 – the real loader, no mocked fetch – serving a
 *    calendar full of names. The date check's data and the form's calendar must answer booked, held
 *    and free from the calendar and availability.yaml together (with the day the CMS wrote unquoted),
 *    nothing private may reach public/ or the build log, and the editor's article and celebration are
 *    built.
 *
 * The build runs on a day of the next season (BUILD_TIME), so it also shows what a later build date
 * does: the season in the Christmas titles and the copyright year follow it. One build for both jobs:
 * `npm test` waits for CPU on two cores, and a warm build costs some 30 CPU-seconds. A calendar that
 * cannot be read (unreachable, 404, a web page, too slow) is tested with the same loader in
 * __tests__/unit/calendar-source.test.ts. The copy is deleted afterwards. The CMS's live GitHub
 * login: __tests__/browser/cms.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import path from "path";
import yaml from "js-yaml";
import YAML from "yaml";
import type { AddressInfo } from "net";
import matter from "gray-matter";
import type { Browser, Page } from "playwright-core";
import { buildInBackground, sharedCopy, ROOT, type BuildRun } from "../support/project-copy";
import { serveSite } from "../support/server";
import { launchTestBrowser, watchPage, type PageLog } from "../support/browser";
import { adminContentSecurityPolicy } from "../../gatsby/host-files";
import { icsDate, privateLines, privateNeedles, vcalendar, vevent } from "../support/ics";
import { addDays, berlinDay, checkDate, upcomingDays } from "../../src/lib/availability";
import type { AvailabilityData } from "../../src/model/collections";
import { COLLECTIONS } from "../../src/model/collections";
import { EDITS, applyEdit, plannedEdits, publish, readAsCms, withValue, type PlannedEdit } from "../support/cms-edits";
import { parseHtmlFile } from "../support/built-site";

/** Next year in Hamburg: the build's year, worked out here (not by src/lib/season). */
const YEAR =
  Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" }).format(new Date())) + 1;
/** 20 November of next year, 9:00 in Hamburg: the next season, a date no fixed string can match. */
const NOW = new Date(`${YEAR}-11-20T09:00:00+01:00`);
const TODAY = berlinDay(NOW);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** The first Monday at least `n` days ahead: test days fall on Monday to Wednesday, never on a December Friday or Saturday. */
const monday = (n: number) => {
  let day = addDays(TODAY, n);
  while (weekday(day) !== 1) day = addDays(day, 1);
  return day;
};
const [A, B, C, D, S] = [monday(14), monday(21), monday(28), monday(35), monday(49)];
const at = (day: string, time: string) => `${icsDate(day)}T${time}`;

/** The season's December Fridays and Saturdays from today on: all booked in the calendar (scarcity must count them). */
const december: string[] = [];
for (let day = `${YEAR}-12-01`; day <= `${YEAR}-12-31`; day = addDays(day, 1))
  if (day >= TODAY && [5, 6].includes(weekday(day))) december.push(day);

const EXPECT = {
  booked: [A, B, addDays(B, 1), S, addDays(S, 14), D, ...december],
  tentative: [addDays(A, 2), C, addDays(D, 1)],
  free: [addDays(A, 1), addDays(B, 2), addDays(C, 1), addDays(C, 2), addDays(S, 7)],
};
const LIST: AvailabilityData = { updatedAt: addDays(TODAY, -45), booked: [D], tentative: [addDays(D, 1)] };

let n = 0;
const event = (...lines: string[]) => vevent(...privateLines(++n), ...lines);
/** Not private: the owner's own maintenance slot, which the build log names so that it can be found. */
const NEVER = { uid: "wartung-30-februar@kalender.example.org", summary: "Wartung Anlage (30. Februar)" };
const CALENDAR = vcalendar([
  event(`DTSTART;TZID=Europe/Berlin:${at(A, "190000")}`, `DTEND;TZID=Europe/Berlin:${at(addDays(A, 1), "020000")}`),
  event(`DTSTART;VALUE=DATE:${icsDate(addDays(A, 2))}`, "STATUS:TENTATIVE"),
  event(`DTSTART;VALUE=DATE:${icsDate(B)}`, `DTEND;VALUE=DATE:${icsDate(addDays(B, 2))}`),
  vevent(
    ...privateLines(++n, "Option Schimmelpfennig Sommerfest"),
    `DTSTART;TZID=Europe/Berlin:${at(C, "180000")}`,
    "DURATION:PT5H",
  ),
  event(`DTSTART;VALUE=DATE:${icsDate(addDays(C, 1))}`, "STATUS:CANCELLED"),
  event(`DTSTART;VALUE=DATE:${icsDate(addDays(C, 2))}`, "TRANSP:TRANSPARENT"),
  event(
    `DTSTART:${at(S, "170000")}Z`,
    `DTEND:${at(S, "220000")}Z`,
    "RRULE:FREQ=WEEKLY;COUNT=3",
    `EXDATE:${at(addDays(S, 7), "170000")}Z`,
  ),
  ...december.map((day) => event(`DTSTART;VALUE=DATE:${icsDate(day)}`)),
  // A series that never occurs (issue 49: it hung every build): skipped and named, the other days still count.
  vevent(
    `UID:${NEVER.uid}`,
    "DTSTAMP:20261101T090000Z",
    `SUMMARY:${NEVER.summary}`,
    `DTSTART;TZID=Europe/Berlin:${at(A, "100000")}`,
    "DURATION:PT1H",
    "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  ),
]);
const SECRET = "privat-9f8e7d6c5b4a";

let work: string;
let server: http.Server;
let calendarAddress: string;
let build: BuildRun;
let backend: ChildProcess;
let site: { url: string; close: () => Promise<void> };
let browser: Browser;

const publicFile = (...parts: string[]) => path.join(work, "public", ...parts);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

/** The availability a page's query holds for the date check and the form's calendar (the PlanningData fragment). */
function planningData(route = "kontakt"): { data: AvailabilityData } {
  const json = readJson(publicFile("page-data", route, "page-data.json"));
  const data = json.result?.data?.availabilityYaml;
  if (!data) throw new Error(`no availabilityYaml in the page data of /${route}`);
  return { data };
}

const scarcityText = (route: string) =>
  parseHtmlFile(publicFile(route, "index.html")).querySelector('[data-testid="availability-text"]')?.textContent ??
  null;
const christmasRoute = () => fs.readdirSync(publicFile()).find((d) => d.startsWith("weihnachtsfeier-dj-"))!;

beforeAll(async () => {
  work = sharedCopy();
  fs.writeFileSync(path.join(work, "content/availability/availability.yaml"), yaml.dump(LIST));
  server = http.createServer((req, res) => {
    if (req.url === `/calendar/${SECRET}/basic.ics`)
      res.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  calendarAddress = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/${SECRET}/basic.ics`;
}, 60_000);

afterAll(async () => {
  if (server?.listening) server.close();
  await browser?.close();
  await site?.close();
  backend?.kill();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});
const SLUG = "cms-testartikel-sommerfest";
/** A category of content/categories (the first, whichever the editor keeps): the article is filed under it. */
const CATEGORY = (
  yaml.load(fs.readFileSync(path.join(ROOT, "content/categories/categories.yaml"), "utf8")) as { name: string }[]
)[0].name;
const TITLE = "Sommerfest im Betrieb: So klappt die Musik";

async function waitForBackend(url: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("decap-server did not start");
}

async function openEditor(pathHash: string): Promise<{ page: Page; log: PageLog }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  const page = await context.newPage();
  const log = watchPage(page, site.url);
  // The server sends what Cloudflare Pages would (every matching _headers rule, a repeated header
  // joined): /admin must get exactly its own policy, or Decap stops with an EvalError.
  const res = await page.goto(`${site.url}/admin/`);
  expect(res?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${site.url}/admin/${pathHash}`);
  return { page, log };
}

/** `npm run check:content` in the copy, with the copy's own scripts and content. */
const checkContent = () =>
  spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: work,
    encoding: "utf8",
  });

/** The editor's page, logged in: opened once, then moved from entry to entry by Decap's addresses (#/collections/…). */
let editorPage: Page | undefined;

describe("an article written in the CMS", () => {
  beforeAll(async () => {
    backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      env: { ...process.env, GIT_REPO_DIRECTORY: work, BIND_HOST: "127.0.0.1", PORT: "8081", LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    await waitForBackend("http://127.0.0.1:8081/api/v1");
    site = await serveSite(undefined, { withHeaders: true });
    browser = await launchTestBrowser();
  }, 120_000);

  test("an article with an image created in the CMS is saved as Markdown and passes the content check", async () => {
    const { page, log } = await openEditor("#/collections/blog/new");
    editorPage = page;
    await page.getByLabel("Titel", { exact: true }).fill(TITLE);
    await page.getByLabel("Adresse (Slug)").fill(SLUG);
    await page
      .getByLabel("Kurzbeschreibung")
      .fill(
        "Wie die Musik beim Sommerfest Kolleginnen und Kollegen aller Abteilungen zusammenbringt: Ablauf, Lautstärke und Wünsche.",
      );
    await page.getByLabel("Kategorie").click();
    await page.getByText(CATEGORY, { exact: true }).click();
    await page.locator('input[type="datetime-local"]').fill("2026-06-12T18:30");
    await page.getByLabel("Lesezeit in Minuten").fill("4");

    // The image: uploaded through the media library under a new name.
    const upload = path.join(work, "sommerfest-buehne.jpg");
    // Any article image of the content will do; the editor's own photo in real life.
    const sample = fs.readdirSync(path.join(ROOT, "content/blog/images")).find((f) => f.endsWith(".jpg"))!;
    fs.copyFileSync(path.join(ROOT, "content/blog/images", sample), upload);
    await page.getByRole("button", { name: "Wähle ein Bild" }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    // The uploaded image appears in the library already selected.
    await page.getByText("sommerfest-buehne.jpg").waitFor();
    await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click();
    await page.getByLabel("Bildbeschreibung (Alt-Text)").fill("Bühne mit warmem Licht bei einem Sommerfest");

    const editor = page.locator('[data-slate-editor="true"]');
    await editor.click();
    await page.keyboard.type("Ein Sommerfest lebt von der Musik, die alle mitnimmt.");

    // The preview pane renders the site's own article component with the typed values.
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(await preview.locator("article time").textContent()).toBe("12. Juni 2026");
    expect(await preview.locator("article img").first().getAttribute("alt")).toBe(
      "Bühne mit warmem Licht bei einem Sommerfest",
    );

    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await page.getByText("Jetzt veröffentlichen").click();
    const file = path.join(work, "content/blog", `${SLUG}.md`);
    const image = path.join(work, "content/blog/images/sommerfest-buehne.jpg");
    // decap-server writes the entry and the image one after the other: wait for both.
    for (let i = 0; i < 50 && !(fs.existsSync(file) && fs.existsSync(image)); i++) await page.waitForTimeout(200);

    const { data, content } = matter(fs.readFileSync(file, "utf8"));
    expect(data).toMatchObject({
      slug: SLUG,
      title: TITLE,
      category: CATEGORY,
      readTime: 4,
      image: "images/sommerfest-buehne.jpg",
    });
    expect(content).toContain("Ein Sommerfest lebt von der Musik");
    expect(fs.existsSync(image)).toBe(true);
    expect(log.errors.filter((e) => !/404/.test(e))).toEqual([]); // no Netlify Identity widget any more

    // What the editor saved must pass the validator (and, below, the build).
    const check = checkContent();
    expect(check.stdout + check.stderr).toContain("Inhaltsprüfung bestanden");
    expect(check.status).toBe(0);
  }, 300_000);
});

/** A celebration added through /admin (content/events): built onto /referenzen by the build below. */
const EVENT = {
  id: "cms-test-sommerfest-feier",
  title: "Sommerfest aus dem CMS",
  // A past day, whatever today is: the references list celebrations that took place.
  date: addDays(berlinDay(new Date()), -40),
  guests: 80,
  story: "Ein Sommerfest, eingetragen im CMS: Empfang mit Soul, danach volle Tanzfläche bis Mitternacht.",
};
/** The first location of the copy (its id stays; its name may be edited below). */
const eventLocation = () =>
  (
    yaml.load(fs.readFileSync(path.join(work, "content/locations/locations.yaml"), "utf8")) as {
      id: string;
      name: string;
    }[]
  )[0];
let edits: PlannedEdit[] = [];

describe("every collection edited in the CMS, and a celebration added", () => {
  const page = async () => (editorPage ??= (await openEditor("#/")).page);

  test("a celebration added in /admin is saved with the editor's values", async () => {
    const editor = await page();
    // The event type of an occasion page of the copy: a celebration of that type is listed there too.
    const occasions = path.join(work, "content/occasions");
    const first = fs
      .readdirSync(occasions)
      .filter((f) => f.endsWith(".yaml"))
      .sort()[0];
    const { occasion: eventType } = readAsCms(path.join(occasions, first)) as {
      occasion: string;
    };
    await editor.evaluate(() => (window.location.hash = "#/collections/events"));
    await editor.getByRole("button", { name: "Veröffentlicht" }).waitFor({ state: "detached" });
    await editor.evaluate(() => (window.location.hash = "#/collections/events/new"));
    await editor.getByLabel("Kennung", { exact: true }).fill(EVENT.id);
    await editor.getByLabel("Überschrift", { exact: true }).fill(EVENT.title);
    await editor.getByLabel("Datum der Feier").fill(EVENT.date);
    // Occasion and location are chosen from lists (issue 50): type to filter, take the first match.
    const pick = async (label: string, text: string) => {
      await editor.getByLabel(label, { exact: true }).fill(text);
      await editor.locator('[role="option"]').first().waitFor();
      await editor.keyboard.press("Enter");
    };
    await pick("Art der Feier", eventType);
    await pick("Location (Kennung) (optional)", eventLocation().name);
    await editor.getByLabel("Anzahl der Gäste").fill(String(EVENT.guests));
    await editor.getByLabel("Was ich an dem Abend gemacht habe").fill(EVENT.story);
    const file = path.join(work, "content/events", `${EVENT.id}.yaml`);
    await publish(editor, file, null);

    expect(readAsCms(file)).toEqual({
      id: EVENT.id,
      title: EVENT.title,
      date: EVENT.date,
      eventType,
      location: eventLocation().id,
      guests: EVENT.guests,
      story: EVENT.story,
      photos: [],
      sample: false,
    });
  }, 60_000);

  test("one field of each collection changed and saved in /admin: the file changes in that field only, and the content check passes", async () => {
    const editor = await page();
    // One planned edit per collection of the model, no more, no less (a new collection needs one).
    expect(Object.keys(EDITS).sort()).toEqual(COLLECTIONS.map((c) => c.name).sort());
    edits = plannedEdits(work);
    const changedElsewhere: string[] = [];
    for (const edit of edits) {
      const before = readAsCms(edit.file);
      await applyEdit(editor, edit);
      const after = readAsCms(edit.file);
      try {
        expect(after).toEqual(withValue(before, edit.at, edit.value));
      } catch (e) {
        changedElsewhere.push(`${path.relative(work, edit.file)} (${edit.at.join(".")}): ${String(e)}`);
      }
    }
    expect(changedElsewhere).toEqual([]);

    const check = checkContent();
    expect(check.stdout + check.stderr).toContain("Inhaltsprüfung bestanden");
    expect(check.status).toBe(0);
  }, 120_000);
});

/** The day the CMS added to the availability list (written unquoted, YAML 1.2): not a day of the calendar. */
const cmsDay = () => String(edits.find((e) => e.collection.name === "availability")?.value);

/**
 * The editor's everyday changes made in files (as in git or a text editor): a new city and a new occasion
 * (one file each, texts of their own: __tests__/fixtures/editor-day), a 68-character headline and a
 * package 100 € dearer. No code changes with them; the content check passes, and below, after the build,
 * the built-site tests pass on this copy as they do on the project.
 */
const FIXTURES = path.join(ROOT, "__tests__/fixtures/editor-day");
const NEW_FILES = ["cities/ploen.yaml", "occasions/jubilaeum.yaml"];
/** 68 characters: a long headline the model allows. */
const HEADLINE = "Event-DJ in Plön: Hochzeit am See, Jubiläum im Gutshaus, Sommerfest!";
let dearer: { id: string; netPrice: number };

describe("the editor's everyday changes in files", () => {
  test("a new city, a new occasion, a 68-character headline and a new price pass the content check", () => {
    for (const file of NEW_FILES) fs.copyFileSync(path.join(FIXTURES, file), path.join(work, "content", file));
    expect(HEADLINE).toHaveLength(68);
    editYaml("content/cities/ploen.yaml", (doc) => doc.setIn(["heroTitle"], HEADLINE));
    editYaml("content/packages/packages.yaml", (doc) => {
      const guide = (doc.toJSON() as { guide: { id: string; netPrice: number }[] }).guide;
      const last = guide.length - 1;
      dearer = { id: guide[last].id, netPrice: guide[last].netPrice + 100 };
      doc.setIn(["guide", last, "netPrice"], dearer.netPrice);
    });
    const check = checkContent();
    expect(check.stdout + check.stderr).toContain("Inhaltsprüfung bestanden");
    expect(check.status).toBe(0);
  });
});

/** Changes one YAML file of the copy in place, comments and layout kept (the `yaml` package's document API). */
function editYaml(file: string, change: (doc: YAML.Document.Parsed) => void): void {
  const full = path.join(work, file);
  const doc = YAML.parseDocument(fs.readFileSync(full, "utf8"));
  change(doc);
  fs.writeFileSync(full, doc.toString());
}

describe("a build with the owner's calendar and the editor's changes", () => {
  beforeAll(async () => {
    build = await buildInBackground(work, {
      BUILD_TIME: NOW.toISOString(),
      GATSBY_ENQUIRY_ENDPOINT: "http://127.0.0.1:9787/anfrage",
      AVAILABILITY_ICS_URL: calendarAddress,
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
    const { data } = planningData();
    expect(data).toEqual({
      updatedAt: TODAY,
      booked: [...EXPECT.booked, cmsDay()].sort(),
      tentative: [...EXPECT.tentative].sort(),
    });
    expect(checkDate(cmsDay(), data, NOW).kind).toBe("booked");
  });

  test("the date check answers booked, held (angefragt) and free as the calendar says", () => {
    const { data } = planningData();
    for (const day of EXPECT.booked) expect([day, checkDate(day, data, NOW).kind]).toEqual([day, "booked"]);
    for (const day of EXPECT.tentative) expect([day, checkDate(day, data, NOW).kind]).toEqual([day, "tentative"]);
    for (const day of EXPECT.free) expect([day, checkDate(day, data, NOW).kind]).toEqual([day, "free"]);
  });

  test("the form's calendar marks the same days, and both pages with the check and the form load this data", () => {
    const { data } = planningData();
    const marked = upcomingDays(data, NOW);
    expect(marked.booked).toEqual(expect.arrayContaining(EXPECT.booked));
    expect(marked.tentative).toEqual(expect.arrayContaining(EXPECT.tentative));
    for (const day of EXPECT.free) expect([...marked.booked, ...marked.tentative]).not.toContain(day);
    // The start page (date check) and /kontakt (the form) are built with the same days.
    expect(planningData("index").data).toEqual(data);
  });

  test("the Christmas pages' scarcity figure counts the calendar's December days: all taken, 100 %", () => {
    // From 20 November every December Friday and Saturday lies ahead – at least four of each – and the
    // calendar books them all: the page must show the section and say 100. (Below half the section is
    // hidden: __tests__/unit/christmas-scarcity.test.tsx, for a fixed build day.)
    expect(december.length).toBeGreaterThanOrEqual(8);
    expect(scarcityText(christmasRoute())).toMatch(/\b100\b/);
  });

  test("a series that never occurs is skipped with its title and UID in the log; the calendar's days still count", () => {
    const log = build.stdout + build.stderr;
    expect(log).toContain(NEVER.summary);
    expect(log).toContain(NEVER.uid);
    const data = planningData().data;
    expect(data.booked).toEqual(expect.arrayContaining([A, B]));
  });

  test("no title, place, description, attendee, UID or the secret address reaches public/ or the build log", () => {
    const needles = [...privateNeedles(), SECRET];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.(html|json|js|mjs|css|xml|txt|map|webmanifest|svg)$/.test(entry.name) ||
          entry.name === "_headers"
        ) {
          const text = fs.readFileSync(full, "utf8");
          for (const needle of needles)
            if (text.toLowerCase().includes(needle.toLowerCase()))
              offenders.push(`${path.relative(work, full)}: ${needle}`);
        }
      }
    };
    walk(publicFile());
    const log = (build.stdout + build.stderr).toLowerCase();
    for (const needle of needles) if (log.includes(needle.toLowerCase())) offenders.push(`build log: ${needle}`);
    expect(offenders).toEqual([]);
  });

  test("Christmas titles name the build date's season, the copyright runs to its year", () => {
    const season = `${YEAR}/${YEAR + 1}`;
    const pages = fs.readdirSync(publicFile()).filter((d) => d.startsWith("weihnachtsfeier-dj-"));
    expect(pages.length).toBeGreaterThan(0);
    for (const route of pages) {
      const doc = parseHtmlFile(publicFile(route, "index.html"));
      for (const [found] of doc.title.matchAll(/\b20\d\d\s*\/\s*20\d\d\b/g))
        expect(found.replace(/\s/g, "")).toBe(season);
    }
    const footer = parseHtmlFile(publicFile("index.html")).querySelector("footer")?.textContent ?? "";
    expect(footer).toMatch(new RegExp(`© (20\\d\\d–)?${YEAR} `));
  });

  test("the celebration added in the CMS is on /referenzen: its date in a <time>, its title and venue", () => {
    const doc = parseHtmlFile(publicFile("referenzen", "index.html"));
    const entry = doc.getElementById(EVENT.id);
    expect(entry).not.toBeNull();
    expect(entry!.querySelector("time")?.getAttribute("datetime")).toBe(EVENT.date);
    expect(entry!.textContent).toContain(EVENT.title);
    expect(entry!.textContent).toContain(eventLocation().name);
  });

  test("the new city and occasion are built and linked from the hubs; the headline is the city's h1", () => {
    const city = parseHtmlFile(publicFile("event-dj-ploen", "index.html"));
    expect(city.querySelector("h1")?.textContent).toBe(HEADLINE);
    expect(fs.existsSync(publicFile("dj-jubilaeum-hamburg", "index.html"))).toBe(true);
    const home = parseHtmlFile(publicFile("index.html"));
    const links = (scope: string) => [...home.querySelectorAll(`${scope} a[href]`)].map((a) => a.getAttribute("href"));
    // Lists that follow the content: the occasions on the start page, the towns in every page's footer.
    expect(links("main")).toContain("/dj-jubilaeum-hamburg");
    expect(links("footer")).toContain("/event-dj-ploen");
  });

  test("the built-site tests pass on the editor's copy, reading its content (the new price included)", () => {
    expect(dearer.netPrice).toBeGreaterThan(100);
    const run = spawnSync(
      process.execPath,
      [
        require.resolve("jest/bin/jest"),
        "--config",
        "jest.site.config.js",
        "--ci",
        "--testPathIgnorePatterns",
        "later-builds",
      ],
      { cwd: work, encoding: "utf8", env: { ...process.env, BUILD_TIME: NOW.toISOString() } },
    );
    const failures = run.stderr.split("\n").filter((line) => /^(Tests|Test Suites):.*failed|● (?!Console)/.test(line));
    expect(failures).toEqual([]);
    expect(run.stderr).toMatch(/^Tests: +\d+ passed, \d+ total$/m);
    expect(run.status).toBe(0);
  }, 300_000);

  test("the article created in the CMS is built: its page names the title and the date", () => {
    const html = fs.readFileSync(publicFile("blog", SLUG, "index.html"), "utf8");
    expect(html).toContain(TITLE);
    expect(html).toContain("12. Juni 2026");
  });
});
