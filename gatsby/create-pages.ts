import path from "path";
import type { Actions, GatsbyNode } from "gatsby";
import { blogPostPath, christmasPath, cityPath, occasionPath } from "../src/model/routes";
import { buildTime, isPublished } from "../src/model/publish-time";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * One page per content file: blog articles, city landing pages and Christmas-party pages.
 * The context carries only the node id; each template's page query fetches the rest.
 * Articles: only published ones (publishedArticles); a scheduled article gets its page in the
 * first build after its publishedAt (src/model/publish-time.ts).
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

  createPagesOf(actions, articles, (post) => blogPostPath(post.frontmatter.slug), "BlogPost");
  createPagesOf(actions, cities.nodes, (city) => cityPath(city.slug), "City");
  createPagesOf(actions, christmas.nodes, (page) => christmasPath(page.city), "Christmas");
  createPagesOf(actions, occasions.nodes, (page) => occasionPath(page.slug), "Occasion");
  reporter.info(
    `Seiten erzeugt: ${articles.length} Artikel, ${cities.nodes.length} Städte, ${christmas.nodes.length} Weihnachtsfeier-Seiten, ${occasions.nodes.length} Anlass-Seiten`,
  );
  for (const post of scheduled) {
    reporter.info(
      `Geplanter Artikel, noch nicht gebaut: ${post.frontmatter.slug} (erscheint ab ${post.frontmatter.publishedAt})`,
    );
  }
};

/** One kind of page: one per node, at the path `pathOf` gives, from the template `name`, with the node id as context. */
function createPagesOf<T extends { id: string }>(
  actions: Actions,
  nodes: readonly T[],
  pathOf: (node: T) => string,
  name: string,
): void {
  for (const node of nodes) {
    actions.createPage({ path: pathOf(node), component: template(name), context: { id: node.id } });
  }
}
