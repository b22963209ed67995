import { WithActionBar } from "../components/ActionBar";
import { EnquiryNudge } from "../components/EnquiryNudge";
import { Gallery } from "../components/Gallery";
import React from "react";
import { DateCheckSection, EstimatorSection } from "../sections/shared/PlanningTools";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { ServiceSeo } from "../components/ServiceSeo";
import { SEO_LABELS } from "../components/Seo.labels";
import { imageData } from "../components/ui/Picture";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { LandingHero, LandingJumps } from "../sections/shared/LandingHero";
import { ProofStrip } from "../sections/shared/ProofStrip";
import { CallToAction } from "../sections/shared/SharedBlocks";
import { Tile } from "../components/ui/Tile";
import { Prose } from "../components/ui/Prose";
import { ReadMore } from "../components/ui/ReadMore";
import { TileGrid } from "../components/ui/Grid";
import { Reviews } from "../sections/shared/Reviews";
import { PricingSection } from "../sections/shared/PricingSection";
import { FaqSection } from "../sections/shared/FaqSection";
import { EarlyBird } from "../sections/christmas/EarlyBird";
import { Availability } from "../sections/christmas/Availability";
import { WhyMe } from "../sections/christmas/WhyMe";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { pageCustomer } from "../lib/pricing";
import { christmasPath } from "../model/routes";
import { CHRISTMAS_OCCASION } from "../lib/estimate-params";

/** Spec: the FAQ structured data of the Christmas pages carries two questions. */
const STRUCTURED_FAQ_COUNT = 2;

const ChristmasTemplate = ({ data, location }: PageProps<Queries.ChristmasPageQuery>) => {
  const page = data.christmasYaml!;
  // The texts all Christmas pages share and the shared blocks, {city} filled in by the build.
  const shared = page.party;
  const blocks = page.blocks;
  const h = shared.headings;
  const packages = data.packagesYaml!;
  const site = data.siteYaml!;
  const facts = useSiteFacts();
  const path = christmasPath(page.city);
  const city = page.city;
  // The page's own benefits and questions where its file has them, else the shared ones; the same
  // questions on the page and in the structured data.
  const faq = page.faq?.length ? page.faq : shared.faq;
  const benefits = page.benefits?.length ? page.benefits : shared.benefits;
  // Christmas parties are company parties (content: forBusiness): net prices first, from the static HTML on.
  const customer = pageCustomer(shared.forBusiness);
  return (
    <Layout pathname={location.pathname} choice={{ occasion: CHRISTMAS_OCCASION, town: city }}>
      <ServiceSeo
        title={page.metaTitle}
        description={page.metaDescription}
        path={path}
        keywords={page.seo.keywords}
        name={page.seo.serviceName}
        areaServed={[city]}
        packages={packages.christmas}
        durationPrefix={`${h.durationPrefix} `}
        rating={site.ratings.service}
        reviewSites={site.reviewSites}
        faq={faq.slice(0, STRUCTURED_FAQ_COUNT)}
        crumb={SEO_LABELS.breadcrumb.christmas(city)}
      />
      <EarlyBird offer={packages.earlyBird} vatRate={facts.vatRate} booked={data.contentTokens!} />
      <LandingHero
        hero={{ eyebrow: h.heroEyebrow, title: h.heroTitle, text: page.heroText, ctaLabel: h.heroCta }}
        proof={data}
      />
      <WithActionBar>
        <ProofStrip path={path} reviews={data} pages={data} />
        <LandingJumps targets={["pakete", "preisrechner", "faq"]} packages={packages.christmas} />
        <ChristmasBenefits page={page} headings={h} benefits={benefits} />
        {data.contentTokens?.scarcityShown && (
          <ChristmasAvailability page={page} built={data.contentTokens} availability={data.availabilityYaml} />
        )}
        <DateCheckSection planning={data} />
        <ChristmasWhyMe eyebrow={h.whyEyebrow} why={shared.why} site={site} />
        <Reviews
          reviews={data}
          headings={blocks.headings}
          city={city}
          cityTitle={blocks.headings.reviewsTitleCity}
          rating={site.ratings.service}
        />
        <PricingSection
          eyebrow={blocks.headings.pricingEyebrow}
          title={h.pricingTitle}
          packages={packages.christmas}
          vatRate={facts.vatRate}
          ctaLabel={h.pricingCta}
          durationPrefix={`${h.durationPrefix} `}
          occasion={CHRISTMAS_OCCASION}
          customer={customer}
          alt
        />
        <EstimatorSection planning={data} variant="christmas" customer={customer} alt folded />
        <FaqSection id="faq" eyebrow={blocks.headings.faqEyebrow} title={h.faqTitle} items={faq} />
        <CallToAction title={shared.cta.title} text={shared.cta.text} label={h.ctaButton} whatsapp />
      </WithActionBar>
    </Layout>
  );
};

export default ChristmasTemplate;

export const query = graphql`
  query ChristmasPage($id: String!) {
    siteYaml {
      ownerName
      portrait {
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 0.8)
          }
        }
      }
    }
    christmasYaml(id: { eq: $id }) {
      city
      metaTitle
      metaDescription
      heroText
      localNote
      localIntro
      photos(limit: 2) {
        ...GalleryPhoto
      }
      benefits {
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
      # The scarcity line with the visitor's season still to fill in (sections/christmas/Availability.tsx).
      scarcityLine: party {
        availability {
          template: text(keep: ["year", "scarcityPercent"])
        }
      }
      party {
        headings {
          heroTitle
          heroEyebrow
          heroCta
          benefitsEyebrow
          benefitsTitle
          availabilityButton
          whyEyebrow
          pricingTitle
          pricingCta
          durationPrefix
          faqTitle
          ctaButton
        }
        benefits {
          title
          text
        }
        availability {
          title
          text
        }
        forBusiness
        why {
          title
          quote
          items {
            title
            text
          }
        }
        faq {
          question
          answer
        }
        cta {
          title
          text
        }
      }
    }
    packagesYaml {
      christmas {
        id
        name
        netPrice
        durationHours
        features
        popular
      }
      earlyBird {
        name
        netPrice
        regularNetPrice
        durationHours
        deadline
        season
      }
    }
    contentTokens {
      scarcityPercent
      scarcityShown
      scarcityYear
    }
    ...LandingProof
    ...PlanningData
  }
`;

type ChristmasContent = NonNullable<Queries.ChristmasPageQuery["christmasYaml"]>;
type ChristmasSite = NonNullable<Queries.ChristmasPageQuery["siteYaml"]>;
type ChristmasHeadings = ChristmasContent["party"]["headings"];

/** Why a Christmas party with this DJ: the local note and text, photos and the benefits as tiles. */
const ChristmasBenefits = ({
  page,
  headings: h,
  benefits,
}: {
  page: Pick<ChristmasContent, "localNote" | "localIntro" | "photos">;
  headings: Pick<ChristmasHeadings, "benefitsEyebrow" | "benefitsTitle">;
  benefits: ChristmasContent["party"]["benefits"];
}) => (
  <Section aria-labelledby="vorteile-title">
    <Container>
      <SectionHeading eyebrow={h.benefitsEyebrow} title={h.benefitsTitle} id="vorteile-title">
        {page.localNote}
      </SectionHeading>
      {page.localIntro && (
        <Prose>
          <ReadMore text={page.localIntro} />
        </Prose>
      )}
      <Gallery photos={page.photos} />
      <EnquiryNudge />
      <TileGrid>
        {benefits.map((b) => (
          <Tile key={b.title} title={b.title} text={b.text} fold />
        ))}
      </TileGrid>
    </Container>
  </Section>
);

/** "Limited availability": the share of December Fridays and Saturdays taken (only above the threshold). */
const ChristmasAvailability = ({
  page,
  built,
  availability,
}: {
  page: Pick<ChristmasContent, "party" | "scarcityLine">;
  built: NonNullable<Queries.ChristmasPageQuery["contentTokens"]>;
  availability: Queries.ChristmasPageQuery["availabilityYaml"];
}) => (
  <Availability
    title={page.party.availability.title}
    text={page.party.availability.text}
    template={page.scarcityLine.availability.template}
    built={built}
    availability={availability}
    button={page.party.headings.availabilityButton}
  />
);

/** Why book this DJ: the shared reasons as tiles and the owner's quote beside his portrait. */
const ChristmasWhyMe = ({
  eyebrow,
  why,
  site,
}: {
  eyebrow: string;
  why: ChristmasContent["party"]["why"];
  site: Pick<ChristmasSite, "ownerName" | "portrait">;
}) => (
  <WhyMe
    eyebrow={eyebrow}
    title={why.title}
    items={why.items}
    quote={why.quote}
    author={site.ownerName}
    portrait={imageData(site.portrait.image.childImageSharp) ?? undefined}
    portraitAlt={site.portrait.imageAlt}
  />
);
