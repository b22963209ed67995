/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";

interface City { name: string; intro: string; faq: { question: string; answer: string }[]; specialties: { title: string; text: string }[] }
const dir = path.resolve(__dirname, "../../content/cities");
const cities = fs.readdirSync(dir).map((f) => yaml.load(fs.readFileSync(path.join(dir, f), "utf8")) as City);

/** Word trigrams with the city's own name masked, so a find-and-replace copy would match fully. */
function trigrams(text: string, name: string): Set<string> {
  const words = text.replaceAll(name, "STADT").toLowerCase().replace(/[^a-zäöüß0-9 ]+/g, " ").split(/\s+/).filter(Boolean);
  return new Set(words.slice(2).map((_, i) => words.slice(i, i + 3).join(" ")));
}
const jaccard = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length / new Set([...a, ...b]).size;

describe("city landing pages are written for their city", () => {
  const parts = {
    intro: (c: City) => c.intro,
    faq: (c: City) => c.faq.map((f) => `${f.question} ${f.answer}`).join(" "),
    specialties: (c: City) => c.specialties.map((s) => `${s.title} ${s.text}`).join(" "),
  };
  it.each(Object.keys(parts) as (keyof typeof parts)[])("no two cities share much of their %s (trigram overlap < 15 %%)", (part) => {
    const pairs: [string, string, number][] = [];
    for (let i = 0; i < cities.length; i++) {
      for (let j = i + 1; j < cities.length; j++) {
        pairs.push([cities[i].name, cities[j].name, jaccard(trigrams(parts[part](cities[i]), cities[i].name), trigrams(parts[part](cities[j]), cities[j].name))]);
      }
    }
    const worst = pairs.sort((a, b) => b[2] - a[2])[0];
    expect(worst[2]).toBeLessThan(0.15);
  });

  it("mentions the distance from Hamburg in the intro where one is given", () => {
    for (const c of cities) {
      const km = (c as unknown as { distanceKm?: number }).distanceKm;
      if (km) expect(c.intro).toContain(String(km));
    }
  });
});
