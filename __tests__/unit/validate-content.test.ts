/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync } from "child_process";
import yaml from "js-yaml";
import {
  contentWarnings,
  formatIssue,
  readContentFiles,
  validateFiles,
  type ContentFile,
} from "../../src/checks/validate";

const root = path.resolve(__dirname, "../..");
const exists = (p: string) => fs.existsSync(path.resolve(root, p));
const baseline = (): ContentFile[] => readContentFiles(path.join(root, "content"), root);

/** Two article files of the content, whichever an editor keeps: fixtures for the article rules. */
const [ARTICLE, OTHER_ARTICLE] = baseline()
  .filter((f) => f.path.startsWith("content/blog/") && f.path.endsWith(".md"))
  .map((f) => ({ path: f.path, slug: /^slug: "?([^"\n]+)"?$/m.exec(f.text)![1] }));

/** The real content with one file's text changed: a broken fixture for one rule. */
function breakFile(file: string, change: (text: string) => string): ContentFile[] {
  const files = baseline();
  const target = files.find((f) => f.path === file);
  if (!target) throw new Error(`fixture file missing: ${file}`);
  const changed = change(target.text);
  if (changed === target.text) throw new Error(`the fixture change did not apply to ${file}`);
  return files.map((f) => (f === target ? { ...f, text: changed } : f));
}

/** A YAML text with some fields changed, whichever way it was written (by hand or saved by the CMS). */
const editYaml = (text: string, change: (data: Record<string, unknown>) => void): string => {
  const data = yaml.load(text) as Record<string, unknown>;
  change(data);
  return yaml.dump(data, { lineWidth: -1 });
};

type Entry = Record<string, unknown>;
const LOCATIONS = "content/locations/locations.yaml";
/** The real content with one YAML file's data changed; returns the files and the changed data (for names in messages). */
function breakYaml<T>(file: string, change: (data: T) => unknown): [ContentFile[], T] {
  let data: T | undefined;
  const files = breakFile(file, (text) =>
    editYaml(text, (parsed) => {
      data = parsed as T;
      change(data);
    }),
  );
  return [files, data!];
}

const messages = (files: ContentFile[], fileExists = exists) => validateFiles(files, fileExists).map(formatIssue);
const warnings = (files: ContentFile[], now: Date) => contentWarnings(files, now).map(formatIssue);

/** The real content plus one new file, as an editor would add it. */
function addFile(file: string, text: string): ContentFile[] {
  const files = baseline();
  if (files.some((f) => f.path === file)) throw new Error(`fixture file exists already: ${file}`);
  return [...files, { path: file, text }];
}

/**
 * The fixture's town: the first of these the content does not have yet, so an editor who adds
 * one of them (Bad Segeberg is the obvious next city) does not collide with the test.
 */
const [TOWN, TOWN_SLUG] = (() => {
  const taken = baseline().filter((f) => f.path.startsWith("content/cities/"));
  const free = (
    [
      ["Bad Segeberg", "bad-segeberg"],
      ["Bad Oldesloe", "bad-oldesloe"],
      ["Neumünster", "neumuenster"],
      ["Itzehoe", "itzehoe"],
    ] as const
  ).find(
    ([name, slug]) =>
      !taken.some((f) => f.path === `content/cities/${slug}.yaml` || new RegExp(`^name: ${name}$`, "m").test(f.text)),
  );
  if (!free) throw new Error("every fixture town exists in content/cities: add another candidate here");
  return free;
})();
const CITY_FILE = `content/cities/${TOWN_SLUG}.yaml`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A city written for its own town: passes every rule. */
const NEW_CITY_TEMPLATE = `name: Bad Segeberg
slug: bad-segeberg
distanceKm: 55
metaTitle: "Event DJ Bad Segeberg – Musik am Kalkberg"
metaDescription: "Ihr Event DJ in Bad Segeberg für Hochzeit, Geburtstag und Vereinsfest am Kalkberg und am Großen Segeberger See, mit eigener Ton- und Lichttechnik."
heroTitle: "Event DJ Bad Segeberg"
heroText: "Vom Indianerdorf-Sommer bis zum Winterball im Kurhaus: Ich sorge in Bad Segeberg für volle Tanzflächen."
intro: |
  Bad Segeberg kennen viele vom Sommer am Kalkberg, wenn auf der Freilichtbühne geritten und geschossen wird. Abseits der Bühne wird hier aber genauso gern privat gefeiert: am Seeufer, im Kurpark oder in den Gasthöfen der umliegenden Dörfer.

  Von Hamburg aus sind es nur etwa 55 Kilometer über die A21, ich bin also schnell vor Ort und baue in aller Ruhe auf.
specialties:
  - title: "Kalkberg und Freilichtbühne"
    text: "Wer nach einem Theaterabend am Kalkberg weiterfeiert, bekommt von mir Westernklassiker zum Ankommen und danach Partymusik bis spät."
faq:
  - question: "Spielen Sie auch auf Feiern direkt am Segeberger See?"
    answer: "Ja, mit Akkutechnik und wetterfestem Aufbau; bei Regen ziehen wir gemeinsam in den Saal um."
`;
const NEW_CITY = NEW_CITY_TEMPLATE.replace("slug: bad-segeberg", `slug: ${TOWN_SLUG}`).replaceAll("Bad Segeberg", TOWN);

/** The first file of a content folder, whichever the editor keeps: a fixture for that folder's rules. */
function firstFileIn(folder: string): { path: string; text: string; data: Entry } {
  const file = baseline()
    .filter((f) => f.path.startsWith(`content/${folder}/`) && f.path.endsWith(".yaml"))
    .sort((a, b) => a.path.localeCompare(b.path))[0];
  if (!file) throw new Error(`content/${folder}/ has no file: add one to run this test`);
  return { ...file, data: yaml.load(file.text) as Entry };
}
const SAMPLE_CITY = firstFileIn("cities");
const SAMPLE_CITY_NAME = String(SAMPLE_CITY.data.name);
const SAMPLE_CHRISTMAS = firstFileIn("christmas");
/** The net prices of every package in content/packages/packages.yaml (guide and Christmas). */
const packageNets = (): number[] => {
  const { guide, christmas } = yaml.load(
    baseline().find((f) => f.path === "content/packages/packages.yaml")!.text,
  ) as Record<"guide" | "christmas", { netPrice: number }[]>;
  return [...guide, ...christmas].map((p) => p.netPrice);
};

/** That city's page with the name replaced everywhere: the copy an editor might start from. */
const cityCopy = (): string =>
  SAMPLE_CITY.text
    .replace(new RegExp(`^slug: ${escape(String(SAMPLE_CITY.data.slug))}$`, "m"), `slug: ${TOWN_SLUG}`)
    .replaceAll(SAMPLE_CITY_NAME, TOWN);

/** A complete article as an editor would write it, published at `publishedAt`. */
const articleFixture = (publishedAt: string) => `---
slug: ein-neuer-artikel
title: "Ein neuer Artikel"
excerpt: "Zwei Sätze über die Feier."
publishedAt: "${publishedAt}"
readTime: 4
category: ${/^- name: (.+)$/m.exec(baseline().find((f) => f.path === "content/categories/categories.yaml")!.text)![1]}
image: ./images/${path.basename(
  baseline()
    .find((f) => f.path.startsWith("content/blog/") && f.path.endsWith(".md"))!
    .text.match(/^image: \.\/images\/(.+)$/m)![1],
)}
imageAlt: "Ein Bild"
---

Ein kurzer Text über die Feier.
`;

describe("content validator", () => {
  describe("prices in visitor copy state their VAT status (PAngV)", () => {
    const faqAnswer = (answer: string) =>
      breakFile("content/faqs/faqs.yaml", (t) => t.replace(/^( {4}answer: ).*$/m, `$1${answer}`));

    it("refuses a hand-typed net price, naming file and field and the token to use", () => {
      const found = messages(faqAnswer("Meine Pakete beginnen bei 850 € netto."));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^content\/faqs\/faqs\.yaml, Feld „home\.1\.answer“: Preis „850 €“ von Hand geschrieben und nennt nur einen Nettopreis/,
      );
      expect(found[0]).toContain("{preisBasis}");
    });

    it("refuses a hand-typed amount without any VAT status, in YAML and in an article", () => {
      expect(messages(faqAnswer("Die meisten Feiern liegen zwischen 850 und 1.950 Euro."))[0]).toMatch(
        /Preis „1\.950 Euro“ .* nennt keinen Mehrwertsteuer-Status/,
      );
      const article = addFile(
        "content/blog/ein-neuer-artikel.md",
        `${articleFixture("2026-03-01T09:00:00+01:00")}\nDas kostet ab 950 €.\n`,
      );
      expect(messages(article)).toEqual([
        expect.stringMatching(/^content\/blog\/ein-neuer-artikel\.md, Feld „Text“: Preis „950 €“/),
      ]);
    });

    it("accepts price tokens, a gross price with its net one, and free travel (0 €)", () => {
      expect(messages(faqAnswer("Meine Pakete beginnen bei {preisBasis}, die Anfahrt kostet 0 €."))).toEqual([]);
      // Gross and net of a price ten times the cheapest package's (an „ab“ price may never lie below it).
      const net = 10 * Math.min(...packageNets());
      const euros = (n: number) => n.toLocaleString("de-DE");
      expect(
        messages(
          faqAnswer(`Ab ${euros(Math.round(net * 1.19))} € inkl. MwSt., für Firmenkunden ${euros(net)} € netto.`),
        ),
      ).toEqual([]);
    });

    it("rejects a price token that no package defines", () => {
      expect(messages(faqAnswer("Ab {preisGold}."))[0]).toMatch(/unbekannter Platzhalter \{preisGold\}/);
    });
  });

  it("accepts the content as committed", () => {
    expect(messages(baseline())).toEqual([]);
  });

  it("names file, entry and field when a required field is missing", () => {
    const [files, locations] = breakYaml<Entry[]>(LOCATIONS, (all) => delete all[2].capacity);
    expect(messages(files)).toContain(
      `${LOCATIONS}, Eintrag 3 („${locations[2].name}“), Feld „capacity“: fehlt (Pflichtfeld)`,
    );
  });

  it("rejects a wrong type with the value found", () => {
    const [files] = breakYaml<Entry>(SAMPLE_CITY.path, (city) => (city.distanceKm = "neunzig"));
    expect(messages(files)).toContain(
      `${SAMPLE_CITY.path}, Feld „distanceKm“: muss eine Zahl sein, gefunden: "neunzig"`,
    );
  });

  it("rejects a rating outside 1–5", () => {
    const [files, locations] = breakYaml<Entry[]>(LOCATIONS, (all) => (all[0].rating = 7));
    expect(messages(files)).toContain(
      `${LOCATIONS}, Eintrag 1 („${locations[0].name}“), Feld „rating“: muss zwischen 1 und 5 liegen, gefunden: 7`,
    );
  });

  it("rejects a testimonial rating of 0", () => {
    const file = "content/testimonials/testimonials.yaml";
    const [files, testimonials] = breakYaml<Entry[]>(file, (all) => (all[0].rating = 0));
    expect(messages(files)).toContain(
      `${file}, Eintrag 1 („${testimonials[0].name}“), Feld „rating“: muss zwischen 1 und 5 liegen, gefunden: 0`,
    );
  });

  it("rejects a price that is not a positive number", () => {
    const file = "content/packages/packages.yaml";
    const [files, packages] = breakYaml<{ guide: Entry[] }>(file, (p) => (p.guide[1].netPrice = -5));
    expect(messages(files)).toContain(
      `${file}, guide › Eintrag 2 („${packages.guide[1].name}“), Feld „netPrice“: muss eine positive Zahl sein, gefunden: -5`,
    );
  });

  describe("„ab“ prices and price ranges agree with the packages", () => {
    const PACKAGES = "content/packages/packages.yaml";
    type Packages = { guide: Entry[]; christmas: Entry[]; home: Entry[]; priceRanges: Entry[] };
    const cheapestOf = (p: Packages) =>
      [...p.guide, ...p.christmas].reduce((a, b) => ((b.netPrice as number) < (a.netPrice as number) ? b : a));

    it("a price change of a package alone (the dearest guide package up by 100 €) keeps the content valid", () => {
      const [files] = breakYaml<Packages>(PACKAGES, (p) => {
        const dearest = p.guide.reduce((a, b) => ((b.netPrice as number) > (a.netPrice as number) ? b : a));
        dearest.netPrice = (dearest.netPrice as number) + 100;
      });
      expect(messages(files)).toEqual([]);
    });

    it("rejects a home package's „ab“ price below the cheapest package, naming file, entry and field", () => {
      const [files, p] = breakYaml<Packages>(PACKAGES, (p) => {
        p.home[0].netPriceFrom = (cheapestOf(p).netPrice as number) - 1;
      });
      expect(messages(files).filter((m) => m.includes("netPriceFrom"))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${escape(PACKAGES)}, home › Eintrag 1 \\(„${escape(String(p.home[0].name))}“\\), Feld „netPriceFrom“: „ab .* liegt unter dem günstigsten Paket \\(„${escape(String(cheapestOf(p).name))}“`,
          ),
        ),
      ]);
    });

    it("rejects a price range that starts below the cheapest package", () => {
      const [files] = breakYaml<Packages>(PACKAGES, (p) => {
        p.priceRanges[0].netFrom = (cheapestOf(p).netPrice as number) - 1;
      });
      expect(
        messages(files).some(
          (m) => m.startsWith(`${PACKAGES}, priceRanges › Eintrag 1`) && m.includes("Feld „netFrom“"),
        ),
      ).toBe(true);
    });

    it("rejects a hand-written „ab … € inkl. MwSt.“ below the cheapest package's gross price", () => {
      const [files] = breakYaml<Packages>(PACKAGES, (p) => {
        p.home[0].description = "Schon ab 5 € inkl. MwSt. zu haben.";
      });
      expect(messages(files)).toContainEqual(
        expect.stringMatching(/Feld „home\.1\.description“: „ab 5 €“ .*liegt unter dem günstigsten Paket/),
      );
    });

    it("warns (no error) when the cheapest package drops below every „ab“ price of the home page", () => {
      const [files] = breakYaml<Packages>(PACKAGES, (p) => {
        const cheapest = cheapestOf(p);
        cheapest.netPrice = Math.min(...p.home.map((h) => (h.netPriceFrom as number) ?? Infinity)) - 100;
      });
      expect(messages(files)).toEqual([]);
      expect(warnings(files, new Date())).toContainEqual(
        expect.stringMatching(
          /^content\/packages\/packages\.yaml, Feld „home“: die Startseite nennt als niedrigsten Preis/,
        ),
      );
    });
  });

  describe("references: ids into other collections and links in texts must exist", () => {
    const OCCASION = baseline().find((f) => f.path.startsWith("content/occasions/"))!.path;

    it.each([
      ["locations", "Location"],
      ["packages", "Paket"],
      ["articles", "Artikel"],
    ])("rejects an occasion naming an unknown %s id, naming file, field and id", (field, noun) => {
      const [files] = breakYaml<Entry>(
        OCCASION,
        (o) => (o[field] = [...((o[field] as string[]) ?? []), "gibt-es-nicht"]),
      );
      expect(messages(files)).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${escape(OCCASION)}, Feld „${field}“: unbekannte ${noun} „gibt-es-nicht“; vorhanden sind: `),
        ),
      );
    });

    it("rejects a link in a text to a page this site does not have", () => {
      const [files] = breakYaml<Entry>(
        OCCASION,
        (o) => (o.intro = `${o.intro} Mehr im [Ratgeber](/ratgeber-gibt-es-nicht).`),
      );
      expect(messages(files)).toEqual([
        `${OCCASION}, Feld „intro“: verlinkt „/ratgeber-gibt-es-nicht“, eine Seite, die es auf dieser Website nicht gibt. Bitte die Adresse prüfen (z. B. /kontakt, /blog/artikel-adresse).`,
      ]);
    });

    it("accepts links to every kind of page and anchor, rejects a link out of the site without https://", () => {
      const city = baseline().find((f) => f.path.startsWith("content/cities/"))!;
      const citySlug = (yaml.load(city.text) as { slug: string }).slug;
      const good = `[a](/kontakt) [b](/blog/${ARTICLE.slug}) [c](/event-dj-${citySlug}#faq)`;
      expect(messages(breakYaml<Entry>(OCCASION, (o) => (o.intro = good))[0])).toEqual([]);
      // Links out of the site render only in articles (a YAML text makes site paths only into links).
      const outside = "[d](https://www.example.de/x) [e](mailto:a@b.de) ![Bild](./images/x.jpg)";
      expect(messages(breakFile(ARTICLE.path, (t) => `${t}\n\n${outside}\n`))).toEqual([]);
      const files = breakFile(
        ARTICLE.path,
        (t) => `${t}\n\nSiehe [dort](http://www.example.de) und [hier](www.example.de).\n`,
      );
      expect(messages(files).map((m) => /verlinkt „([^“]+)“: Links auf andere Websites/.exec(m)?.[1])).toEqual([
        "http://www.example.de",
        "www.example.de",
      ]);
    });

    it("checks links in an article's Markdown text too", () => {
      const files = breakFile(ARTICLE.path, (t) => `${t}\n\nWeiter zur [Preisliste](/preise).\n`);
      expect(messages(files)).toContainEqual(
        expect.stringMatching(new RegExp(`^${escape(ARTICLE.path)}, Feld „Text“: verlinkt „/preise“`)),
      );
    });
  });

  it("rejects „Ihre“ before a masculine or neuter noun in a text, accepts it before a feminine one", () => {
    const OCCASION = baseline().find((f) => f.path.startsWith("content/occasions/"))!.path;
    const [files] = breakYaml<Entry>(OCCASION, (o) => {
      o.locationsTitle = "Passende Locations für Ihre Geburtstag";
      o.ctaTitle = "Ihre Hochzeit, Ihr Sommerfest, Ihren Geburtstag";
    });
    expect(messages(files)).toEqual([
      `${OCCASION}, Feld „locationsTitle“: „Ihre Geburtstag“: „Ihre“ passt nur vor weibliche Wörter und Mehrzahl; bitte „Ihren …“ oder „Ihr …“ schreiben.`,
    ]);
  });

  it("rejects a duplicate blog slug", () => {
    const files = breakFile(OTHER_ARTICLE.path, (t) => t.replace(/^slug: .*$/m, `slug: ${ARTICLE.slug}`));
    expect(
      messages(files).some((m) =>
        m.startsWith(`${OTHER_ARTICLE.path}, Frontmatter, Feld „slug“: „${ARTICLE.slug}“ ist doppelt vergeben`),
      ),
    ).toBe(true);
  });

  it("rejects a day that stands under both „booked“ and „tentative“ (the availability collection's rule)", () => {
    const FILE = "content/availability/availability.yaml";
    const [files] = breakYaml<{ booked: string[]; tentative: string[] }>(FILE, (a) => {
      a.booked = ["2031-05-17"];
      a.tentative = ["2031-05-17", "2031-05-24"];
    });
    expect(messages(files)).toEqual([
      `${FILE}, Feld „tentative“: 17. Mai 2031 steht unter „booked“ (ausgebucht) und unter „tentative“ (angefragt); ein Tag darf nur in einer Liste stehen.`,
    ]);
  });

  it("rejects a duplicate extra id (the extras collection's rule)", () => {
    const FILE = "content/extras/extras.yaml";
    const [files, extras] = breakYaml<{ extras: { id: string; name: string }[] }>(FILE, (e) => {
      e.extras[1].id = e.extras[0].id;
    });
    expect(messages(files)).toEqual([
      `${FILE}, extras › Eintrag 2 („${extras.extras[1].name}“), Feld „id“: „${extras.extras[0].id}“ ist doppelt vergeben`,
    ]);
  });

  it("rejects a duplicate location id", () => {
    const [files, locations] = breakYaml<Entry[]>(LOCATIONS, (all) => (all[all.length - 1].id = all[0].id));
    const last = locations.length;
    expect(
      messages(files).some((m) =>
        m.startsWith(
          `${LOCATIONS}, Eintrag ${last} („${locations[last - 1].name}“), Feld „id“: „${locations[0].id}“ ist doppelt vergeben`,
        ),
      ),
    ).toBe(true);
  });

  it("rejects an unknown blog category and lists the allowed ones", () => {
    const files = breakFile(ARTICLE.path, (t) => t.replace(/^category: .*$/m, "category: Kochrezepte"));
    const found = messages(files).find((m) => m.includes("Kochrezepte"));
    expect(
      found?.startsWith(
        `${ARTICLE.path}, Frontmatter, Feld „category“: unbekannte Kategorie „Kochrezepte“; erlaubt sind: `,
      ),
    ).toBe(true);
  });

  it("rejects a missing image file", () => {
    const [files, locations] = breakYaml<Entry[]>(LOCATIONS, (all) => (all[0].image = "./images/gibt-es-nicht.jpg"));
    expect(messages(files)).toContain(
      `${LOCATIONS}, Eintrag 1 („${locations[0].name}“), Feld „image“: Bilddatei nicht gefunden: ./images/gibt-es-nicht.jpg (erwartet unter content/locations/images/gibt-es-nicht.jpg)`,
    );
  });

  it("rejects an invalid date", () => {
    const files = breakFile(ARTICLE.path, (t) =>
      t.replace(/^publishedAt: .*$/m, 'publishedAt: "2025-02-30T09:00:00+01:00"'),
    );
    expect(messages(files)).toContain(
      `${ARTICLE.path}, Frontmatter, Feld „publishedAt“: ist kein gültiges Datum, gefunden: "2025-02-30T09:00:00+01:00"`,
    );
  });

  describe("a headline longer than a search result shows (65 characters)", () => {
    const long = "Sommerfest im Betrieb: Musik von der Mittagspause bis zur Tanzfläche";
    const withTitle = (searchTitle?: string) =>
      addFile(
        "content/blog/ein-neuer-artikel.md",
        articleFixture("2026-03-01T09:00:00+01:00").replace(
          'title: "Ein neuer Artikel"',
          `title: "${long}"${searchTitle === undefined ? "" : `\nsearchTitle: "${searchTitle}"`}`,
        ),
      );
    const titleWarnings = (files: ContentFile[]) =>
      warnings(files, new Date("2026-03-02T12:00:00+01:00")).filter((w) =>
        w.startsWith("content/blog/ein-neuer-artikel.md"),
      );

    it("is no error, only a warning that names the search title field", () => {
      expect(long.length).toBeGreaterThan(65);
      expect(messages(withTitle())).toEqual([]);
      expect(titleWarnings(withTitle())).toEqual([
        `content/blog/ein-neuer-artikel.md, Frontmatter, Feld „title“: ist ${long.length} Zeichen lang; Suchergebnisse zeigen etwa 65 und kürzen den Rest. Wer bestimmen will, was dort steht, trägt einen „Titel für Suchmaschinen“ ein (searchTitle, höchstens 65 Zeichen).`,
      ]);
    });

    it("with a search title that fits: neither error nor warning", () => {
      const files = withTitle("Sommerfest im Betrieb: Musik für den ganzen Tag");
      expect(messages(files)).toEqual([]);
      expect(titleWarnings(files)).toEqual([]);
    });

    it("rejects a search title that does not fit, naming file and field", () => {
      const tooLong = `${long} – und danach`;
      expect(messages(withTitle(tooLong))).toEqual([
        `content/blog/ein-neuer-artikel.md, Frontmatter, Feld „searchTitle“: ist mit eingesetzten Platzhaltern ${tooLong.length} Zeichen lang („${tooLong}“); Suchmaschinen zeigen höchstens 65. Bitte kürzen.`,
      ]);
    });
  });

  it("rejects a meta description over 160 and a meta title over 65 characters once placeholders are filled, naming file and field", () => {
    // Over the limits only once {preisBasisBrutto} becomes the price („… € inkl. MwSt.“) and {city} the city's name.
    const files = breakFile(SAMPLE_CITY.path, (t) =>
      editYaml(t, (city) => {
        city.metaTitle = "Event DJ {city} – Musik für Hochzeiten, Firmenfeiern und runde Geburtstage";
        city.metaDescription = `${"Feiern an der Förde mit Musik, Licht und Moderation. ".repeat(3)}Ab {preisBasisBrutto}`;
      }),
    );
    const found = messages(files);
    expect(found.find((m) => m.includes("Feld „metaTitle“"))).toMatch(
      new RegExp(
        `^${escape(SAMPLE_CITY.path)}, Feld „metaTitle“: ist mit eingesetzten Platzhaltern \\d+ Zeichen lang \\(„Event DJ ${escape(SAMPLE_CITY_NAME)} – `,
      ),
    );
    // {preisBasisBrutto} is filled with the price from packages.yaml, whatever it is today.
    expect(found.find((m) => m.includes("Feld „metaDescription“"))).toMatch(
      /Ab \d[\d.]* € inkl\. MwSt\.“\); Suchmaschinen zeigen höchstens 160/,
    );
  });

  it("rejects a page title or description another page already has (filled), naming both files; a shared {city} template is fine", () => {
    const [first, second] = baseline()
      .filter((f) => f.path.startsWith("content/cities/") && f.path.endsWith(".yaml"))
      .map((f) => ({ path: f.path, data: yaml.load(f.text) as Entry }));
    const copied = String(first.data.metaDescription);
    const files = breakFile(second.path, (t) =>
      editYaml(t, (city) => {
        city.metaDescription = copied;
        city.metaTitle = "Event DJ {city} für Hochzeit und Firmenfeier";
      }),
    ).map((f) =>
      f.path === first.path
        ? { ...f, text: editYaml(f.text, (city) => (city.metaTitle = "Event DJ {city} für Hochzeit und Firmenfeier")) }
        : f,
    );
    const found = messages(files).filter((m) => m.includes("wie in"));
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${second.path.replace(/\./g, "\\.")}, Feld „metaDescription“: ist dieselbe Beschreibung wie in ${first.path.replace(/\./g, "\\.")}, Feld „metaDescription“ \\(„`,
        ),
      ),
    ]);
  });

  it("rejects a display date that does not match publishedAt", () => {
    const files = breakFile(ARTICLE.path, (t) => t.replace(/^date: .*$/m, 'date: "11. März 2025"'));
    expect(messages(files).some((m) => m.includes("Feld „date“: passt nicht zu publishedAt"))).toBe(true);
  });

  it("accepts an article without a display date or with an empty one (it is derived from publishedAt)", () => {
    for (const replacement of ["", 'date: ""']) {
      const files = breakFile(ARTICLE.path, (t) => t.replace(/^date: .*$/m, replacement));
      expect(messages(files)).toEqual([]);
    }
  });

  it("reports a YAML syntax error with its line", () => {
    const files = breakFile("content/faqs/faqs.yaml", (t) => t.replace("home:\n", "home:\n  - question: [kaputt\n"));
    const found = messages(files).find((m) => m.startsWith("content/faqs/faqs.yaml"));
    expect(found).toMatch(/^content\/faqs\/faqs\.yaml: YAML-Syntaxfehler in Zeile \d+, Spalte \d+/);
  });

  it("reports a syntax error in Markdown frontmatter", () => {
    const files = breakFile(ARTICLE.path, (t) => t.replace(/^readTime: .*$/m, "readTime: [5"));
    expect(messages(files).some((m) => m.startsWith(`${ARTICLE.path}: YAML-Syntaxfehler in Zeile `))).toBe(true);
  });

  describe("city pages are written for their city", () => {
    it("accepts a new city with its own text", () => {
      expect(messages(addFile(CITY_FILE, NEW_CITY))).toEqual([]);
    });

    it.each(["intro", "faq", "specialties"])(
      "rejects a city whose %s was copied from another city, naming both files",
      (field) => {
        const found = messages(addFile(CITY_FILE, cityCopy()));
        expect(found).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^${escape(CITY_FILE)}, Feld „${field}“: gleicht zu 100 % dem Feld „${field}“ in ${escape(SAMPLE_CITY.path)} \\(${escape(SAMPLE_CITY_NAME)}\\); erlaubt sind unter 15 %`,
            ),
          ),
        );
        expect(found).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^${escape(SAMPLE_CITY.path)}, Feld „${field}“: gleicht zu 100 % dem Feld „${field}“ in ${escape(CITY_FILE)} \\(${escape(TOWN)}\\)`,
            ),
          ),
        );
      },
    );

    it("rejects a copied intro even when only the intro was pasted", () => {
      const text = editYaml(NEW_CITY, (city) => {
        city.intro = SAMPLE_CITY.data.intro;
      });
      const found = messages(addFile(CITY_FILE, text));
      expect(found.filter((m) => m.startsWith(`${CITY_FILE}, Feld „intro“: gleicht zu`))).toHaveLength(1);
      expect(found.some((m) => m.includes("Feld „faq“") || m.includes("Feld „specialties“"))).toBe(false);
    });

    it("rejects an intro that does not name the distance given in distanceKm", () => {
      const found = messages(addFile(CITY_FILE, NEW_CITY.replace("distanceKm: 55", "distanceKm: 5")));
      expect(found).toContain(
        `${CITY_FILE}, Feld „intro“: nennt die Entfernung von Hamburg nicht: distanceKm ist 5, aber „5“ kommt im Text nicht vor (z. B. „rund 5 Kilometer“). Entfernung im Text ergänzen oder distanceKm korrigieren.`,
      );
    });

    it("accepts an intro that names the distance, and a city without distanceKm", () => {
      expect(messages(addFile(CITY_FILE, NEW_CITY))).toEqual([]);
      expect(messages(addFile(CITY_FILE, NEW_CITY.replace("distanceKm: 55\n", "")))).toEqual([]);
    });
  });
});

describe("content warnings (stale content: printed, never a failure)", () => {
  const day = (iso: string) => new Date(iso);

  /** The content with the early-bird deadline (and its season) set to a day of the test's choosing. */
  const earlyBirdUntil = (iso: string) =>
    baseline().map((f) =>
      f.path === "content/packages/packages.yaml"
        ? {
            ...f,
            text: f.text
              .replace(/^( {2}deadline: ).*$/m, `$1"${iso}"`)
              .replace(/^( {2}season: ).*$/m, `$1Weihnachtsfeiern ${iso.slice(0, 4)}`),
          }
        : f,
    );

  it("warns when the early-bird offer was not renewed for the coming season", () => {
    expect(warnings(earlyBirdUntil("2025-09-30T23:59:59+02:00"), day("2025-10-01T12:00:00+02:00"))).toContain(
      "content/packages/packages.yaml, Feld „earlyBird.deadline“: Frühbucher-Angebot ist nicht für die Saison 2025/2026 erneuert: die Frist ist am 30. September 2025 abgelaufen, das Banner wird nicht mehr angezeigt. Für die kommende Saison neue Frist, Saison und Preise eintragen.",
    );
  });

  it("does not warn about an early-bird deadline still ahead", () => {
    expect(
      warnings(earlyBirdUntil("2025-09-30T23:59:59+02:00"), day("2025-09-01T12:00:00+02:00")).filter((w) =>
        w.includes("earlyBird.deadline"),
      ),
    ).toEqual([]);
  });

  it("warns about a season or year in a title that is over", () => {
    const files = breakFile(SAMPLE_CHRISTMAS.path, (t) =>
      t.replace(/^metaTitle: .*$/m, 'metaTitle: "Weihnachtsfeier DJ – Saison 2024/2025"'),
    );
    const found = warnings(files, day("2026-01-15T12:00:00+01:00"));
    expect(found).toContain(
      `${SAMPLE_CHRISTMAS.path}, Feld „metaTitle“: nennt „2024/2025“ – diese Saison ist vorbei (wir haben 2026). Bitte prüfen, ob der Text noch stimmt.`,
    );
    expect(warnings(earlyBirdUntil("2025-09-30T23:59:59+02:00"), day("2026-01-15T12:00:00+01:00"))).toContain(
      "content/packages/packages.yaml, Feld „earlyBird.season“: nennt „2025“ – das Jahr ist vorbei (wir haben 2026). Bitte prüfen, ob der Text noch stimmt.",
    );
  });

  it("does not warn about a season or year that is still running", () => {
    const files = breakFile(SAMPLE_CHRISTMAS.path, (t) =>
      t.replace(/^metaTitle: .*$/m, 'metaTitle: "Weihnachtsfeier DJ – Saison 2025/2026"'),
    );
    expect(
      warnings(files, day("2025-12-01T12:00:00+01:00")).filter((w) => w.startsWith(SAMPLE_CHRISTMAS.path)),
    ).toEqual([]);
  });

  it("warns when the newest article is older than six months, and not after a new one", () => {
    const newest = (files: ContentFile[]) =>
      files
        .filter((f) => f.path.startsWith("content/blog/") && f.path.endsWith(".md"))
        .map((f) => /^publishedAt: "?([^"\n]+)"?$/m.exec(f.text)![1])
        .sort()
        .at(-1)!;
    const files = baseline();
    const sevenMonthsLater = new Date(new Date(newest(files)).getTime() + 213 * 86_400_000);
    expect(warnings(files, sevenMonthsLater).filter((w) => w.includes("der neueste Artikel ist"))).toHaveLength(1);
    const fresh = addFile("content/blog/ein-neuer-artikel.md", articleFixture(sevenMonthsLater.toISOString()));
    expect(warnings(fresh, sevenMonthsLater).filter((w) => w.includes("der neueste Artikel ist"))).toEqual([]);
  });

  it("warns about an article that treats a past year as current, not about one that looks back", () => {
    const article = (sentence: string) =>
      addFile("content/blog/ein-neuer-artikel.md", `${articleFixture("2026-03-01T09:00:00+01:00")}\n${sentence}\n`);
    const about = (files: ContentFile[]) =>
      warnings(files, day("2026-11-25T12:00:00+01:00")).filter((w) => w.includes("ein-neuer-artikel.md, Feld „Text“"));
    expect(about(article("Die aktuellen Hits aus 2025 laufen auf jeder Feier."))).toEqual([
      "content/blog/ein-neuer-artikel.md, Feld „Text“: stellt 2025 als aktuelles Jahr dar: „Die aktuellen Hits aus 2025 laufen auf jeder Feier.“ – wir haben 2026. Bitte umformulieren (z. B. „seit 2025“) oder aktualisieren.",
    ]);
    expect(about(article("Was 2024 angesagt ist, zeigt dieser Artikel."))).toHaveLength(1);
    expect(about(article("Seit 2024 wünschen sich viele Paare Swing zum Dinner."))).toEqual([]);
    expect(about(article("Die Hits von 2026 laufen auf jeder Feier, aktuell besonders Pop."))).toEqual([]);
  });

  it("warns about an article dated in the future, and not once the date has come", () => {
    const files = breakFile(ARTICLE.path, (t) =>
      t
        .replace(/^publishedAt: .*$/m, 'publishedAt: "2027-06-10T09:00:00+02:00"')
        .replace(/^date: .*$/m, 'date: "10. Juni 2027"'),
    );
    const expected = `${ARTICLE.path}, Frontmatter, Feld „publishedAt“: liegt in der Zukunft: Der Artikel wird erst am 10. Juni 2027 veröffentlicht.`;
    expect(warnings(files, day("2026-11-23T12:00:00+01:00"))).toContain(expected);
    expect(warnings(files, day("2027-06-10T10:00:00+02:00"))).not.toContain(expected);
    expect(messages(files)).toEqual([]); // a warning, not an error
  });

  describe("a city or Christmas page that fewer than two other pages link in their text: advice, never a failure", () => {
    // A fixture town of its own, in no list of the content (the region's places, the celebrations).
    const NAME = "Testhusen";
    const ROUTE = "/event-dj-testhusen";
    const FILE = "content/cities/testhusen.yaml";
    const CITY = NEW_CITY_TEMPLATE.replace("slug: bad-segeberg", "slug: testhusen").replaceAll("Bad Segeberg", NAME);
    const now = day("2026-11-25T12:00:00+01:00");
    const about = (files: ContentFile[], file = FILE) => warnings(files, now).filter((w) => w.startsWith(`${file}: `));
    /** `files` with one more file, or one file's text changed. */
    const plus = (files: ContentFile[], file: string, text: string): ContentFile[] => [...files, { path: file, text }];
    const changed = (files: ContentFile[], file: string, change: (text: string) => string): ContentFile[] =>
      files.map((f) => (f.path === file ? { ...f, text: change(f.text) } : f));
    const linkingArticle = (files: ContentFile[]) =>
      plus(
        files,
        "content/blog/ein-neuer-artikel.md",
        `${articleFixture("2026-03-01T09:00:00+01:00")}\nAuch in [${NAME}](${ROUTE}#faq) lege ich auf.\n`,
      );
    const linkingCity = (files: ContentFile[]) =>
      changed(files, SAMPLE_CITY.path, (t) =>
        editYaml(t, (d) => (d.intro = `${String(d.intro)} Weiter nach [${NAME}](${ROUTE}).`)),
      );
    const newCity = () => addFile(FILE, CITY);

    it("a new city nobody links: a warning on its file that names the route and how to link it, no error", () => {
      expect(about(newCity())).toEqual([
        `${FILE}: ${ROUTE} wird im Text von keiner anderen Seite verlinkt. Erreichbar ist die Seite über die Fußzeile; Suchmaschinen und Leser verstehen sie aber besser, wenn mindestens 2 andere Seiten im Text auf sie verweisen – z. B. eine Nachbarstadt oder ein Artikel mit „[${NAME}](${ROUTE})“.`,
      ]);
      expect(messages(newCity()).filter((m) => m.startsWith(FILE))).toEqual([]);
    });

    it("one other page's link is not enough, a link to itself does not count; two other pages are", () => {
      const selfLinked = changed(newCity(), FILE, (t) =>
        editYaml(t, (d) => (d.intro = `${String(d.intro)} Hier in [${NAME}](${ROUTE}).`)),
      );
      expect(about(selfLinked)).toHaveLength(1);
      const once = linkingArticle(selfLinked);
      expect(about(once)).toEqual([
        expect.stringContaining("nur von einer anderen Seite verlinkt (content/blog/ein-neuer-artikel.md)"),
      ]);
      expect(about(linkingCity(once))).toEqual([]);
    });

    it("counts the links the site sets from content: the region page's places and the celebrations on /referenzen", () => {
      const regional = "content/regional/schleswig-holstein.yaml";
      const inRegion = changed(newCity(), regional, (t) =>
        editYaml(t, (d) => (d.regions as { places: string[] }[])[0].places.push(NAME)),
      );
      expect(about(inRegion)).toEqual([expect.stringContaining(`nur von einer anderen Seite verlinkt (${regional})`)]);
      const celebrated = plus(
        inRegion,
        "content/events/2099-01-01-testhusen.yaml",
        "id: 2099-01-01-testhusen\ntitle: Testfeier\ndate: 2025-03-01\neventType: hochzeit\ncity: testhusen\nguests: 50\nstory: Kurz.\n",
      );
      expect(about(celebrated)).toEqual([]);
    });

    it("a new Christmas page is advised the same way", () => {
      const file = "content/christmas/testhusen.yaml";
      const copy = editYaml(SAMPLE_CHRISTMAS.text, (d) => (d.city = NAME));
      expect(about(addFile(file, copy), file)).toEqual([
        expect.stringMatching(
          /^content\/christmas\/testhusen\.yaml: \/weihnachtsfeier-dj-testhusen wird im Text von keiner anderen Seite verlinkt\./,
        ),
      ]);
    });
  });

  it("check:content prints warnings and passes; it fails on errors, naming file and field", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
    try {
      fs.cpSync(path.join(root, "content"), dir, { recursive: true });
      const article = path.join(dir, ARTICLE.path.replace(/^content\//, ""));
      fs.writeFileSync(
        article,
        fs
          .readFileSync(article, "utf8")
          .replace(/^publishedAt: .*$/m, 'publishedAt: "2999-06-10T09:00:00+02:00"')
          .replace(/^date: .*$/m, 'date: "10. Juni 2999"'),
      );
      const run = () =>
        spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts"], {
          cwd: root,
          env: { ...process.env, CONTENT_PATH: dir },
          encoding: "utf8",
        });
      const ok = run();
      expect({ status: ok.status, stderr: ok.stderr }).toEqual({ status: 0, stderr: "" });
      expect(ok.stdout).toMatch(
        /Feld „publishedAt“: liegt in der Zukunft: Der Artikel wird erst am 10\. Juni 2999 veröffentlicht\./,
      );
      expect(ok.stdout).toMatch(/Inhaltsprüfung bestanden/);

      fs.writeFileSync(path.join(dir, `cities/${TOWN_SLUG}.yaml`), cityCopy());
      const failed = run();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(new RegExp(`cities/${TOWN_SLUG}\\.yaml, Feld „intro“: gleicht zu 100 %`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
