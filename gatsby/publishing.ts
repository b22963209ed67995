import type { GatsbyNode } from "gatsby";
import { buildTime, isPublished, pinBuildTime, publishTime, BUILD_TIME_ENV } from "../src/model/publish-time";

/**
 * Which articles the site shows. Pages, lists, related articles and the feed all take their
 * articles from `publishedArticles` (gatsby/resolvers.ts), never from allMarkdownRemark: that
 * still holds scheduled articles (publishedAt after the build's "now", src/model/publish-time.ts).
 */

export interface SchedulableArticle {
  id: string;
  frontmatter: { slug: string; publishedAt: string | Date };
}

/** The articles published at `now`, newest first (equal times by slug, so the order is stable). */
export function publishedArticles<T extends SchedulableArticle>(all: Iterable<T>, now: Date): T[] {
  const time = (a: T) => publishTime(a.frontmatter.publishedAt) ?? 0;
  return Array.from(all)
    .filter((a) => isPublished(a.frontmatter.publishedAt, now))
    .sort((a, b) => time(b) - time(a) || a.frontmatter.slug.localeCompare(b.frontmatter.slug));
}

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const pinned = Boolean(process.env[BUILD_TIME_ENV]?.trim());
  const now = pinBuildTime();
  reporter.info(`Stichtag für geplante Artikel: ${now.toISOString()}${pinned ? ` (aus ${BUILD_TIME_ENV})` : ""}`);
};

/** Node type whose only job is to tell Gatsby's query cache when the set of published articles changed. */
export const PUBLISHING_STATE_TYPE = "PublishingState";

/**
 * Gatsby re-runs a page query on a warm cache (CI and Netlify keep .cache) only when data it read
 * has changed – and the passing of time is no data change. So the set of published articles is
 * made data: one PublishingState node listing their ids. On the day an article goes live, the node
 * changes and every query that read it (via `publishedArticles` or `related`) runs again.
 * On a cold build the articles may not exist yet at this point; every query runs then anyway.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
  getNodesByType,
}) => {
  const articles = getNodesByType("MarkdownRemark") as unknown as SchedulableArticle[];
  const publishedIds = publishedArticles(articles, buildTime())
    .map((a) => a.id)
    .sort();
  actions.createNode({
    id: createNodeId(PUBLISHING_STATE_TYPE),
    publishedIds,
    internal: { type: PUBLISHING_STATE_TYPE, contentDigest: createContentDigest(publishedIds) },
  });
};

export interface NodeModel {
  findOne: (args: { type: string; query: object }) => Promise<unknown>;
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
}

/**
 * The published articles as a resolver sees them. Reading the PublishingState node through the
 * resolver's node model records it as a dependency of the running query (see sourceNodes).
 */
export async function resolvePublishedArticles<T extends SchedulableArticle>(nodeModel: NodeModel): Promise<T[]> {
  await nodeModel.findOne({ type: PUBLISHING_STATE_TYPE, query: {} });
  const { entries } = await nodeModel.findAll({ type: "MarkdownRemark" });
  return publishedArticles(entries as Iterable<T>, buildTime());
}
