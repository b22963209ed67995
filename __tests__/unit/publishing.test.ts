/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { BUILD_TIME_ENV } from "../../src/model/publish-time";
import {
  PUBLISHING_STATE_TYPE,
  publishedArticles,
  resolvePublishedArticles,
  sourceNodes,
} from "../../gatsby/publishing";
import { createPages } from "../../gatsby/create-pages";

const article = (slug: string, publishedAt: string) => ({
  id: `id-${slug}`,
  frontmatter: { slug, publishedAt, category: "Tipps" },
});
const articles = [
  article("alt", "2025-01-13T09:00:00+01:00"),
  article("heute-frueh", "2026-03-10T00:00:00+01:00"),
  article("heute-spaet", "2026-03-10T18:00:00+01:00"),
  article("naechstes-jahr", "2027-03-10T00:00:00+01:00"),
  article("auch-alt", "2025-01-13T09:00:00+01:00"),
];
const morning = "2026-03-10T06:00:00+01:00";

async function withBuildTime<T>(value: string, run: () => T | Promise<T>): Promise<T> {
  const before = process.env[BUILD_TIME_ENV];
  process.env[BUILD_TIME_ENV] = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env[BUILD_TIME_ENV];
    else process.env[BUILD_TIME_ENV] = before;
  }
}

describe("published articles", () => {
  it("leaves scheduled articles out and sorts the rest newest first (ties by slug)", () => {
    expect(publishedArticles(articles, new Date(morning)).map((a) => a.frontmatter.slug)).toEqual([
      "heute-frueh",
      "alt",
      "auch-alt",
    ]);
    expect(publishedArticles(articles, new Date("2027-03-10T06:00:00+01:00")).map((a) => a.frontmatter.slug)).toEqual([
      "naechstes-jahr",
      "heute-spaet",
      "heute-frueh",
      "alt",
      "auch-alt",
    ]);
  });

  it("resolvers read the publishing state first, so Gatsby re-runs their queries when it changes", async () => {
    const calls: string[] = [];
    const nodeModel = {
      findOne: async ({ type }: { type: string }) => {
        calls.push(`findOne ${type}`);
        return null;
      },
      findAll: async ({ type }: { type: string }) => {
        calls.push(`findAll ${type}`);
        return { entries: articles };
      },
    };
    const result = await withBuildTime(morning, () => resolvePublishedArticles<(typeof articles)[number]>(nodeModel));
    expect(calls).toEqual([`findOne ${PUBLISHING_STATE_TYPE}`, "findAll MarkdownRemark"]);
    expect(result.map((a) => a.frontmatter.slug)).toEqual(["heute-frueh", "alt", "auch-alt"]);
  });

  it("the publishing state node changes exactly when the set of published articles does", async () => {
    const digests: string[] = [];
    const run = (now: string) =>
      withBuildTime(now, () =>
        (sourceNodes as unknown as (a: object) => void)({
          actions: {
            createNode: (node: { internal: { type: string; contentDigest: string } }) => {
              expect(node.internal.type).toBe(PUBLISHING_STATE_TYPE);
              digests.push(node.internal.contentDigest);
            },
          },
          createNodeId: (seed: string) => `node-${seed}`,
          createContentDigest: (value: unknown) => JSON.stringify(value),
          getNodesByType: (type: string) => (type === "MarkdownRemark" ? articles : []),
        }),
      );
    await run("2026-03-10T06:00:00+01:00");
    await run("2026-03-10T17:00:00+01:00");
    await run("2026-03-11T06:00:00+01:00");
    expect(digests[0]).toBe(digests[1]);
    expect(digests[2]).not.toBe(digests[1]);
  });

  it("createPages builds no page for a scheduled article, even if handed one", async () => {
    const paths: string[] = [];
    const data = {
      posts: { nodes: articles },
      cities: { nodes: [] },
      christmas: { nodes: [] },
      occasions: { nodes: [] },
      scheduled: { nodes: articles },
    };
    const logged: string[] = [];
    await withBuildTime(morning, () =>
      (createPages as unknown as (a: object) => Promise<void>)({
        graphql: async () => ({ data }),
        actions: { createPage: (page: { path: string }) => paths.push(page.path) },
        reporter: {
          info: (m: string) => logged.push(m),
          panicOnBuild: (m: string) => {
            throw new Error(m);
          },
        },
      }),
    );
    expect(paths.sort()).toEqual(["/blog/alt", "/blog/auch-alt", "/blog/heute-frueh"]);
    expect(logged.filter((m) => m.startsWith("Geplanter Artikel"))).toHaveLength(2);
  });
});

describe("every article list goes through publishedArticles", () => {
  const root = path.resolve(__dirname, "../..");
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  it("no page, component or the feed queries allMarkdownRemark (it still holds scheduled articles)", () => {
    const sources = [
      ...files(path.join(root, "src")).filter((f) => /\.tsx?$/.test(f) && !f.endsWith("gatsby-types.d.ts")),
      path.join(root, "gatsby-config.ts"),
    ];
    const offenders = sources
      .filter((f) => /allMarkdownRemark/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
