import type { GatsbyNode } from "gatsby";
import { toSlug } from "../src/model/routes";
import { displayDate } from "../src/lib/dates";
import { selectRelated, type RelatableArticle } from "../src/lib/related";
import { resolvePublishedArticles, type NodeModel, type SchedulableArticle } from "./publishing";
import { contentTokensResolver, fillBuildTokens, placeResolvers } from "./tokens";
import { photosFor, type PhotoFacts } from "../src/lib/gallery";
import { sanitizeArticleHtml } from "./article-html";

type PhotoSource = Record<string, unknown>;
type PageFit = { occasion?: string; city?: string };
/** The home city of content/site/site.yaml (the guide page is about it). */
const homeCity = async (context: ResolverContext): Promise<string | undefined> => {
  const site = (await context.nodeModel.findOne({ type: "SiteYaml", query: {} })) as Pick<SiteData, "city"> | null;
  return site?.city;
};
/** A `photos(limit: Int)` field for a page's node, choosing by what `fit` says the page is about. */
const photosField = (fit: (source: PhotoSource, context: ResolverContext) => PageFit | Promise<PageFit>) => ({
  photos: {
    type: "[GalleryYaml!]!",
    args: { limit: { type: "Int", defaultValue: 2 } },
    resolve: async (source: PhotoSource, args: { limit: number }, context: ResolverContext) => {
      const { entries } = await context.nodeModel.findAll({ type: "GalleryYaml" });
      return photosFor([...entries] as PhotoFacts[], await fit(source, context), args.limit);
    },
  },
});
const photoFields = {
  OccasionsYaml: photosField((s) => ({ occasion: String(s.occasion) })),
  CitiesYaml: photosField((s) => ({ city: String(s.name) })),
  ChristmasYaml: photosField((s) => ({ occasion: "weihnachtsfeier", city: String(s.city) })),
  GuideYaml: photosField(async (_source, context) => ({ city: await homeCity(context) })),
  RegionalYaml: photosField(() => ({ occasion: "hochzeit" })),
  SiteYaml: photosField((s) => ({ city: String(s.city) })),
};
import { availabilityResolvers } from "./availability-calendar";
import { eventResolvers } from "./event-resolvers";
import type { BlogFrontmatter, SiteData } from "../src/model/collections";

/** What the resolvers use of Gatsby's resolver context. */
interface ResolverContext {
  nodeModel: NodeModel & Parameters<typeof fillBuildTokens>[1];
}

/** What a resolver that extends a plugin's field gets as `info`. */
interface ExtendingInfo {
  originalResolver: (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
}

type Article = RelatableArticle & SchedulableArticle;

/** Derived fields: values an editor should not have to repeat in every file. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    Query: queryResolvers(),
    MarkdownRemarkFrontmatter: frontmatterResolvers(),
    MarkdownRemark: articleResolvers(),
    ChristmasYaml: {
      slug: { resolve: (source: { city: string }) => toSlug(source.city) },
      ...placeResolvers.ChristmasYaml,
      ...photoFields.ChristmasYaml,
    },
    // Photos of the gallery that fit a page (src/lib/gallery.ts): its occasion, then its place.
    SiteYaml: photoFields.SiteYaml,
    OccasionsYaml: occasionResolvers(),
    // Shared texts for the place a page is about, {city} filled in (gatsby/tokens.ts).
    CitiesYaml: { ...placeResolvers.CitiesYaml, ...photoFields.CitiesYaml },
    RegionalYaml: { ...placeResolvers.RegionalYaml, ...photoFields.RegionalYaml },
    GuideYaml: { ...placeResolvers.GuideYaml, ...photoFields.GuideYaml },
    // Booked and held days and "Stand:" include the owner's calendar (gatsby/availability-calendar.ts).
    ...availabilityResolvers,
  });
  create(eventResolvers); // The references (content/events): venue, town, events per occasion and location.
};

/** Root fields: the published articles and the content tokens. */
function queryResolvers() {
  return {
    // The articles the site shows, newest first: scheduled ones (publishedAt after the build's
    // "now") are left out. Every list, page and the feed read articles here (gatsby/publishing.ts).
    publishedArticles: {
      type: "ArticleList!",
      args: { limit: "Int" },
      resolve: async (_source: unknown, args: { limit?: number | null }, context: ResolverContext) => {
        const nodes = await resolvePublishedArticles<Article>(context.nodeModel);
        return { nodes: typeof args.limit === "number" ? nodes.slice(0, Math.max(0, args.limit)) : nodes };
      },
    },
    contentTokens: contentTokensResolver,
  };
}

/** An article's frontmatter: its author, displayed date and tags, where the file leaves them out. */
function frontmatterResolvers() {
  return {
    // An article without its own author is written by the site owner (content/site/site.yaml).
    author: {
      resolve: async (source: Pick<BlogFrontmatter, "author">, _args: unknown, context: ResolverContext) => {
        if (source.author) return source.author;
        const site = (await context.nodeModel.findOne({ type: "SiteYaml", query: {} })) as Pick<
          SiteData,
          "ownerName"
        > | null;
        return site?.ownerName ?? "";
      },
    },
    // The displayed date may be left out: it is always the German form of publishedAt
    // (a Date where js-yaml reads an unquoted value).
    date: {
      resolve: (source: Pick<BlogFrontmatter, "date"> & { publishedAt: BlogFrontmatter["publishedAt"] | Date }) =>
        displayDate(
          source.date,
          source.publishedAt instanceof Date ? source.publishedAt.toISOString() : (source.publishedAt ?? ""),
        ),
    },
    tags: { resolve: (source: Pick<BlogFrontmatter, "tags">) => source.tags ?? [] },
  };
}

/** An article: its text (tokens filled, HTML sanitized) and its related articles. */
function articleResolvers() {
  return {
    // Tokens in an article's text ({preisBasis}, {weddings} …) are filled like in every other text;
    // then only what Markdown writes is kept (gatsby/article-html.ts): no editor's raw HTML reaches a page.
    html: {
      resolve: async (source: unknown, args: unknown, context: ResolverContext, info: ExtendingInfo) => {
        const html = await fillBuildTokens(await info.originalResolver(source, args, context, info), context.nodeModel);
        return typeof html === "string" ? sanitizeArticleHtml(html) : html;
      },
    },
    // Up to three newest published articles of the same category, the current one excluded.
    related: {
      type: "[MarkdownRemark!]!",
      resolve: async (source: RelatableArticle, _args: unknown, context: ResolverContext) =>
        selectRelated(source, await resolvePublishedArticles<Article>(context.nodeModel), 3),
    },
  };
}

/**
 * An occasion page's photos, and its locations and articles in the order the editor listed them. An
 * unknown id never gets here: check:content fails on it (src/checks/references.ts).
 */
function occasionResolvers() {
  return {
    ...photoFields.OccasionsYaml,
    matchingLocations: {
      type: "[LocationsYaml!]!",
      resolve: async (source: { locations?: string[] }, _args: unknown, context: ResolverContext) => {
        const { entries } = await context.nodeModel.findAll({ type: "LocationsYaml" });
        const all = [...entries] as { yamlId?: string }[];
        return (source.locations ?? []).flatMap((id) => all.filter((l) => l.yamlId === id));
      },
    },
    matchingArticles: {
      type: "[MarkdownRemark!]!",
      resolve: async (source: { articles?: string[] }, _args: unknown, context: ResolverContext) => {
        const published = await resolvePublishedArticles<Article>(context.nodeModel);
        const slugOf = (a: Article) => (a.frontmatter as unknown as { slug: string }).slug;
        return (source.articles ?? []).flatMap((slug) => published.filter((a) => slugOf(a) === slug));
      },
    },
  };
}
