import React from "react";
import { graphql, type PageProps } from "gatsby";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHero } from "../sections/shared/PageHero";
import { CityIntro } from "../sections/city/CityIntro";
import { CallToAction, Reasons, SelectionCriteria } from "../sections/shared/CityBlocks";
import { Reviews } from "../sections/shared/Reviews";
import { PricingSection } from "../sections/shared/PricingSection";
import { FaqSection } from "../sections/shared/FaqSection";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { breadcrumb, service } from "../lib/json-ld";
import { packageOffers } from "../lib/offers";
import { cityPath } from "../../gatsby/routes";

/** One landing page per file in content/cities. */
const CityTemplate = ({ data, location }: PageProps<Queries.CityPageQuery>) => {
  const city = data.citiesYaml!;
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const path = cityPath(city.slug);
  const packages = data.packagesYaml!.guide;
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={city.metaTitle}
        description={city.metaDescription}
        path={path}
        keywords={`Event DJ ${city.name}, DJ ${city.name}, DJ Firmenfeier ${city.name}, Hochzeits-DJ ${city.name}`}
        jsonLd={[
          service(facts, siteUrl, { name: `Event-DJ ${city.name}`, areaServed: [city.name], rating: data.siteYaml!.ratings.service, offers: packageOffers(packages) }),
          breadcrumb(siteUrl, [{ name: "Start", path: "/" }, { name: `Event DJ ${city.name}`, path }]),
        ]}
      />
      <PageHero eyebrow={`Event DJ · ${city.name}`} title={city.heroTitle} text={city.heroText} />
      <CityIntro name={city.name} distanceKm={city.distanceKm} intro={city.intro} specialties={city.specialties} />
      <SelectionCriteria city={city.name} alt />
      <Reasons city={city.name} />
      <Reviews city={city.name} />
      <PricingSection title={`Pakete für Ihr Event in ${city.name}`} packages={packages} vatRate={facts.vatRate} ctaLabel="Angebot anfordern" alt />
      <FaqSection id="faq" title={`Häufige Fragen: Event DJ ${city.name}`} items={city.faq} />
      <CallToAction city={city.name} />
    </Layout>
  );
};

export default CityTemplate;

export const query = graphql`
  query CityPage($id: String!) {
    siteYaml { ratings { service { value count } } }
    citiesYaml(id: { eq: $id }) {
      name slug distanceKm metaTitle metaDescription heroTitle heroText intro
      specialties { title text }
      faq { question answer }
    }
    packagesYaml { guide { id name netPrice durationHours features popular } }
  }
`;
