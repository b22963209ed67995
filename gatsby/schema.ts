import type { GatsbyNode } from "gatsby";
import { COLLECTIONS } from "../src/model/collections";
import { graphqlTypeDefs } from "../src/model/graphql";
import { tokensExtension } from "./tokens";

/**
 * Every content type is declared explicitly (@dontInfer), derived from the content model
 * (src/model/collections/): the site builds the same whether or not a field happens to be used
 * or filled. Below: the types that are not content files.
 */
const siteTypes = `#graphql
  type SiteSiteMetadata { title: String!  siteUrl: String! }
  # Published articles, newest first (Query.publishedArticles, gatsby/resolvers.ts).
  type ArticleList { nodes: [MarkdownRemark!]! }
  # Ids of the published articles; changes when an article goes live (gatsby/publishing.ts).
  type PublishingState implements Node @dontInfer { publishedIds: [String!]! }
  # The build's calendar day in Hamburg; token values depend on it (gatsby/tokens.ts).
  type BuildDay implements Node @dontInfer { day: String! }
  # The share of the season's December dates taken, and that December's year (Query.contentTokens, gatsby/tokens.ts).
  type ContentTokens { scarcityPercent: Int!  scarcityShown: Boolean!  scarcityYear: Int! }
  # Days of the owner's calendar, merged into AvailabilityYaml by its resolvers (gatsby/availability-calendar.ts).
  type AvailabilityCalendar implements Node @dontInfer { configured: Boolean!  booked: [String!]!  tentative: [String!]!  knownOn: String }
`;

export const typeDefs = `${siteTypes}\n${graphqlTypeDefs(COLLECTIONS)}`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(tokensExtension);
  actions.createTypes(typeDefs);
};
