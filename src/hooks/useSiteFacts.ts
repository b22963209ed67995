import { graphql, useStaticQuery } from "gatsby";
import type { SiteFacts } from "../lib/site-facts";

/** Business facts from content/site/site.yaml, available to every component. */
export function useSiteFacts(): SiteFacts {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
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
  if (!data.siteYaml) throw new Error("content/site/site.yaml fehlt");
  // A phone number must never break across lines.
  return { ...data.siteYaml, phone: data.siteYaml.phone.replace(/ /g, "\u00a0") };
}
