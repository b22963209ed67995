import path from "path";
import type { GatsbyNode } from "gatsby";
import { blogPostPath, christmasPath, cityPath, occasionPath } from "../src/model/routes";
import { buildTime, isPublished } from "./publish-time";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * One page per content file: blog articles, city landing pages and Christmas-party pages.
 * The context carries only the node id; each template's page query fetches the rest.
 * Articles: only published ones (publishedArticles); a scheduled article gets its page in the
 * first build after its publishedAt (gatsby/publish-time.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Typed by Gatsby (src/gatsby-types.d.ts): gatsby-config.ts lists this file among graphqlTypegen's documentSearchPaths.
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      posts: publishedArticles {
        nodes {
          id
          frontmatter {
            slug
            publishedAt
          }
        }
      }
      scheduled: allMarkdownRemark {
        nodes {
          frontmatter {
            slug
            publishedAt
          }
        }
      }
      cities: allCitiesYaml(sort: { name: ASC }) {
        nodes {
          id
          slug
        }
      }
      christmas: allChristmasYaml(sort: { city: ASC }) {
        nodes {
          id
          city
        }
      }
      occasions: allOccasionsYaml(sort: { slug: ASC }) {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Seiten konnten nicht erzeugt werden", result.errors);
    return;
  }
  const { posts, cities, christmas, occasions } = result.data;
  const now = buildTime();
  // publishedArticles has already left scheduled articles out; checked here again because a page
  // is the one thing that must never exist early.
  const articles = posts.nodes.filter(
    (post) => !post.frontmatter.publishedAt || isPublished(post.frontmatter.publishedAt, now),
  );
  const scheduled = (result.data.scheduled?.nodes ?? []).filter(
    (post) => !isPublished(post.frontmatter.publishedAt, now),
  );

  for (const post of articles) {
    actions.createPage({
      path: blogPostPath(post.frontmatter.slug),
      component: template("BlogPost"),
      context: { id: post.id },
    });
  }
  for (const city of cities.nodes) {
    actions.createPage({ path: cityPath(city.slug), component: template("City"), context: { id: city.id } });
  }
  for (const page of christmas.nodes) {
    actions.createPage({ path: christmasPath(page.city), component: template("Christmas"), context: { id: page.id } });
  }
  for (const page of occasions.nodes) {
    actions.createPage({ path: occasionPath(page.slug), component: template("Occasion"), context: { id: page.id } });
  }
  reporter.info(
    `Seiten erzeugt: ${articles.length} Artikel, ${cities.nodes.length} Städte, ${christmas.nodes.length} Weihnachtsfeier-Seiten, ${occasions.nodes.length} Anlass-Seiten`,
  );
  for (const post of scheduled) {
    reporter.info(
      `Geplanter Artikel, noch nicht gebaut: ${post.frontmatter.slug} (erscheint ab ${post.frontmatter.publishedAt})`,
    );
  }
};
