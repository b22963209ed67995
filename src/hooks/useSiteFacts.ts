import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/**
 * What every page shows in its header, footer and head: the business facts of content/site/site.yaml
 * and the site's address. The only static queries besides the footer's: everything else a page
 * shows comes with its page query.
 */

/** Business facts from content/site/site.yaml; typed by Gatsby from the query. */
const useSiteData = () =>
  useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        businessName
        ownerName
        jobTitle
        street
        postalCode
        city
        country
        phone
        phoneE164
        whatsappE164
        email
        vatId
        geo {
          latitude
          longitude
        }
        openingHours {
          days
          hours
          schemaDays
          opens
          closes
        }
        openingHoursNote
        responseTime
        claims {
          yearsExperience
          events
          yearsHosting
          yearsEventSpecialisation
          musicLibrary
          weddings
          travelRadiusKm
          setupMinutesFrom
          setupMinutesTo
        }
        genres
        areaServed
        reviewsUrl
        businessProfileUrl
        reviewSites {
          name
          url
        }
        vatRate
        copyrightYear
      }
    }
  `);

export function useSiteFacts() {
  const site = required(useSiteData().siteYaml, "content/site/site.yaml");
  // A phone number must never break across lines.
  return { ...site, phone: site.phone.replace(/ /g, "\u00a0") };
}

/** Absolute base URL of the site (gatsby-config siteMetadata.siteUrl, from SITE_URL). */
export const useSiteUrl = (): string => useSiteData().site?.siteMetadata?.siteUrl ?? "";
