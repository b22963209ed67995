import type { GatsbyNode } from "gatsby";

/**
 * Every content type, declared explicitly (@dontInfer): the site builds the same whether or not
 * a field happens to be used or filled. Non-null where the spec requires a value.
 */
const typeDefs = `#graphql
  type SiteSiteMetadata { title: String!  siteUrl: String! }
  type FaqItem { question: String!  answer: String! }
  type TitledText { title: String!  text: String! }
  type Stat { value: String!  label: String! }
  type ContentImage { image: File! @fileByRelativePath  imageAlt: String! }

  type SiteGeo { latitude: Float!  longitude: Float! }
  type SiteOpeningHours { days: String!  hours: String!  schemaDays: [String!]!  opens: String  closes: String }
  type SiteClaims {
    yearsExperience: Int!  events: Int!  yearsHosting: Int!  yearsEventSpecialisation: Int!
    musicLibrary: Int!  weddings: Int!
  }
  type ReviewSite { name: String!  url: String! }
  type RatingFigure { value: Float!  count: Int! }
  type SiteRatings { home: RatingFigure!  service: RatingFigure!  regional: RatingFigure! }
  type SiteYaml implements Node @dontInfer {
    businessName: String!  ownerName: String!  jobTitle: String!
    street: String!  postalCode: String!  city: String!  region: String!  country: String!
    phone: String!  phoneE164: String!  email: String!  vatId: String!
    geo: SiteGeo!
    openingHours: [SiteOpeningHours!]!  openingHoursNote: String!  responseTime: String!
    claims: SiteClaims!  genres: [String!]!  areaServed: [String!]!
    reviewsUrl: String!  businessProfileUrl: String!  reviewSites: [ReviewSite!]!
    vatRate: Float!  copyrightYear: Int!
    hero: ContentImage!  portrait: ContentImage!
    heroTitle: String!  heroText: String!  aboutTitle: String!  aboutText: String!
    ratings: SiteRatings!
  }

  type TestimonialsYaml implements Node @dontInfer {
    name: String!  event: String  text: String!  rating: Int!
  }
  type CategoriesYaml implements Node @dontInfer { name: String! }

  type LocationsYaml implements Node @dontInfer {
    name: String!  type: String!  description: String!
    image: File! @fileByRelativePath  imageAlt: String!
    capacity: String!  highlights: [String!]!  location: String!  website: String!  rating: Int
  }

  type HomePackage { id: String!  name: String!  description: String!  features: [String!]! }
  type PricedPackage {
    id: String!  name: String!  netPrice: Float!  durationHours: Int!  features: [String!]!  popular: Boolean
  }
  type EarlyBirdOffer {
    name: String!  netPrice: Float!  regularNetPrice: Float!  saving: Float!  durationHours: Int!
    deadline: Date! @dateformat  season: String!  reservedPercent: Int!  reservedLabel: String!
  }
  type StructuredDataOffer { name: String!  price: Float!  description: String! }
  type PackagesYaml implements Node @dontInfer {
    home: [HomePackage!]!  guide: [PricedPackage!]!  christmas: [PricedPackage!]!
    earlyBird: EarlyBirdOffer!  structuredDataOffers: [StructuredDataOffer!]!
  }

  type FaqsYaml implements Node @dontInfer { home: [FaqItem!]! }

  type CitiesYaml implements Node @dontInfer {
    name: String!  slug: String!  distanceKm: Int
    metaTitle: String!  metaDescription: String!  heroTitle: String!  heroText: String!
    intro: String!  specialties: [TitledText!]!  faq: [FaqItem!]!
  }

  type ChristmasYaml implements Node @dontInfer {
    city: String!  slug: String!  metaTitle: String!  metaDescription: String!
    heroText: String!  localNote: String!
  }
  type ChristmasAvailability { title: String!  text: String! }
  type ChristmasWhy { title: String!  items: [TitledText!]!  quote: String! }
  type CallToAction { title: String!  text: String! }
  type ChristmasPartyYaml implements Node @dontInfer {
    benefits: [TitledText!]!  availability: ChristmasAvailability!  why: ChristmasWhy!
    faq: [FaqItem!]!  cta: CallToAction!
  }

  type SelectionCriteriaBlock { title: String!  intro: String!  items: [TitledText!]! }
  type ReasonsBlock { title: String!  items: [TitledText!]!  stats: [Stat!]! }
  type BlocksYaml implements Node @dontInfer {
    selectionCriteria: SelectionCriteriaBlock!  reasons: ReasonsBlock!  cta: CallToAction!
  }

  type GuideYaml implements Node @dontInfer {
    metaTitle: String!  metaDescription: String!  keywords: String!
    heroTitle: String!  heroText: String!  advice: [TitledText!]!  faq: [FaqItem!]!
  }

  type RegionalRegion { name: String!  places: [String!]! }
  type VenueColumn { city: String!  venues: [String!]!  note: String }
  type PackageTableRow { name: String!  includes: String! }
  type RegionalYaml implements Node @dontInfer {
    metaTitle: String!  metaDescription: String!  keywords: String!
    heroTitle: String!  heroText: String!  services: [TitledText!]!  regions: [RegionalRegion!]!
    venueColumns: [VenueColumn!]!  structuredDataVenues: [String!]!
    faqTitle: String!  faq: [FaqItem!]!  packageTable: [PackageTableRow!]!  badges: [String!]!
  }

  type PageMeta { title: String!  description: String!  keywords: String }
  type SeoYaml implements Node @dontInfer {
    home: PageMeta!  contact: PageMeta!  locations: PageMeta!  blog: PageMeta!
    imprint: PageMeta!  privacy: PageMeta!  notFound: PageMeta!
  }

  type MarkdownRemarkFrontmatter {
    slug: String!  title: String!  excerpt: String!  author: String!
    date: String!  publishedAt: Date! @dateformat  readTime: Int!  category: String!
    image: File! @fileByRelativePath  imageAlt: String!  tags: [String!]!
  }
  type MarkdownRemark implements Node @dontInfer { frontmatter: MarkdownRemarkFrontmatter! }
  # Published articles, newest first (Query.publishedArticles, gatsby/resolvers.ts).
  type ArticleList { nodes: [MarkdownRemark!]! }
  # Ids of the published articles; changes when an article goes live (gatsby/publishing.ts).
  type PublishingState implements Node @dontInfer { publishedIds: [String!]! }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
