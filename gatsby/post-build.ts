import path from "path";
import type { GatsbyNode } from "gatsby";
import { onPostBuild as writeHostFiles } from "./host-files";
import { builtPages, landingRoutes, ownTextProblems } from "../src/checks/own-text";

/** After the build: a warning per landing page that is not mostly its own (`npm test` fails on it). */
const checkOwnText: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.LandingPagesQuery>(`
    query LandingPages {
      allCitiesYaml {
        nodes {
          slug
        }
      }
      allChristmasYaml {
        nodes {
          city
        }
      }
      allOccasionsYaml {
        nodes {
          slug
        }
      }
    }
  `);
  const data = result.data;
  if (!data) return;
  const pages = builtPages(
    path.resolve("public"),
    landingRoutes({
      cities: data.allCitiesYaml.nodes.map((n) => n.slug),
      christmasCities: data.allChristmasYaml.nodes.map((n) => n.city),
      occasions: data.allOccasionsYaml.nodes.map((n) => n.slug),
    }),
  );
  const problems = ownTextProblems(pages);
  if (problems.length)
    reporter.warn(
      `Eigener Text: ${problems.length} Landingpages teilen zu viel Text mit anderen (Suchmaschinen werten das als Doorway-Seiten):\n  • ${problems.join("\n  • ")}`,
    );
  else reporter.info(`Eigener Text: alle ${pages.length} Landingpages haben überwiegend eigenen Text.`);
};

/** After the build: rewrite the pages and write the host files, then check that landing pages are their own. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  await writeHostFiles!(args, options, () => undefined);
  await checkOwnText!(args, options, () => undefined);
};
