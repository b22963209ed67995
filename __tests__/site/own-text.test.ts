/**
 * Every landing page is mostly its own text (issue "Found for what people search"): at least half of
 * its five-word sequences appear on no other landing page, and no two share more than 35 %. The
 * build prints the same check as a warning (gatsby/own-text.ts); here it fails `npm test`.
 */
import { builtPages, ownTextFigures, ownTextProblems, OVERLAP_MAX, OWN_SHARE_MIN } from "../../gatsby/own-text";
import { PUBLIC_DIR } from "../support/built-site";
import { contentLandingRoutes, occasions } from "../support/content";

const routes = contentLandingRoutes();
const pages = builtPages(PUBLIC_DIR, routes);

describe("landing pages are mostly their own", () => {
  it("every landing page of the content is built and measured", () => {
    expect(pages.map((p) => p.route).sort()).toEqual([...routes].sort());
  });

  it(`at least ${OWN_SHARE_MIN * 100} % own text per page, at most ${OVERLAP_MAX * 100} % overlap between two`, () => {
    const figures = ownTextFigures(pages);
    // The figures, for the record (npm test's log).
    console.info(
      figures
        .map(
          (f) =>
            `${f.route}: ${f.words} Wörter, ${Math.round(f.ownShare * 100)} % eigen, ${f.overlap.toFixed(2)} mit ${f.closest}`,
        )
        .join("\n"),
    );
    expect(ownTextProblems(pages)).toEqual([]);
  });

  it("the occasion pages for weddings, company parties and birthdays each have at least 800 words of their own", () => {
    const figures = ownTextFigures(pages);
    for (const slug of ["hochzeits-dj-hamburg", "dj-firmenfeier-hamburg", "dj-geburtstag-hamburg"].filter((s) =>
      occasions().some((o) => o.slug === s),
    )) {
      const f = figures.find((x) => x.route === `/${slug}`)!;
      expect(f.words * f.ownShare).toBeGreaterThanOrEqual(800);
    }
  });
});
