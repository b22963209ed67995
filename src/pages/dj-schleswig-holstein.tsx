import { WithActionBar } from "../components/ActionBar";
import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SEO_LABELS } from "../components/Seo.labels";
import { ButtonLink } from "../components/Button";
import { PageHero } from "../sections/shared/PageHero";
import { ProofStrip } from "../sections/shared/ProofStrip";
import { Reasons, SelectionCriteria } from "../sections/shared/SharedBlocks";
import { Reviews } from "../sections/shared/Reviews";
import { FaqSection } from "../sections/shared/FaqSection";
import { Badges, PackageTable, Regions, Services, Venues } from "../sections/regional/RegionalSections";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { shownRating } from "../lib/rating-profile";
import { breadcrumb, faqPage, itemList, localBusiness, service } from "../lib/json-ld";
import { cityPath, ROUTES } from "../model/routes";
import { REGIONAL_FAQ } from "../model/ids";

const SchleswigHolsteinPage = ({ data, location }: PageProps<Queries.RegionalPageQuery>) => {
  const page = data.regionalYaml!;
  const region = page.region;
  // The shared blocks for the region (RegionalYaml.blocks: {city} is "Schleswig-Holstein").
  const blocks = page.blocks;
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const rating = data.siteYaml!.ratings.service;
  const declared = shownRating(rating, data.siteYaml!.reviewSites);
  // Chosen by id, not position: reordering the FAQ in the CMS keeps the table under the price answer.
  const faqItems = page.faq.map((item) => ({
    ...item,
    extra:
      item.id === REGIONAL_FAQ.prices ? (
        <PackageTable rows={page.packageTable} h={page.headings} />
      ) : item.id === REGIONAL_FAQ.booking ? (
        <ButtonLink to={ROUTES.contact} state={{ scrollToForm: true }}>
          {page.headings.bookingButton}
        </ButtonLink>
      ) : undefined,
  }));
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={page.metaTitle}
        description={page.metaDescription}
        keywords={page.keywords}
        path={ROUTES.schleswigHolstein}
        jsonLd={[
          localBusiness(facts, siteUrl, { rating: declared }),
          faqPage(page.faq),
          service(facts, siteUrl, {
            name: page.serviceName,
            serviceType: SEO_LABELS.serviceType,
            areaServed: [region],
            rating: declared,
          }),
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.regional(region), path: ROUTES.schleswigHolstein },
          ]),
          itemList(page.structuredDataVenuesName, page.structuredDataVenues),
        ]}
      />
      <PageHero
        eyebrow={page.headings.heroEyebrow}
        title={page.heroTitle}
        text={page.heroText}
        ctaLabel={page.headings.heroCta}
        portrait={data}
        rating={rating}
      >
        <Badges badges={page.badges} label={page.headings.badges} />
      </PageHero>
      <WithActionBar>
        <ProofStrip path={ROUTES.schleswigHolstein} reviews={data} pages={data} />
        <Services services={page.services} h={page.headings} />
        <Regions
          regions={page.regions}
          h={page.headings}
          pages={Object.fromEntries(data.allCitiesYaml.nodes.map((c) => [c.name, cityPath(c.slug)]))}
          photos={page.photos}
        />
        <Venues columns={page.venueColumns} h={page.headings} />
        <Reviews
          reviews={data}
          headings={blocks.headings}
          city={region}
          cityTitle={blocks.headings.reviewsTitleCity}
          rating={rating}
        />
        <FaqSection id="faq" eyebrow={blocks.headings.faqEyebrow} title={page.faqTitle} items={faqItems} alt />
        <SelectionCriteria blocks={blocks} short />
        <Reasons blocks={blocks} alt short />
      </WithActionBar>
    </Layout>
  );
};

export default SchleswigHolsteinPage;

export const query = graphql`
  query RegionalPage {
    regionalYaml {
      blocks {
        ...BlocksFields
      }
      photos(limit: 2) {
        ...GalleryPhoto
      }
      metaTitle
      metaDescription
      keywords
      region
      serviceName
      heroTitle
      heroText
      headings {
        heroEyebrow
        heroCta
        badges
        servicesEyebrow
        servicesTitle
        regionsEyebrow
        regionsTitle
        venuesEyebrow
        venuesTitle
        tableCaption
        tablePackage
        tableIncludes
        bookingButton
      }
      services {
        title
        text
      }
      regions {
        name
        places
      }
      venueColumns {
        city
        venues
        note
      }
      structuredDataVenuesName
      structuredDataVenues
      faqTitle
      faq {
        id
        question
        answer
      }
      packageTable {
        name
        includes
      }
      badges
    }
    allCitiesYaml {
      nodes {
        name
        slug
      }
    }
    ...LandingProof
  }
`;
