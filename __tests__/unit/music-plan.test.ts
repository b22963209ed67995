/** @jest-environment node */
// The Musikplanung's logic (issue 33): the plan's link encoding (round trip, size limit, broken and
// foreign links), the moments content/ gives each occasion, the draft kept in this browser, the
// readable fields sent to the form service, the send checks, and the local inbox taking plans.
// Node environment: CompressionStream, Blob streams and Response are Node's, as in the browser.
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { deflateRawSync } from "zlib";
import {
  emptyDraft,
  fromWire,
  isEmptyPlan,
  momentHint,
  momentRowsFor,
  momentsEdited,
  momentsFor,
  newKey,
  PLAN_LIMITS,
  toWire,
  type PlanDraft,
} from "../../src/lib/music-plan";
import { decodePlan, encodePlan, planCodeIn, shareLink, SHARE_LINK_MAX } from "../../src/lib/plan-link";
import { OCCASION_TYPES, type PlanningContentData } from "../../src/model/collections";
import { PLAN_KEY } from "../../src/lib/storage-keys";
import { clearPlanDraft, readPlanDraft, savePlanDraft } from "../../src/components/MusicPlanner/draft";
import { buildPlanPayload, planMailto } from "../../src/components/MusicPlanner/payload";
import { validateSend } from "../../src/components/MusicPlanner/validate";
import { PLANNER_MESSAGES } from "../../src/components/MusicPlanner/MusicPlanner.labels";
import { CONTENT_DIR } from "../support/content";

const content = yaml.load(
  fs.readFileSync(path.join(CONTENT_DIR, "planning", "planning.yaml"), "utf8"),
) as PlanningContentData;
const genres = (yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "site", "site.yaml"), "utf8")) as { genres: string[] })
  .genres;
const known = { genres, occasions: [...OCCASION_TYPES] };
const BASE = "https://www.event-dj-hamburg.example/musikplanung";

const song = (title: string, artist: string) => ({ key: newKey(), title, artist });
/** Titles and artists as varied as real ones (repeated text would compress far better than a real plan). */
const SONGS: [string, string][] = [
  ["Mr. Brightside", "The Killers"],
  ["September", "Earth, Wind & Fire"],
  ["Dancing Queen", "ABBA"],
  ["Atemlos durch die Nacht", "Helene Fischer"],
  ["Uptown Funk", "Mark Ronson feat. Bruno Mars"],
  ["Wonderwall", "Oasis"],
  ["Tage wie diese", "Die Toten Hosen"],
  ["Don't Stop Me Now", "Queen"],
  ["I Wanna Dance with Somebody", "Whitney Houston"],
  ["Levitating", "Dua Lipa"],
  ["Sweet Caroline", "Neil Diamond"],
  ["Westerland", "Die Ärzte"],
  ["Shut Up and Dance", "Walk the Moon"],
  ["Hey Ya!", "OutKast"],
  ["Major Tom (völlig losgelöst)", "Peter Schilling"],
  ["Valerie", "Amy Winehouse"],
  ["Livin' on a Prayer", "Bon Jovi"],
  ["Griechischer Wein", "Udo Jürgens"],
  ["Get Lucky", "Daft Punk feat. Pharrell Williams"],
  ["Es ist geil ein Arschloch zu sein", "Christian Steiffen"],
  ["Rolling in the Deep", "Adele"],
  ["Ein Stern (der deinen Namen trägt)", "DJ Ötzi & Nik P."],
  ["Happy", "Pharrell Williams"],
  ["Take On Me", "a-ha"],
  ["Cordula Grün", "Josh."],
  ["Billie Jean", "Michael Jackson"],
  ["99 Luftballons", "Nena"],
  ["Blinding Lights", "The Weeknd"],
  ["Macarena", "Los del Río"],
  ["Skandal im Sperrbezirk", "Spider Murphy Gang"],
  ["Bohemian Rhapsody", "Queen"],
  ["Ich war noch niemals in New York", "Udo Jürgens"],
  ["Shape of You", "Ed Sheeran"],
  ["Narcotic", "Liquido"],
  ["Vamos a la playa", "Righeira"],
  ["Sex on Fire", "Kings of Leon"],
  ["Verdammt, ich lieb' dich", "Matthias Reim"],
  ["Titanium", "David Guetta feat. Sia"],
  ["Summer of '69", "Bryan Adams"],
  ["Auf uns", "Andreas Bourani"],
];
const songAt = (i: number) => {
  const [title, artist] = SONGS[i % SONGS.length];
  return song(i < SONGS.length ? title : `${title} (Remix ${i})`, artist);
};
/** A wedding plan as a couple writes it: umlauts, quotes, an emoji, line breaks in the notes. */
function weddingPlan(moments = 8, songs = 12, notDo = 4): PlanDraft {
  const rows = momentRowsFor(content.occasions, "hochzeit");
  while (rows.length < moments) rows.push({ ...rows[rows.length - 1], key: newKey(), title: `Extra ${rows.length}` });
  return {
    ...emptyDraft(),
    occasion: "hochzeit",
    date: "12.06.2027",
    moments: rows.slice(0, moments).map((m, i) => ({
      ...m,
      time: `${String(15 + (i % 9)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
      song: i === 1 ? "„Can’t Help Falling in Love“ – Elvis" : `Wunsch ${i + 1}`,
      note: i === 4 ? "Bitte auf 2:30 kürzen 💃" : "",
    })),
    mustPlay: Array.from({ length: songs }, (_, i) => songAt(i)),
    doNotPlay: Array.from({ length: notDo }, (_, i) => songAt(SONGS.length - 1 - i)),
    genres: { [genres[0]]: "more", [genres[1]]: "less" },
    notes: {
      contact: "Trauzeugin Maren, 0170 1234567",
      volume: "Pegelbegrenzer 95 dB\nMusikende 1:00",
      moderation: "Namen: Jörg (wie „Jörk“)",
      other: "",
    },
    name: "Jana Schulz",
    email: "jana@example.de",
  };
}
const withoutKeys = (plan: PlanDraft) => JSON.parse(JSON.stringify(toWire(plan)));
const linkCode = (url: string) => planCodeIn(new URL(url).hash)!;

describe("the plan travels in a link of its own", () => {
  it("round trip: the plan opened from the link is the plan that was shared, without name and e-mail", async () => {
    const plan = weddingPlan();
    const link = await shareLink(BASE, plan);
    expect(link.url.startsWith(`${BASE}#plan=1.`)).toBe(true);
    const decoded = await decodePlan(linkCode(link.url), known);
    if (!decoded.ok) throw new Error(`not decoded: ${decoded.reason}`);
    expect(withoutKeys(decoded.plan)).toEqual(withoutKeys(plan));
    expect(decoded.plan.moments.map((m) => m.title)).toEqual(plan.moments.map((m) => m.title));
    expect(decoded.plan.name).toBe("");
    expect(decoded.plan.email).toBe("");
    expect(link.url).not.toContain("jana");
  });

  it("is compressed: a typical wedding plan fits comfortably within 2,000 characters", async () => {
    const link = await shareLink(BASE, weddingPlan(8, 12, 4));
    const json = JSON.stringify(toWire(weddingPlan(8, 12, 4)));
    expect(link.fits).toBe(true);
    expect(link.length).toBe(link.url.length);
    expect(link.length).toBeLessThan(SHARE_LINK_MAX);
    expect(link.url.length - BASE.length).toBeLessThan(json.length); // smaller than the plain JSON
  });

  it(`refuses a link longer than ${SHARE_LINK_MAX} characters (a plan to send or print instead)`, async () => {
    const long = weddingPlan(20, 60, 30);
    const link = await shareLink(BASE, long);
    expect(link.fits).toBe(false);
    expect(link.length).toBeGreaterThan(SHARE_LINK_MAX);
    expect(PLANNER_MESSAGES.tooLong(link.length)).toContain("höchstens 2.000");
  });

  it("opens the uncompressed form a browser without CompressionStream writes", async () => {
    const plan = weddingPlan(3, 2, 1);
    const code = `0.${Buffer.from(JSON.stringify(toWire(plan))).toString("base64url")}`;
    const decoded = await decodePlan(code, known);
    expect(decoded.ok && withoutKeys(decoded.plan)).toEqual(withoutKeys(plan));
  });

  it("reads the code from the fragment only when it is a plan", () => {
    expect(planCodeIn("#plan=1.abc")).toBe("1.abc");
    expect(planCodeIn("plan=0.x-y_z")).toBe("0.x-y_z");
    expect(planCodeIn("#plan=1.%41")).toBe("1.A");
    expect(planCodeIn("")).toBeNull();
    expect(planCodeIn("#ablauf")).toBeNull();
  });

  describe("broken or foreign links are no plan", () => {
    const wire = (value: unknown) => `1.${deflateRawSync(Buffer.from(JSON.stringify(value))).toString("base64url")}`;
    const good = toWire(weddingPlan(2, 1, 1));
    const cases: [string, () => Promise<string>][] = [
      ["empty", async () => ""],
      ["no version", async () => "abc"],
      ["unknown version", async () => `2.${(await encodePlan(weddingPlan())).slice(2)}`],
      ["not base64url", async () => "1.ab$cd"],
      ["cut off", async () => (await encodePlan(weddingPlan())).slice(0, 60)],
      ["random bytes", async () => `1.${Buffer.from("not deflate at all, just text").toString("base64url")}`],
      [
        "compressed text that is no JSON",
        async () => `1.${deflateRawSync(Buffer.from("hallo")).toString("base64url")}`,
      ],
      ["JSON of something else", async () => wire({ hello: "world" })],
      ["another version", async () => wire({ ...good, v: 2 })],
      ["an unknown key", async () => wire({ ...good, z: 1 })],
      ["an occasion this site does not have", async () => wire({ ...good, o: "kindergeburtstag" })],
      ["a moment with three parts", async () => wire({ ...good, m: [["18:00", "Sekt", "x"]] })],
      ["a time that is none", async () => wire({ ...good, m: [["18 Uhr", "Sekt", "", ""]] })],
      ["a number for a title", async () => wire({ ...good, p: [[1, "x"]] })],
      [
        "too many titles",
        async () => wire({ ...good, p: Array.from({ length: PLAN_LIMITS.songs + 1 }, () => ["a", "b"]) }),
      ],
      ["a text too long", async () => wire({ ...good, p: [["x".repeat(PLAN_LIMITS.text + 1), ""]] })],
      ["a genre wish of 2", async () => wire({ ...good, g: { [genres[0]]: 2 } })],
      ["a name and e-mail (a draft, not a link)", async () => wire({ ...good, a: "Jana", e: "jana@example.de" })],
      // 10 MB of spaces compress to a few kB: the decoder stops reading long before.
      ["a decompression bomb", async () => `1.${deflateRawSync(Buffer.alloc(10_000_000, 32)).toString("base64url")}`],
    ];
    it.each(cases)("%s", async (_name, make) => {
      await expect(decodePlan(await make(), known)).resolves.toEqual({ ok: false, reason: "invalid" });
    });

    it("the message says so, as the issue words it", () => {
      expect(PLANNER_MESSAGES.invalidLink).toBe("Dieser Link enthält keine gültige Musikplanung");
    });
  });

  it("drops a wish for a genre the site no longer lists, keeps the rest", () => {
    const plan = fromWire({ v: 1, o: "firmenfeier", g: { [genres[0]]: 1, "Volksmusik von früher": -1 } }, known);
    expect(plan?.genres).toEqual({ [genres[0]]: "more" });
  });
});

describe("moments from content/planning/planning.yaml", () => {
  it("gives each of the enquiry form's eight event types its moments", () => {
    for (const occasion of OCCASION_TYPES) expect(momentsFor(content.occasions, occasion).length).toBeGreaterThan(0);
    expect(content.occasions.map((o) => o.occasion).sort()).toEqual([...OCCASION_TYPES].sort());
  });

  it("a wedding has at least reception, entrance, dinner, first dance, cake and party, in this order", () => {
    const titles = momentsFor(content.occasions, "hochzeit").map((m) => m.title);
    const wanted = ["Sektempfang", "Einzug", "Dinner", "Eröffnungstanz", "Torte", "Party"];
    expect(titles.filter((t) => wanted.includes(t))).toEqual(wanted);
  });

  it("a company party has reception, speeches, honours, dinner and party", () => {
    const titles = momentsFor(content.occasions, "firmenfeier").map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(["Empfang", "Reden", "Ehrungen", "Dinner", "Party"]));
  });

  it("lays out rows with the content's titles, hints by title, and knows when the visitor has written in them", () => {
    const rows = momentRowsFor(content.occasions, "firmenfeier");
    expect(rows.map((r) => r.title)).toEqual(
      content.occasions.find((o) => o.occasion === "firmenfeier")!.moments.map((m) => m.title),
    );
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(momentHint(content.occasions, "hochzeit", "Eröffnungstanz")).toMatch(/Tanz/);
    expect(momentHint(content.occasions, "hochzeit", "Mein eigener Punkt")).toBeUndefined();
    expect(momentsEdited(rows, content.occasions, "firmenfeier")).toBe(false);
    expect(momentsEdited([{ ...rows[0], song: "x" }, ...rows.slice(1)], content.occasions, "firmenfeier")).toBe(true);
    expect(momentsEdited(rows.slice(1), content.occasions, "firmenfeier")).toBe(true);
    expect(momentsEdited([], content.occasions, "")).toBe(false);
    expect(momentsFor(content.occasions, "unbekannt")).toEqual([]);
  });
});

describe("the draft in this browser", () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      data,
      storage: () => ({
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      }),
    };
  };

  it("keeps the whole plan with name and e-mail, and removes the entry when the plan is empty", () => {
    const { data, storage } = memory();
    const plan = weddingPlan();
    expect(savePlanDraft(plan, storage)).toBe("ok");
    const read = readPlanDraft(known, storage);
    expect(read.storage).toBe("ok");
    expect(JSON.parse(JSON.stringify(toWire(read.draft!, { contact: true })))).toEqual(
      JSON.parse(JSON.stringify(toWire(plan, { contact: true }))),
    );
    expect(read.draft!.name).toBe("Jana Schulz");
    savePlanDraft(emptyDraft(), storage);
    expect(data.has(PLAN_KEY)).toBe(false);
    savePlanDraft(plan, storage);
    clearPlanDraft(storage);
    expect(data.has(PLAN_KEY)).toBe(false);
  });

  it("says when storage is full or disabled, instead of failing", () => {
    const full = () => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => undefined,
    });
    expect(savePlanDraft(weddingPlan(), full)).toBe("unavailable");
    const disabled = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(readPlanDraft(known, disabled)).toEqual({ draft: null, storage: "unavailable" });
    expect(savePlanDraft(weddingPlan(), disabled)).toBe("unavailable");
  });

  it("treats an unreadable entry as no draft", () => {
    const { data, storage } = memory();
    data.set(PLAN_KEY, "{kaputt");
    expect(readPlanDraft(known, storage)).toEqual({ draft: null, storage: "ok" });
    data.set(PLAN_KEY, JSON.stringify({ v: 1, o: 42 }));
    expect(readPlanDraft(known, storage).draft).toBeNull();
  });

  it("an occasion alone is worth keeping, an empty row is not", () => {
    expect(isEmptyPlan(emptyDraft())).toBe(true);
    expect(isEmptyPlan({ ...emptyDraft(), mustPlay: [song("", "")] })).toBe(true);
    expect(isEmptyPlan({ ...emptyDraft(), occasion: "geburtstag" })).toBe(false);
    expect(isEmptyPlan({ ...emptyDraft(), name: "Jana" })).toBe(true);
    expect(isEmptyPlan({ ...emptyDraft(), name: "Jana" }, { contact: true })).toBe(false);
  });
});

describe("sending: checks and the readable fields", () => {
  const today = new Date(2026, 10, 26);

  it("asks for a name, an e-mail address and a real day that has not passed", () => {
    const ok = { name: "Jana Schulz", email: "jana@example.de", date: "12.06.2027" };
    expect(validateSend(ok, today)).toEqual({});
    expect(validateSend({ ...ok, name: " " }, today)).toEqual({ name: PLANNER_MESSAGES.name });
    expect(validateSend({ ...ok, email: "jana@" }, today)).toEqual({ email: PLANNER_MESSAGES.email });
    expect(validateSend({ ...ok, date: "" }, today)).toEqual({ date: PLANNER_MESSAGES.dateMissing });
    expect(validateSend({ ...ok, date: "31.02.2027" }, today)).toEqual({ date: PLANNER_MESSAGES.dateFormat });
    expect(validateSend({ ...ok, date: "2027-06-12" }, today)).toEqual({ date: PLANNER_MESSAGES.dateFormat });
    expect(validateSend({ ...ok, date: "25.11.2026" }, today)).toEqual({ date: PLANNER_MESSAGES.datePast });
    expect(validateSend({ ...ok, date: "26.11.2026" }, today)).toEqual({});
  });

  it("sends the subject with the name and the day as dd.MM.yyyy, and the plan as text fields", () => {
    const plan = { ...weddingPlan(3, 2, 1), date: "5.6.2027" };
    const fields = Object.fromEntries(buildPlanPayload(plan, { genres, host: "www.example.de" }));
    expect(fields._subject).toBe("Musikplanung von Jana Schulz für den 05.06.2027");
    expect(fields).toMatchObject({
      formular: "Musikplanung",
      name: "Jana Schulz",
      email: "jana@example.de",
      "Datum der Feier": "05.06.2027",
      Anlass: "Hochzeit",
      website: "www.example.de",
    });
    expect(fields.Ablauf.split("\n")).toEqual([
      "1. 15:00 Sektempfang – Musikwunsch: Wunsch 1",
      "2. 16:30 Einzug – Musikwunsch: „Can’t Help Falling in Love“ – Elvis",
      "3. 17:00 Dinner – Musikwunsch: Wunsch 3",
    ]);
    expect(fields["Unbedingt spielen"]).toBe("1. Mr. Brightside – The Killers\n2. September – Earth, Wind & Fire");
    expect(fields["Bitte nicht spielen"]).toBe("1. Auf uns – Andreas Bourani");
    expect(fields.Musikrichtungen).toBe(`Mehr davon: ${genres[0]}\nWeniger davon: ${genres[1]}`);
    expect(fields["Ansprechpartner am Abend"]).toBe("Trauzeugin Maren, 0170 1234567");
    expect(fields).not.toHaveProperty("Weitere Wünsche"); // empty parts are left out
    expect(fields).not.toHaveProperty("_gotcha");
  });

  it("the e-mail fallback carries the whole plan", () => {
    const mailto = planMailto(weddingPlan(2, 2, 0), genres, "info@example.de");
    expect(mailto.startsWith("mailto:info@example.de?subject=")).toBe(true);
    const body = decodeURIComponent(mailto.split("&body=")[1]);
    expect(body).toContain(
      "Unbedingt spielen:\r\n1. Mr. Brightside – The Killers\r\n2. September – Earth, Wind & Fire",
    );
    expect(body).toContain("Ablauf:\r\n1. 15:00 Sektempfang");
    expect(decodeURIComponent(mailto.split("subject=")[1].split("&")[0])).toBe(
      "Musikplanung von Jana Schulz für den 12.06.2027",
    );
  });
});

describe("the privacy policy covers the stored and the sent plan", () => {
  const legal = yaml.load(fs.readFileSync(path.join(CONTENT_DIR, "legal", "legal.yaml"), "utf8")) as {
    privacy: { sections: { heading?: string }[] };
  };
  const privacy = JSON.stringify(legal.privacy);
  it("names the storage key, has a section on the Musikplanung and says the link is not encrypted", () => {
    expect(privacy).toContain(`„${PLAN_KEY}“`);
    expect(legal.privacy.sections.map((s) => s.heading)).toContain("Musikplanung");
    expect(privacy).toMatch(/nicht verschlüsselt/);
  });
});

describe("the local inbox (npm start) takes plans", () => {
  let child: ReturnType<typeof spawn>;
  let url = "";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plan-inbox-"));
  beforeAll(async () => {
    const program = `
      import { startInbox } from ${JSON.stringify(path.resolve(__dirname, "../../scripts/enquiry-inbox.mjs"))};
      const inbox = await startInbox({ port: 0, dir: ${JSON.stringify(dir)}, log: () => {} });
      console.log(inbox.url);
      process.on("SIGTERM", () => inbox.close().then(() => process.exit(0)));
    `;
    child = spawn(process.execPath, ["--input-type=module", "-e", program], { cwd: dir });
    url = await new Promise<string>((resolve, reject) => {
      child.stdout!.once("data", (d) => resolve(String(d).trim()));
      child.once("exit", (code) => reject(new Error(`inbox exited (${code})`)));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const post = (entries: [string, string][]) => {
    const body = new FormData();
    for (const [k, v] of entries) body.append(k, v);
    return fetch(url, { method: "POST", headers: { Accept: "application/json" }, body });
  };

  it("accepts a plan with name, e-mail and day, and stores it readable", async () => {
    const response = await post(buildPlanPayload(weddingPlan(2, 1, 0), { genres, host: "localhost" }));
    expect(response.status).toBe(200);
    const [line] = fs.readFileSync(path.join(dir, "anfragen.jsonl"), "utf8").trim().split("\n");
    expect(JSON.parse(line).fields).toMatchObject({ name: "Jana Schulz", Anlass: "Hochzeit" });
  });

  it("refuses a plan without the day, naming it", async () => {
    const entries = buildPlanPayload(weddingPlan(1, 0, 0), { genres, host: "localhost" }).filter(
      ([k]) => k !== "Datum der Feier",
    );
    const response = await post(entries);
    expect(response.status).toBe(422);
    await expect(response.json()).resolves.toMatchObject({ missing: ["Datum der Feier"] });
  });
});
