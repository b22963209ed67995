import path from "path";
import type { GatsbyNode } from "gatsby";
import { blogPostPath, christmasPath, cityPath } from "./routes";

interface PagesQuery {
  posts: { nodes: { id: string; frontmatter: { slug: string } }[] };
  cities: { nodes: { id: string; slug: string }[] };
  christmas: { nodes: { id: string; city: string }[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * One page per content file: blog articles, city landing pages and Christmas-party pages.
 * The context carries only the node id; each template's page query fetches the rest.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      posts: allMarkdownRemark(sort: { frontmatter: { publishedAt: DESC } }) {
        nodes { id frontmatter { slug } }
      }
      cities: allCitiesYaml(sort: { name: ASC }) { nodes { id slug } }
      christmas: allChristmasYaml(sort: { city: ASC }) { nodes { id city } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Seiten konnten nicht erzeugt werden", result.errors);
    return;
  }
  const { posts, cities, christmas } = result.data;

  for (const post of posts.nodes) {
    actions.createPage({ path: blogPostPath(post.frontmatter.slug), component: template("BlogPost"), context: { id: post.id } });
  }
  for (const city of cities.nodes) {
    actions.createPage({ path: cityPath(city.slug), component: template("City"), context: { id: city.id } });
  }
  for (const page of christmas.nodes) {
    actions.createPage({ path: christmasPath(page.city), component: template("Christmas"), context: { id: page.id } });
  }
  reporter.info(`Seiten erzeugt: ${posts.nodes.length} Artikel, ${cities.nodes.length} Städte, ${christmas.nodes.length} Weihnachtsfeier-Seiten`);
};
