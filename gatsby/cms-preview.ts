import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { blogPostPath, cityPath, occasionPath } from "../src/model/routes";
import { buildTime, isPublished } from "../src/model/publish-time";
import { buildTokens } from "./tokens";

/** Where the CMS previews find a built page of each kind: public/admin/preview-pages.json. */
export interface PreviewPages {
  city: string | null;
  article: string | null;
  occasion: string | null;
}

export function previewPages(citySlugs: string[], articleSlugs: string[], occasionSlugs: string[] = []): PreviewPages {
  const first = (slugs: string[]) => [...slugs].sort()[0];
  const [city, article, occasion] = [first(citySlugs), first(articleSlugs), first(occasionSlugs)];
  return {
    city: city ? cityPath(city) : null,
    article: article ? blogPostPath(article) : null,
    occasion: occasion ? occasionPath(occasion) : null,
  };
}

/**
 * The CMS preview renders the site's own components with the shared blocks (reviews, packages,
 * site facts) of a real page of the same kind. It learns which pages exist from this file, written
 * in development and in builds alike, so no page name is hard-coded in the CMS.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, getNode, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const cities = getNodesByType("CitiesYaml").map((node) => String(node.slug));
  const occasions = getNodesByType("OccasionsYaml").map((node) => String(node.slug));
  const now = buildTime();
  // Only articles that get a page: a scheduled one has none yet.
  const articles = getNodesByType("MarkdownRemark")
    .map((node) => node.frontmatter as { slug: string; publishedAt: string })
    .filter((fm) => isPublished(fm.publishedAt, now))
    .map((fm) => String(fm.slug));
  const target = path.join(program.directory, "public", "admin", "preview-pages.json");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, JSON.stringify(previewPages(cities, articles, occasions)));
  // The build's token values, for the placeholders in an editor's unsaved text (preview only).
  const tokens = await buildTokens({
    findOne: async ({ type }) => getNodesByType(type)[0] ?? null,
    getNodeById: ({ id }) => getNode(id) ?? null,
    findAll: async ({ type }) => ({ entries: getNodesByType(type) }),
  });
  fs.writeFileSync(path.join(path.dirname(target), "preview-tokens.json"), JSON.stringify(tokens?.values ?? {}));
};
