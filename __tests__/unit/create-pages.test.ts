/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import matter from "gray-matter";
import { createPages } from "../../gatsby/create-pages";

/**
 * Runs gatsby-node's createPages over a content folder. The graphql stand-in answers from the
 * files themselves, so the test shows what one more file does to the set of pages.
 */
async function pagesFor(contentDir: string): Promise<string[]> {
  const read = (dir: string, ext: string) => fs.readdirSync(path.join(contentDir, dir)).filter((f) => f.endsWith(ext)).map((f) => path.join(contentDir, dir, f));
  const data = {
    posts: { nodes: read("blog", ".md").map((f) => ({ id: f, frontmatter: { slug: matter.read(f).data.slug } })) },
    cities: { nodes: read("cities", ".yaml").map((f) => ({ id: f, slug: (yaml.load(fs.readFileSync(f, "utf8")) as { slug: string }).slug })) },
    christmas: { nodes: read("christmas", ".yaml").map((f) => ({ id: f, city: (yaml.load(fs.readFileSync(f, "utf8")) as { city: string }).city })) },
  };
  const paths: string[] = [];
  const args = {
    graphql: async () => ({ data }),
    actions: { createPage: (page: { path: string }) => paths.push(page.path) },
    reporter: { info: () => undefined, panicOnBuild: (msg: string) => { throw new Error(msg); } },
  };
  await (createPages as unknown as (a: typeof args) => Promise<void>)(args);
  return paths.sort();
}

describe("page generation", () => {
  const content = path.resolve(__dirname, "../../content");
  let copy: string;
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(content, copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it("makes one page per article, city and Christmas city", async () => {
    const pages = await pagesFor(copy);
    expect(pages).toContain("/blog/perfekte-eventplanung-hamburg");
    expect(pages).toContain("/event-dj-timmendorfer-strand");
    expect(pages).toContain("/weihnachtsfeier-dj-luebeck");
    expect(pages.filter((p) => p.startsWith("/event-dj-"))).toHaveLength(9);
  });

  it("adding one city YAML file adds exactly one page", async () => {
    const before = await pagesFor(copy);
    const neumuenster = fs.readFileSync(path.join(copy, "cities/kiel.yaml"), "utf8").replace(/^name: .*$/m, "name: Neumünster").replace(/^slug: .*$/m, "slug: neumuenster");
    fs.writeFileSync(path.join(copy, "cities/neumuenster.yaml"), neumuenster);
    const after = await pagesFor(copy);
    expect(after.filter((p) => !before.includes(p))).toEqual(["/event-dj-neumuenster"]);
  });
});
