/**
 * Every landing page is mostly its own text (issue "Found for what people search"): at least half of
 * its five-word sequences appear on no other landing page, and no two share more than 35 %. The
 * build prints the same check as a warning (src/checks/own-text.ts); here it fails `npm test`.
 */
import { builtPages, ownTextFigures, ownTextProblems, OVERLAP_MAX, OWN_SHARE_MIN } from "../../src/checks/own-text";
import { PUBLIC_DIR } from "../support/built-site";
import { contentLandingRoutes, occasionNamed } from "../support/content";
import { occasionPath } from "../../src/model/routes";

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
    // Named pages (issue "Found for what people search"): each must exist; a missing one fails here by name.
    const named = ["hochzeits-dj-hamburg", "dj-firmenfeier-hamburg", "dj-geburtstag-hamburg"].map(occasionNamed);
    for (const { slug } of named) {
      const f = figures.find((x) => x.route === occasionPath(slug));
      expect({ page: slug, built: Boolean(f) }).toEqual({ page: slug, built: true });
      expect({ page: slug, ownWordsAtLeast800: f!.words * f!.ownShare >= 800 }).toEqual({
        page: slug,
        ownWordsAtLeast800: true,
      });
    }
  });
});
