import { jaccard, shingles, words } from "../own-text";
import type { ContentIssue } from "./issues";
import type { ParsedContent } from "./schema-issues";

/** Two cities may share at most this share of their word trigrams in one text field (Jaccard). */
export const CITY_OVERLAP_LIMIT = 0.15;

/** The texts of a city page that must be written for that city, with what an editor calls them. */
const CITY_TEXTS: Record<string, (city: Record<string, unknown>) => string> = {
  intro: (c) => (typeof c.intro === "string" ? c.intro : ""),
  faq: (c) => (Array.isArray(c.faq) ? c.faq.map((f) => `${f?.question ?? ""} ${f?.answer ?? ""}`).join(" ") : ""),
  specialties: (c) => (Array.isArray(c.specialties) ? c.specialties.map((s) => `${s?.title ?? ""} ${s?.text ?? ""}`).join(" ") : ""),
};

/** Word trigrams with the city's own name masked, so a find-and-replace copy still matches fully. */
const trigrams = (text: string, cityName: string): Set<string> =>
  shingles(words(cityName ? text.split(cityName).join("STADT") : text), 3);

/**
 * Every city page has its own text: no two cities share much of their intro, FAQ or specialties,
 * and the intro names the distance from Hamburg given in `distanceKm`.
 */
export function checkCityTexts(parsed: ParsedContent, issues: ContentIssue[]): void {
  const cities = (parsed.get("cities") ?? []).flatMap(({ file, items }) =>
    items.map(({ value }) => ({ file, value, name: typeof value.name === "string" ? value.name : "" })),
  );
  for (const [field, textOf] of Object.entries(CITY_TEXTS)) {
    const grams = cities.map((c) => trigrams(textOf(c.value), c.name));
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
              `gleicht zu ${Math.round(share * 100)} % dem Feld „${field}“ in ${other.file}${other.name ? ` (${other.name})` : ""}; ` +
              `erlaubt sind unter ${Math.round(CITY_OVERLAP_LIMIT * 100)} % gleiche Wortfolgen (der Stadtname zählt nicht mit). ` +
              "Jede Stadtseite braucht eigene Sätze – bitte den Text der neueren Seite für ihre Stadt neu schreiben.",
          });
        }
      }
    }
  }
  for (const { file, value } of cities) {
    const km = value.distanceKm;
    if (typeof km !== "number" || typeof value.intro !== "string") continue;
    if (!new RegExp(`(^|\\D)${km}(\\D|$)`).test(value.intro)) {
      issues.push({
        file,
        field: "intro",
        message: `nennt die Entfernung von Hamburg nicht: distanceKm ist ${km}, aber „${km}“ kommt im Text nicht vor (z. B. „rund ${km} Kilometer“). Entfernung im Text ergänzen oder distanceKm korrigieren.`,
      });
    }
  }
}
