import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** Business facts from content/site/site.yaml, available to every component; typed by Gatsby from the query. */
export function useSiteFacts() {
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
  const site = required(data.siteYaml, "content/site/site.yaml");
  // A phone number must never break across lines.
  return { ...site, phone: site.phone.replace(/ /g, "\u00a0") };
}
