import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { stringsOf } from "../../src/checks/claims";
import { checkRepeatedFacts, handTypedLeadTimes } from "../../src/checks/fact-warnings";

const CONTENT = path.resolve(__dirname, "../../content");
const yamlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? yamlFiles(full) : e.name.endsWith(".yaml") ? [full] : [];
  });

describe("one truth: figures that must agree", () => {
  const claims = { events: 100, leadWeeksFrom: 8, leadWeeksTo: 12 };
  const text = (t: string) => [{ file: "content/guide/guide.yaml", field: "faq.1.answer", text: t }];

  it("warns when a rating counts more reviews than the events claimed", () => {
    const warnings = checkRepeatedFacts({ claims, ratings: { service: { count: 137 }, home: { count: 42 } } }, []);
    expect(warnings.map((w) => w.field)).toEqual(["ratings.service.count"]);
    expect(
      checkRepeatedFacts({ claims: { ...claims, events: 137 }, ratings: { service: { count: 137 } } }, []),
    ).toEqual([]);
    expect(checkRepeatedFacts({ claims: { ...claims, leadWeeksFrom: 14 } }, []).map((w) => w.field)).toEqual([
      "claims.leadWeeksFrom",
    ]);
  });

  it("warns on a lead time written by hand, not on its token or on other ranges", () => {
    expect(handTypedLeadTimes("Ich empfehle eine Vorlaufzeit von 8 bis 12 Wochen. Danach gern.")).toEqual([
      "Ich empfehle eine Vorlaufzeit von 8 bis 12 Wochen.",
    ]);
    expect(handTypedLeadTimes("Rechnen Sie mit 2 bis 3 Monaten.")).toHaveLength(1);
    expect(handTypedLeadTimes("Für die meisten Feiern empfehle ich {vorlaufFeiern} Vorlauf.")).toEqual([]);
    expect(handTypedLeadTimes("Die Saison dauert 4 bis 5 Monate.")).toEqual([]);
    expect(checkRepeatedFacts({ claims }, text("Bitte 2 bis 6 Monate vor dem Termin anfragen."))).toHaveLength(1);
    expect(checkRepeatedFacts({ claims }, text("Bitte {vorlaufWochenende} vor dem Termin anfragen."))).toEqual([]);
  });

  it("content/ names every lead time by its token, and site.yaml's reviews never outnumber its events", () => {
    const handTyped = yamlFiles(CONTENT).flatMap((file) =>
      stringsOf(yaml.load(fs.readFileSync(file, "utf8"))).flatMap(({ text }) =>
        handTypedLeadTimes(text).map((s) => `${path.relative(CONTENT, file)}: ${s}`),
      ),
    );
    expect(handTyped).toEqual([]);
    const site = yaml.load(fs.readFileSync(path.join(CONTENT, "site/site.yaml"), "utf8")) as {
      claims: { events: number };
      ratings: Record<string, { count: number }>;
    };
    expect(Object.values(site.ratings).filter((r) => r.count > site.claims.events)).toEqual([]);
  });
});
