import { graphql, useStaticQuery } from "gatsby";

/** Absolute base URL of the site (gatsby-config siteMetadata.siteUrl, from SITE_URL). */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return site?.siteMetadata?.siteUrl ?? "";
}
