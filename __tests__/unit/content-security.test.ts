/**
 * @jest-environment node
 *
 * The content check against hostile or absurd content (a security probe's findings): code for the
 * browser in any text, a YAML alias bomb, and references that claim to have been played in the
 * future or before a billion guests. Every fixture is written here; nothing depends on content/.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync } from "child_process";
import yaml from "js-yaml";
import { cmsConfig } from "../../src/cms/config";
import type { CmsCollection, CmsField } from "../../src/cms/types";
import { blog, events, faqs, locations, MAX_EVENT_GUESTS } from "../../src/model/collections";
import { contentWarnings, formatIssue, validateFiles, type ContentFile } from "../../src/checks/validate";
import { aliasedValues, MAX_ALIASED_VALUES } from "../../src/checks/read";
import { readContentDocs } from "../../scripts/launch/content";
import { scriptIn } from "../../src/checks/scripts";

const root = path.resolve(__dirname, "../..");
/** The build's day in these tests: 1 June 2026, noon in Hamburg. */
const TODAY = new Date("2026-06-01T12:00:00+02:00");
const check = (files: ContentFile[], today = TODAY) => validateFiles(files, () => true, today).map(formatIssue);
const about = (found: string[], what: string | RegExp) =>
  found.filter((m) => (typeof what === "string" ? m.includes(what) : what.test(m)));

const CODE = "Programmcode für den Browser darf in keinem Text stehen";

// ---- Fixtures -------------------------------------------------------------------------------------

const FAQS = "content/faqs/faqs.yaml";
const faqFile = (answers: string[]): ContentFile => ({
  path: FAQS,
  text: yaml.dump({ home: answers.map((answer, i) => ({ question: `Frage ${i + 1}?`, answer })) }),
});

const EVENT = "content/events/feier.yaml";
const eventFile = (change: Record<string, unknown> = {}): ContentFile => ({
  path: EVENT,
  text: yaml.dump({
    id: "feier",
    title: "Eine Testfeier",
    date: "2026-05-30",
    eventType: "geburtstag",
    venueName: "Festsaal am Kanal",
    townName: "Hamburg",
    guests: 80,
    story: "Ich habe zum Essen leise Jazz gespielt und danach bis drei Uhr Partymusik.",
    ...change,
  }),
});

const LOCATIONS = "content/locations/locations.yaml";
const locationFile = (change: Record<string, unknown> = {}): ContentFile => ({
  path: LOCATIONS,
  text: yaml.dump(
    ["Erstes Haus", "Zweites Haus"].map((name, i) => ({
      id: `haus-${i + 1}`,
      name,
      type: "Landhaus",
      description: "Ein Haus mit Saal und Garten.",
      image: "./images/haus.jpg",
      imageAlt: "Ein Haus mit Garten",
      capacity: "100 Gäste",
      highlights: ["Garten", "Saal"],
      location: "Hamburg",
      website: "https://www.example.org/",
      ...(i === 1 ? change : {}),
    })),
  ),
});

const ARTICLE = "content/blog/ein-artikel.md";
const articleFile = (frontmatter: Record<string, unknown>, body: string): ContentFile => ({
  path: ARTICLE,
  text: `---\n${yaml.dump({ title: "Ein Artikel", slug: "ein-artikel", ...frontmatter })}---\n${body}`,
});

/** The "billion laughs": each line repeats the one before nine times, nine levels deep. */
const aliasBomb = (levels: number): string => {
  const names = "abcdefghijklmnopqrstuvwxyz";
  const lines = [`${names[0]}: &${names[0]} [${Array(9).fill('"lol"').join(",")}]`];
  for (let i = 1; i < levels; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(9)
        .fill(`*${names[i - 1]}`)
        .join(",")}]`,
    );
  return `${lines.join("\n")}\n`;
};

// ---- 1. Code for the browser in any text ------------------------------------------------------------

describe("no text carries <script> or javascript:", () => {
  it("refuses an FAQ answer that closes the page's structured data and runs its own script", () => {
    const attack = "Gern. </script><script>document.documentElement.dataset.pwned=document.domain</script>";
    const found = about(check([faqFile(["Ja, gern.", attack])]), CODE);
    expect(found).toEqual([
      `${FAQS}, ${faqs.fields.home.label} › Eintrag 2 („Frage 2?“), Feld „${faqs.fields.home.fields.answer.label}“: enthält „</script“: ${CODE}, er liefe auf der Website bei jedem Besucher. Bitte entfernen.`,
    ]);
  });

  it.each([
    ["<ScRiPt>alert(1)</ScRiPt>", "<script"],
    ["Text < script src=//x.example/a.js>", "<script"],
    ["Ende.</script >", "</script"],
    ["Ende. <  /  SCRIPT>", "</script"],
    ["Ende. </scr\nipt>", "</script"],
    ["java&#115;cript:alert(1)", "javascript:"],
    ["java&#x73;cript:alert(1)", "javascript:"],
    ["java&#0000115cript:alert(1)", "javascript:"],
    ["&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)", "javascript:"],
    ["javascript&colon;alert(1)", "javascript:"],
    ["JaVaScRiPt:alert(1)", "javascript:"],
    ["java\tscript:alert(1)", "javascript:"],
    ["java\u200bscript:alert(1)", "javascript:"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;", "<script"],
    ["&amp;lt;script&amp;gt;", "<script"],
  ])("finds %j, however it is disguised", (text, code) => {
    expect(scriptIn(text)).toBe(code);
  });

  it.each([
    "JavaScript braucht diese Seite nicht.",
    "Java, Script und Manuskript: drei Wörter.",
    "Das Skript der Rede liegt bereit.",
    "Tom & Jerry, <strong>fett</strong> & mehr",
    "Transkript: siehe unten",
  ])("accepts the ordinary text %j", (text) => {
    expect(scriptIn(text)).toBeUndefined();
  });

  it("checks every text of a list entry, named by the entry and the field's label", () => {
    const found = about(check([locationFile({ description: "Schön. <SCRIPT>alert(1)</SCRIPT>" })]), CODE);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(
        `^${LOCATIONS}, Eintrag 2 \\(„Zweites Haus“\\), Feld „${locations.fields.description.label}“: enthält „<script“`,
      ),
    );
    // Values of a list field too (Besonderheiten).
    expect(about(check([locationFile({ highlights: ["Garten", "javascript:alert(1)"] })]), CODE)).toEqual([
      `${LOCATIONS}, Eintrag 2 („Zweites Haus“), ${locations.fields.highlights.label} › Eintrag 2: enthält „javascript:“: ${CODE}, er liefe auf der Website bei jedem Besucher. Bitte entfernen.`,
    ]);
  });

  it("checks a folder collection's file and nested groups", () => {
    const found = about(
      check([eventFile({ quote: { text: "Toll! java&#115;cript:alert(1)", name: "Katrin S.", profile: "Google" } })]),
      CODE,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(
      `${EVENT}, Feld „${events.fields.quote.label} › ${events.fields.quote.fields.text.label}“: enthält „javascript:“ (verschleiert geschrieben`,
    );
  });

  it("checks an article's frontmatter and its Markdown body, naming the line", () => {
    const found = about(
      check([
        articleFile(
          { excerpt: "Kurz <script>x()</script>" },
          "Erster Absatz.\n\nZweiter Absatz <script>x()</script>\n",
        ),
      ]),
      CODE,
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toContain(`${ARTICLE}, Frontmatter, Feld „${blog.fields.excerpt.label}“: enthält „<script“`);
    // ---, title, slug, excerpt, ---, then the body: its third line is line 8 of the file.
    expect(found[1]).toContain(`${ARTICLE}, Feld „${blog.fields.body.label}“: Zeile 8: enthält „<script“`);
  });

  it("reports a javascript: link in an article body once, with the link check's message", () => {
    const found = check([articleFile({}, "Ein [Link](javascript:alert(1)) im Text.\n")]);
    expect(about(found, "javascript:")).toHaveLength(1);
    expect(about(found, "führt nicht dorthin, wo er aussieht")).toHaveLength(1);
  });

  it("accepts texts without code", () => {
    expect(
      about(check([faqFile(["Ja, gern.", "JavaScript? Braucht es nicht."]), locationFile(), eventFile()]), CODE),
    ).toEqual([]);
  });
});

// ---- 2. YAML alias bombs --------------------------------------------------------------------------

describe("YAML aliases", () => {
  const ALIASES = "wiederholt Werte mit YAML-Verweisen";

  it("counts what the repeats add, and stops counting at the limit", () => {
    expect(aliasedValues(yaml.load(aliasBomb(9)))).toBe(MAX_ALIASED_VALUES + 1);
    expect(aliasedValues(yaml.load("a: [1, 2]\nb: {c: [3]}"))).toBe(0);
    // A hand-written file may reuse a block now and then: a merge key adds its few values.
    expect(aliasedValues(yaml.load("base: &base {type: Landhaus, capacity: x}\nmore:\n  <<: *base\n  name: y\n"))).toBe(
      0,
    );
    expect(aliasedValues(yaml.load("a: &a [1, 2, 3]\nb: *a\nc: *a\n"))).toBe(8);
  });

  it("refuses a YAML file whose repeats grow beyond the limit, naming the file, and reads no further", () => {
    const bomb = { path: FAQS, text: `${faqFile(["Ja."]).text}${aliasBomb(4)}` };
    const found = check([bomb]);
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${FAQS}: ${ALIASES}`))]);
    expect(contentWarnings([bomb], TODAY)).toEqual([]);
  });

  it("refuses Markdown frontmatter whose repeats grow beyond the limit", () => {
    const article = articleFile({}, "Text.\n");
    const bomb = { ...article, text: article.text.replace("---\n", `---\n${aliasBomb(4)}`) };
    expect(about(check([bomb]), ALIASES)).toEqual([expect.stringMatching(new RegExp(`^${ARTICLE}: ${ALIASES}`))]);
  });

  it("check:content refuses the nine-line billion laughs within seconds instead of hanging", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-bomb-"));
    try {
      fs.mkdirSync(path.join(dir, "faqs"));
      fs.writeFileSync(path.join(dir, "faqs/faqs.yaml"), `${faqFile(["Ja."]).text}${aliasBomb(9)}`);
      // One process (tsx as a loader, not its CLI, which runs a child): a timeout ends it for good.
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
        cwd: root,
        env: { ...process.env, CONTENT_PATH: dir },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect({ status: run.status, signal: run.signal }).toEqual({ status: 1, signal: null });
      expect(run.stderr).toMatch(new RegExp(`faqs/faqs\\.yaml: ${ALIASES}`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("the go-live check with an alias bomb", () => {
  it("leaves the file to the content check and finishes (it walked every value and ran out of memory)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-bomb-"));
    try {
      fs.mkdirSync(path.join(dir, "content/faqs"), { recursive: true });
      fs.writeFileSync(path.join(dir, "content/faqs/faqs.yaml"), `${faqFile(["Ja."]).text}${aliasBomb(9)}`);
      const docs = readContentDocs(path.join(dir, "content"), dir);
      expect(docs.map((d) => d.file)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---- 3. References: played, and plausible -----------------------------------------------------------

describe("references (content/events)", () => {
  const DATE = `Feld „${events.fields.date.label}“`;
  const future = (found: string[]) => about(found, "liegt in der Zukunft");

  it("refuses a celebration dated after today: it has not been played", () => {
    expect(future(check([eventFile({ date: "2999-12-31" })]))).toEqual([
      `${EVENT}, ${DATE}: 31. Dezember 2999 liegt in der Zukunft (heute ist der 1. Juni 2026). Unter „Referenzen“ stehen nur Feiern, die Sie schon gespielt haben: Bitte die Feier erst nach dem Termin eintragen.`,
    ]);
    expect(future(check([eventFile({ date: "2026-06-02" })]))).toHaveLength(1);
  });

  it("accepts a celebration of today or before, today being Hamburg's day", () => {
    expect(check([eventFile({ date: "2026-06-01" })])).toEqual([]);
    expect(check([eventFile({ date: "2024-09-14" })])).toEqual([]);
    // 23:30 UTC on 31 May is already 1 June in Hamburg.
    expect(check([eventFile({ date: "2026-06-01" })], new Date("2026-05-31T23:30:00Z"))).toEqual([]);
    expect(future(check([eventFile({ date: "2026-06-01" })], new Date("2026-05-31T21:30:00Z")))).toHaveLength(1);
  });

  it("reads an unquoted YAML date (a Date) the same way", () => {
    const file = eventFile();
    expect(future(check([{ ...file, text: file.text.replace(/^date: .*$/m, "date: 2999-12-31") }]))).toHaveLength(1);
  });

  it.each([0, MAX_EVENT_GUESTS + 1, 999_999_999])("refuses %d guests", (guests) => {
    expect(about(check([eventFile({ guests })]), "Feld „guests“")).toHaveLength(1);
  });

  it.each([1, 120, MAX_EVENT_GUESTS])("accepts %d guests", (guests) => {
    expect(check([eventFile({ guests })])).toEqual([]);
  });

  it("keeps the guests' range in the model, so /admin refuses the number too", () => {
    expect(MAX_EVENT_GUESTS).toBeLessThanOrEqual(5000);
    const collection = (cmsConfig.collections as CmsCollection[]).find((c) => c.name === events.name)!;
    const guests = collection.fields!.find((f) => f.name === "guests") as CmsField & { min?: number; max?: number };
    expect({ min: guests.min, max: guests.max }).toEqual({ min: 1, max: MAX_EVENT_GUESTS });
  });
});
