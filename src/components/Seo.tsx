import React from "react";
import { Helmet } from "react-helmet";
import { graphql } from "gatsby";
import { useSiteUrl } from "../hooks/useSiteFacts";
import { absoluteUrl } from "../lib/urls";
import { inlineJson } from "../lib/inline-json";

export interface SeoProps {
  title: string;
  description: string;
  /** Site path of the page, e.g. "/kontakt"; the canonical URL is built from it. */
  path: string;
  keywords?: string | null;
  /** Site path or absolute URL of a 1200×630 preview image. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Structured-data objects; each becomes one JSON-LD script, removed again when the page is left. */
  jsonLd?: readonly object[];
}

const DEFAULT_IMAGE = "/og-image.jpg";

/** Title, description and keywords of a fixed page (content/seo/seo.yaml), spread in its page query. */
export const query = graphql`
  fragment PageMetaFields on PageMeta {
    title
    description
    keywords
  }
`;

/** The page head: rendered into the static HTML by gatsby-plugin-react-helmet. */
export const Seo = ({
  title,
  description,
  path,
  keywords,
  image = DEFAULT_IMAGE,
  type = "website",
  noindex,
  jsonLd = [],
}: SeoProps) => {
  const siteUrl = useSiteUrl();
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, image);

  return (
    <Helmet htmlAttributes={{ lang: "de" }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta name="robots" content={noindex ? "noindex, nofollow" : "index, follow"} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content="de_DE" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((data, index) => (
        // Escaped: an editor's text cannot end the script (src/lib/inline-json.ts).
        <script key={index} type="application/ld+json">
          {inlineJson(data)}
        </script>
      ))}
    </Helmet>
  );
};
