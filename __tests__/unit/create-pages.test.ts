/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { createPages } from "../../gatsby/create-pages";
import { blogPostPath, christmasPath, cityPath, occasionPath } from "../../src/model/routes";
import { CONTENT_DIR, allArticles, articles, christmasCities, cities, occasions } from "../support/content";
import { BLOG_SLUGS, CHRISTMAS_CITIES, CITY_SLUGS } from "../support/routes";

/**
 * Runs gatsby-node's createPages over a content folder. The graphql stand-in answers from the
 * files themselves, so the test shows what one more file does to the set of pages.
 */
async function pagesFor(contentDir: string): Promise<string[]> {
  const read = (dir: string, ext: string) =>
    fs
      .readdirSync(path.join(contentDir, dir))
      .filter((f) => f.endsWith(ext))
      .map((f) => path.join(contentDir, dir, f));
  const data = {
    posts: {
      nodes: read("blog", ".md").map((f) => ({
        id: f,
        frontmatter: { slug: matter.read(f).data.slug, publishedAt: matter.read(f).data.publishedAt },
      })),
    },
    cities: {
      nodes: read("cities", ".yaml").map((f) => ({
        id: f,
        slug: (yaml.load(fs.readFileSync(f, "utf8")) as { slug: string }).slug,
      })),
    },
    christmas: {
      nodes: read("christmas", ".yaml").map((f) => ({
        id: f,
        city: (yaml.load(fs.readFileSync(f, "utf8")) as { city: string }).city,
      })),
    },
    occasions: {
      nodes: read("occasions", ".yaml").map((f) => ({
        id: f,
        slug: (yaml.load(fs.readFileSync(f, "utf8")) as { slug: string }).slug,
      })),
    },
  };
  const paths: string[] = [];
  const args = {
    graphql: async () => ({ data }),
    actions: { createPage: (page: { path: string }) => paths.push(page.path) },
    reporter: {
      info: () => undefined,
      panicOnBuild: (msg: string) => {
        throw new Error(msg);
      },
    },
  };
  await (createPages as unknown as (a: typeof args) => Promise<void>)(args);
  return paths.sort();
}

describe("page generation", () => {
  let copy: string;
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(CONTENT_DIR, copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it("makes one page per article, city, Christmas city and occasion in content/", async () => {
    const pages = await pagesFor(copy);
    expect(pages.filter((p) => !p.startsWith("/blog/"))).toEqual(
      [
        ...cities().map((c) => cityPath(c.slug)),
        ...christmasCities().map(christmasPath),
        ...occasions().map((o) => occasionPath(o.slug)),
      ].sort(),
    );
    // Every published article has a page; an article dated in the future may or may not (scheduled publishing).
    const blog = pages.filter((p) => p.startsWith("/blog/"));
    expect(blog).toEqual(expect.arrayContaining(articles().map((a) => blogPostPath(a.slug))));
    expect(allArticles().map((a) => blogPostPath(a.slug))).toEqual(expect.arrayContaining(blog));
  });

  it("makes every page the spec names (its nine cities, three Christmas cities, seven articles)", async () => {
    const pages = await pagesFor(copy);
    expect(pages).toEqual(
      expect.arrayContaining([
        ...CITY_SLUGS.map(cityPath),
        ...CHRISTMAS_CITIES.map(christmasPath),
        ...BLOG_SLUGS.map(blogPostPath),
      ]),
    );
  });

  it("adding one city YAML file adds exactly one page", async () => {
    const before = await pagesFor(copy);
    expect(before).not.toContain("/event-dj-teststadt");
    const teststadt = fs
      .readFileSync(path.join(copy, "cities/kiel.yaml"), "utf8")
      .replace(/^name: .*$/m, "name: Teststadt")
      .replace(/^slug: .*$/m, "slug: teststadt");
    fs.writeFileSync(path.join(copy, "cities/teststadt.yaml"), teststadt);
    const after = await pagesFor(copy);
    expect(after.filter((p) => !before.includes(p))).toEqual(["/event-dj-teststadt"]);
  });
});
