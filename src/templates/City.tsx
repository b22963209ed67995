import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { ServiceSeo } from "../components/ServiceSeo";

import { SEO_LABELS } from "../components/Seo.labels";
import { CityPage } from "../sections/city/CityPage";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { cityPath } from "../model/routes";

/** One landing page per file in content/cities. */
const CityTemplate = ({ data, location }: PageProps<Queries.CityPageQuery>) => {
  const city = data.citiesYaml!;
  const facts = useSiteFacts();
  const path = cityPath(city.slug);
  const packages = data.packagesYaml!.guide;

  return (
    <Layout pathname={location.pathname} choice={{ town: city.name }}>
      <ServiceSeo
        title={city.metaTitle}
        description={city.metaDescription}
        path={path}
        keywords={city.seo.keywords}
        name={city.seo.serviceName}
        areaServed={[city.name]}
        packages={packages}
        rating={data.siteYaml!.ratings.service}
        reviewSites={data.siteYaml!.reviewSites}
        crumb={SEO_LABELS.breadcrumb.city(city.name)}
      />
      <CityPage
        city={city}
        blocks={city.blocks}
        reviews={data}
        planning={data}
        packages={packages}
        vatRate={facts.vatRate}
        rating={data.siteYaml!.ratings.service}
        photos={city.photos}
        proof={{ pages: data, path, portrait: data }}
        events={city.playedEvents}
      />
    </Layout>
  );
};

export default CityTemplate;

export const query = graphql`
  query CityPage($id: String!) {
    citiesYaml(id: { eq: $id }) {
      name
      slug
      distanceKm
      metaTitle
      metaDescription
      heroTitle
      heroText
      intro
      specialties {
        title
        text
      }
      faq {
        question
        answer
      }
      seo {
        keywords
        serviceName
      }
      blocks {
        ...BlocksFields
      }
      photos(limit: 2) {
        ...GalleryPhoto
      }
      playedEvents {
        ...EventSummary
      }
    }
    ...LandingProof
    ...GuidePackages
    ...PlanningData
  }
`;
