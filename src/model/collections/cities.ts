import { count, faqList, line, paragraph, slug, titledText, type ContentOf } from "../fields";
import { collection, type CollectionRule, type RuleEntry } from "../collection";
import { jaccard, shingles, words } from "../text-overlap";
import { filePerEntry } from "../entry-files";
import { titledTexts } from "../titled-texts";
import { metaTitle, metaDescription } from "./shared";

/** Two cities may share at most this share of their word trigrams in one text field (Jaccard). */
const CITY_OVERLAP_LIMIT = 0.15;

/** The texts of a city page that must be written for that city, with what an editor calls them. */
const CITY_TEXTS: Record<string, (city: Record<string, unknown>) => string> = {
  intro: (c) => (typeof c.intro === "string" ? c.intro : ""),
  faq: (c) => (Array.isArray(c.faq) ? c.faq.map((f) => `${f?.question ?? ""} ${f?.answer ?? ""}`).join(" ") : ""),
  specialties: (c) =>
    Array.isArray(c.specialties) ? c.specialties.map((s) => `${s?.title ?? ""} ${s?.text ?? ""}`).join(" ") : "",
};

const cityName = (city: RuleEntry) => (typeof city.value.name === "string" ? city.value.name : "");

/** Word trigrams with the city's own name masked, so a find-and-replace copy still matches fully. */
const trigrams = (text: string, name: string): Set<string> =>
  shingles(words(name ? text.split(name).join("STADT") : text), 3);

/**
 * Every city page has its own text: no two cities share much of their intro, FAQ or specialties (search
 * engines treat pages that differ only in the town's name as doorway pages).
 */
const ownTexts: CollectionRule = (cities) => {
  const issues: ReturnType<CollectionRule> = [];
  for (const [field, textOf] of Object.entries(CITY_TEXTS)) {
    const grams = cities.map((c) => trigrams(textOf(c.value), cityName(c)));
    for (let i = 0; i < cities.length; i++) {
      for (let j = i + 1; j < cities.length; j++) {
        const share = jaccard(grams[i], grams[j]);
        if (share < CITY_OVERLAP_LIMIT) continue;
        for (const [self, other] of [
          [cities[i], cities[j]],
          [cities[j], cities[i]],
        ]) {
          issues.push({
            file: self.file,
            field,
            message:
              `gleicht zu ${Math.round(share * 100)} % dem Feld „${field}“ in ${other.file}${cityName(other) ? ` (${cityName(other)})` : ""}; ` +
              `erlaubt sind unter ${Math.round(CITY_OVERLAP_LIMIT * 100)} % gleiche Wortfolgen (der Stadtname zählt nicht mit). ` +
              "Jede Stadtseite braucht eigene Sätze – bitte den Text der neueren Seite für ihre Stadt neu schreiben.",
          });
        }
      }
    }
  }
  return issues;
};

/** The intro names the distance from Hamburg given in `distanceKm`. */
const introNamesDistance: CollectionRule = (cities) =>
  cities.flatMap(({ file, value }) => {
    const km = value.distanceKm;
    if (typeof km !== "number" || typeof value.intro !== "string") return [];
    if (new RegExp(`(^|\\D)${km}(\\D|$)`).test(value.intro)) return [];
    return [
      {
        file,
        field: "intro",
        message: `nennt die Entfernung von Hamburg nicht: distanceKm ist ${km}, aber „${km}“ kommt im Text nicht vor (z. B. „rund ${km} Kilometer“). Entfernung im Text ergänzen oder distanceKm korrigieren.`,
      },
    ];
  });

export const cities = collection({
  name: "cities",
  label: "Stadtseiten",
  labelSingular: "Stadtseite",
  description: "Eine Datei pro Stadt in content/cities. Jede Datei wird zur Seite /event-dj-Adresse.",
  shape: "folder",
  path: "content/cities",
  node: "CitiesYaml",
  ...filePerEntry("slug", {
    identifier_field: "name",
    summary: "{{name}} (/event-dj-{{slug}})",
    preview_path: "event-dj-{{fields.slug}}",
  }),
  rules: [ownTexts, introNamesDistance],
  fields: {
    name: line("Stadt oder Region"),
    slug: slug("Adresse (Slug)", {
      hint: "Teil der Adresse /event-dj-…: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. luebeck für Lübeck",
    }),
    distanceKm: count("Entfernung von Hamburg in km", {
      optional: true,
      hint: "Muss in der Einleitung vorkommen (z. B. „rund 90 Kilometer“). Leer lassen für Hamburg selbst.",
    }),
    metaTitle: metaTitle("Etwa 50–60 Zeichen, mit Stadtname."),
    metaDescription: metaDescription("Etwa 140–160 Zeichen."),
    heroTitle: line("Überschrift oben"),
    heroText: paragraph("Satz unter der Überschrift"),
    intro: paragraph("Einleitung", {
      hint: "Zwei bis drei Absätze über die Stadt; Absätze durch eine Leerzeile trennen. Eigener Text: Sätze einer anderen Stadtseite werden beim Prüfen abgelehnt.",
    }),
    specialties: titledTexts("Besonderheiten vor Ort", titledText("Titel", "Text"), { min: 1 }),
    faq: faqList(),
  },
});

export type CityContentData = ContentOf<typeof cities.fields>;
