import { WithActionBar } from "../components/ActionBar";
import { EnquiryNudge } from "../components/EnquiryNudge";
import { Gallery } from "../components/Gallery";
import React from "react";
import { DateCheckSection, EstimatorSection } from "../sections/shared/PlanningTools";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { ServiceSeo } from "../components/ServiceSeo";
import { SEO_LABELS } from "../components/Seo.labels";
import { Container, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { Paragraphs } from "../components/ui/Paragraphs";
import { LandingHero, LandingJumps } from "../sections/shared/LandingHero";
import { ProofStrip } from "../sections/shared/ProofStrip";
import { CallToAction, sharedCta, Reasons, SelectionCriteria } from "../sections/shared/SharedBlocks";
import { Tile } from "../components/ui/Tile";
import { TileGrid } from "../components/ui/Grid";
import { Reviews } from "../sections/shared/Reviews";
import { OccasionLinks } from "../sections/shared/OccasionLinks";
import { ReferencesLink } from "../sections/shared/ReferencesLink";
import { PricingSection } from "../sections/shared/PricingSection";
import { FaqSection } from "../sections/shared/FaqSection";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { ROUTES } from "../model/routes";

const GuidePage = ({ data, location }: PageProps<Queries.GuidePageQuery>) => {
  const guide = data.guideYaml!;
  const facts = useSiteFacts();
  const packages = data.packagesYaml!.guide;
  // The shared blocks for the home city (GuideYaml.blocks).
  const blocks = guide.blocks;
  const h = blocks.headings;
  return (
    <Layout pathname={location.pathname}>
      <ServiceSeo
        title={guide.metaTitle}
        description={guide.metaDescription}
        keywords={guide.keywords}
        path={ROUTES.guide}
        name={guide.serviceName}
        areaServed={facts.areaServed}
        packages={packages}
        rating={data.siteYaml!.ratings.service}
        reviewSites={data.siteYaml!.reviewSites}
        faq={guide.faq}
        crumb={SEO_LABELS.breadcrumb.guide}
      />
      <LandingHero
        hero={{ eyebrow: guide.heroEyebrow, title: guide.heroTitle, text: guide.heroText, ctaLabel: guide.heroCta }}
        proof={data}
      />
      <WithActionBar>
        <ProofStrip path={ROUTES.guide} reviews={data} pages={data} />
        <LandingJumps targets={["vorgehen", "kriterien", "pakete", "preisrechner", "faq"]} packages={packages} />
        <OccasionLinks title={h.occasionsTitle} links={data} homeCity={facts.city} />
        <ReferencesLink />
        <DateCheckSection planning={data} alt />
        {/* The proof strip added words before the advice: a way to enquire here keeps runs under 600. */}
        <Container>
          <EnquiryNudge />
        </Container>
        <GuideAdvice guide={guide} />
        <SelectionCriteria blocks={blocks} alt />
        <Reasons blocks={blocks} />
        <Reviews reviews={data} headings={h} rating={data.siteYaml!.ratings.service} />
        <PricingSection
          eyebrow={h.pricingEyebrow}
          title={guide.pricingTitle}
          packages={packages}
          vatRate={facts.vatRate}
          ctaLabel={guide.pricingCta}
          alt
        />
        <EstimatorSection planning={data} alt folded />
        <FaqSection id="faq" eyebrow={h.faqEyebrow} title={guide.faqTitle} items={guide.faq} />
        <CallToAction {...sharedCta(blocks)} />
      </WithActionBar>
    </Layout>
  );
};

export default GuidePage;

export const query = graphql`
  query GuidePage {
    guideYaml {
      metaTitle
      metaDescription
      keywords
      heroTitle
      heroText
      heroEyebrow
      heroCta
      serviceName
      adviceEyebrow
      adviceTitle
      pricingTitle
      pricingCta
      faqTitle
      advice {
        title
        text
      }
      faq {
        question
        answer
      }
      blocks {
        ...BlocksFields
      }
      photos(limit: 2) {
        ...GalleryPhoto
      }
    }
    ...LandingProof
    ...GuidePackages
    ...PlanningData
    ...OccasionLinkFields
  }
`;

type GuideContent = NonNullable<Queries.GuidePageQuery["guideYaml"]>;

/** How to go about finding an event DJ: the advice as folded tiles, photos and a way to enquire. */
const GuideAdvice = ({
  guide,
}: {
  guide: Pick<GuideContent, "adviceEyebrow" | "adviceTitle" | "advice" | "photos">;
}) => (
  <Section id="vorgehen" aria-labelledby="tipps-title">
    <Container>
      <SectionHeading eyebrow={guide.adviceEyebrow} title={guide.adviceTitle} id="tipps-title" />
      <TileGrid>
        {guide.advice.map((a) => (
          <Tile key={a.title} title={a.title} fold>
            <Paragraphs text={a.text} />
          </Tile>
        ))}
      </TileGrid>
      <Gallery photos={guide.photos} />
      <EnquiryNudge />
    </Container>
  </Section>
);
