import type { GatsbyNode } from "gatsby";
import { toSlug } from "./routes";
import { displayDate } from "../src/lib/dates";
import { selectRelated, type RelatableArticle } from "../src/lib/related";

interface FrontmatterSource {
  author?: string | null;
  date?: string | null;
  publishedAt?: string | Date;
  tags?: string[] | null;
}

/** Derived fields: values an editor should not have to repeat in every file. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    MarkdownRemarkFrontmatter: {
      // An article without its own author is written by the site owner (content/site/site.yaml).
      author: {
        resolve: async (source: FrontmatterSource, _args: unknown, context: any) => {
          if (source.author) return source.author;
          const site = await context.nodeModel.findOne({ type: "SiteYaml", query: {} });
          return site?.ownerName ?? "";
        },
      },
      // The displayed date may be left out: it is always the German form of publishedAt.
      date: {
        resolve: (source: FrontmatterSource) =>
          displayDate(source.date, source.publishedAt instanceof Date ? source.publishedAt.toISOString() : source.publishedAt ?? ""),
      },
      tags: { resolve: (source: FrontmatterSource) => source.tags ?? [] },
    },
    MarkdownRemark: {
      // Up to three newest articles of the same category, the current one excluded.
      related: {
        type: "[MarkdownRemark!]!",
        resolve: async (source: RelatableArticle, _args: unknown, context: any) => {
          const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark" });
          return selectRelated(source, Array.from(entries as Iterable<RelatableArticle>), 3);
        },
      },
    },
    ChristmasYaml: {
      slug: { resolve: (source: { city: string }) => toSlug(source.city) },
    },
  });
};
