/**
 * @jest-environment node
 */
import { mainText, ownTextFigures, ownTextProblems, sharedPassages, shingles, words } from "../../src/checks/own-text";

const page = (main: string) =>
  `<html><body><header>Navigation Kopf</header><main id="inhalt">${main}</main><footer>Fuß</footer></body></html>`;

/** A few sentences that differ from town to town, written out, not generated. */
const OWN: Record<string, string> = {
  kiel: "An der Förde liegen Hotels mit großen Sälen, und im Juni füllt die Kieler Woche jeden freien Abend der Stadt mit Musik und Seglern aus aller Welt.",
  eutin:
    "Im Schlossgarten am See feiern Paare gern im Sommer, während die Festspiele auf der Freilichtbühne abends Oper und Musical für viele Gäste spielen.",
  bremen:
    "Nach Boßeln und Grünkohl zieht die Kohlfahrt ins Gasthaus, wo der Kohlkönig gekrönt wird und danach bis spät in die Nacht getanzt werden darf.",
};
const SHARED =
  "Ein Ansprechpartner vom ersten Gespräch bis zum letzten Song mit Ersatztechnik im Wagen und einem schriftlichen Festpreis.";

describe("own text of landing pages (5-word shingles of <main>)", () => {
  it("reads only the main text, without tags, scripts and entities", () => {
    const html = page(
      '<h1>Event&nbsp;DJ Kiel</h1><script>var x = "nicht";</script><p>Musik &amp; Licht &#x27;live&#39;</p>',
    );
    expect(mainText(html)).toBe("Event DJ Kiel Musik & Licht 'live'");
    expect(words("Öffnet in neuem Tab – 40.000 Titel")).toEqual(["öffnet", "in", "neuem", "tab", "40", "000", "titel"]);
    expect([...shingles(["a", "b", "c", "d", "e", "f"])]).toEqual(["a b c d e", "b c d e f"]);
  });

  it("pages with their own text pass; the shared block counts against every page", () => {
    const pages = Object.entries(OWN).map(([town, text]) => ({
      route: `/event-dj-${town}`,
      text: `${text} ${SHARED}`,
    }));
    const figures = ownTextFigures(pages);
    for (const f of figures) {
      expect(f.ownShare).toBeGreaterThan(0.5);
      expect(f.ownShare).toBeLessThan(1);
    }
    expect(ownTextProblems(pages)).toEqual([]);
  });

  it("a copied city file with the name swapped fails, naming both pages and what they share", () => {
    const copied = OWN.kiel.replace(/Kieler/g, "Lübecker");
    const pages = [
      { route: "/event-dj-kiel", text: `${OWN.kiel} ${SHARED}` },
      { route: "/event-dj-eutin", text: `${OWN.eutin} ${SHARED}` },
      { route: "/event-dj-teststadt", text: `${copied} ${SHARED}` },
    ];
    const problems = ownTextProblems(pages);
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith("/event-dj-teststadt:"))).toContain("/event-dj-kiel");
    expect(problems.find((p) => p.startsWith("/event-dj-kiel:"))).toContain("/event-dj-teststadt");
    expect(problems.join()).toContain("an der förde liegen hotels mit großen sälen");
  });

  it("shared passages are the longest runs of shared words", () => {
    expect(
      sharedPassages("eins zwei drei vier fünf sechs sieben acht", "null eins zwei drei vier fünf sechs neun"),
    ).toEqual(["eins zwei drei vier fünf sechs"]);
  });
});
