import { WithActionBar } from "../components/ActionBar";
import { EnquiryNudge } from "../components/EnquiryNudge";
import { Gallery } from "../components/Gallery";
import { ExternalMedia } from "../components/ExternalMedia";
import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { ServiceSeo } from "../components/ServiceSeo";
import { SEO_LABELS } from "../components/Seo.labels";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Container, Center, Section } from "../components/ui/Container";
import { SectionHeading } from "../components/ui/SectionHeading";
import { ReadMore } from "../components/ui/ReadMore";
import { Prose } from "../components/ui/Prose";
import { Fold } from "../components/ui/Fold";
import { Tile } from "../components/ui/Tile";
import { CardGrid, TileGrid } from "../components/ui/Grid";
import { LocationCard } from "../components/LocationCard";
import { BlogCard } from "../components/BlogCard";
import { ButtonLink } from "../components/Button";
import { LandingHero, LandingJumps } from "../sections/shared/LandingHero";
import { DateCheckSection, EstimatorSection } from "../sections/shared/PlanningTools";
import { ProofStrip } from "../sections/shared/ProofStrip";
import { CallToAction } from "../sections/shared/SharedBlocks";
import { Reviews } from "../sections/shared/Reviews";
import { PricingSection } from "../sections/shared/PricingSection";
import { FaqSection } from "../sections/shared/FaqSection";
import { withStandIns } from "../sections/shared/StandIns";
import { OccasionFlow } from "../sections/occasion/OccasionFlow";
import { OccasionEvents } from "../sections/shared/OccasionEvents";
import { OCCASION_LABELS as L } from "../sections/occasion/Occasion.labels";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { pageCustomer } from "../lib/pricing";
import { occasionPath, ROUTES } from "../model/routes";

/** One landing page per file in content/occasions (Hochzeit, Firmenfeier, Geburtstag …). */
const OccasionTemplate = ({ data, location }: PageProps<Queries.OccasionPageQuery>) => {
  const page = data.occasionsYaml!;
  const facts = useSiteFacts();
  const path = occasionPath(page.slug);
  const h = data.blocksYaml!.headings;
  // The packages that fit, in the order the editor listed them.
  const guide = data.packagesYaml!.guide;
  const packages = page.packages.flatMap((id) => guide.filter((p) => p.id === id));
  // A page for companies (content: forBusiness) shows net prices first, from the static HTML on.
  const customer = pageCustomer(page.forBusiness);
  const trail = [
    { name: SEO_LABELS.breadcrumb.home, path: "/" },
    { name: page.name, path },
  ];
  return (
    <Layout pathname={location.pathname} choice={{ occasion: page.occasion }}>
      <ServiceSeo
        title={page.metaTitle}
        description={page.metaDescription}
        path={path}
        name={page.heroTitle}
        areaServed={[facts.city]}
        packages={packages}
        rating={data.siteYaml!.ratings.service}
        reviewSites={data.siteYaml!.reviewSites}
        faq={page.faq}
        crumb={page.name}
      />
      <Breadcrumbs label={L.breadcrumb} trail={trail} />
      <LandingHero
        hero={{ eyebrow: page.heroEyebrow, title: page.heroTitle, text: page.heroText, ctaLabel: h.cityHeroCta }}
        proof={data}
      />
      <WithActionBar>
        <ProofStrip path={path} reviews={data} pages={data} />
        <LandingJumps targets={["ablauf", "pakete", "preisrechner", "faq"]} packages={packages} />
        <DateCheckSection planning={data} alt />
        <OccasionIntro page={page} />
        <OccasionFlow eyebrow={L.flowEyebrow} title={page.flowTitle} steps={page.flow} alt />
        <OccasionHighlights page={page} showreel={data.siteYaml?.media?.showreel} />
        <Reviews reviews={data} headings={h} occasion={page.occasion} rating={data.siteYaml!.ratings.service} />
        <OccasionEvents page={page} />
        <PricingSection
          eyebrow={h.pricingEyebrow}
          title={page.packagesTitle}
          intro={page.packagesIntro}
          packages={packages}
          vatRate={facts.vatRate}
          ctaLabel={h.cityPricingCta}
          occasion={page.occasion}
          customer={customer}
          alt
        />
        <EstimatorSection
          planning={data}
          occasion={page.occasion}
          packageIds={page.packages}
          customer={customer}
          alt
          folded
        />
        {page.matchingLocations.length > 0 && <OccasionLocations page={page} />}
        {page.matchingArticles.length > 0 && <OccasionArticles articles={page.matchingArticles} />}
        <FaqSection id="faq" eyebrow={h.faqEyebrow} title={page.faqTitle} items={withStandIns(page.faq, data)} />
        <CallToAction title={page.ctaTitle} text={page.ctaText} label={h.ctaButton} whatsapp />
      </WithActionBar>
    </Layout>
  );
};

export default OccasionTemplate;

export const query = graphql`
  query OccasionPage($id: String!) {
    occasionsYaml(id: { eq: $id }) {
      slug
      name
      occasion
      metaTitle
      metaDescription
      heroEyebrow
      heroTitle
      locationsTitle
      heroText
      introTitle
      intro
      flowTitle
      flow {
        time
        title
        text
      }
      highlightsTitle
      highlights {
        title
        text
      }
      packagesTitle
      packagesIntro
      packages
      forBusiness
      faqTitle
      faq {
        question
        answer
      }
      ctaTitle
      ctaText
      photos(limit: 3) {
        ...GalleryPhoto
      }
      matchingLocations {
        ...LocationCardFields
      }
      matchingArticles {
        ...BlogCardFields
      }
      ...OccasionEventsFields
    }
    blocksYaml {
      headings {
        cityHeroCta
        cityPricingCta
        pricingEyebrow
        faqEyebrow
        ctaButton
        ...ReviewHeadings
      }
    }
    siteYaml {
      media {
        showreel {
          ...MediaItemFields
        }
      }
    }
    ...LandingProof
    ...GuidePackages
    ...PlanningData
    ...StandInsFields
  }
`;

type OccasionContent = NonNullable<Queries.OccasionPageQuery["occasionsYaml"]>;

/** The introduction: heading, text, photos and a way to enquire. */
const OccasionIntro = ({ page }: { page: Pick<OccasionContent, "introTitle" | "intro" | "photos"> }) => (
  <Section aria-labelledby="intro-title">
    <Container>
      <SectionHeading eyebrow={L.introEyebrow} title={page.introTitle} id="intro-title" />
      <Prose>
        <ReadMore text={page.intro} />
      </Prose>
      <Gallery photos={page.photos} />
      <EnquiryNudge />
    </Container>
  </Section>
);

/** What the DJ focuses on at this occasion, with the showreel where site.yaml has one. */
const OccasionHighlights = ({
  page,
  showreel,
}: {
  page: Pick<OccasionContent, "highlightsTitle" | "highlights">;
  showreel: Queries.MediaItemFieldsFragment | null | undefined;
}) => (
  <Section id="schwerpunkte" aria-labelledby="schwerpunkte-title">
    <Container>
      <SectionHeading eyebrow={L.highlightsEyebrow} title={page.highlightsTitle} id="schwerpunkte-title" />
      <TileGrid>
        {page.highlights.map((item) => (
          <Tile key={item.title} title={item.title} text={item.text} fold />
        ))}
      </TileGrid>
      {showreel && <ExternalMedia media={showreel} />}
      <EnquiryNudge />
    </Container>
  </Section>
);

/** The locations that suit the occasion, folded, with a link to all locations. */
const OccasionLocations = ({ page }: { page: Pick<OccasionContent, "locationsTitle" | "matchingLocations"> }) => (
  <Section aria-labelledby="locations-title">
    <Container>
      <SectionHeading eyebrow={L.locationsEyebrow} title={page.locationsTitle} id="locations-title" />
      <Fold summary={L.showLocations(page.matchingLocations.length)}>
        <CardGrid $swipe>
          {page.matchingLocations.map((l) => (
            <LocationCard key={l.id} location={l} compact />
          ))}
        </CardGrid>
        <Center>
          <ButtonLink to={ROUTES.locations} $variant="secondary">
            {L.locationsLink}
          </ButtonLink>
        </Center>
      </Fold>
      <EnquiryNudge variant="ask" />
    </Container>
  </Section>
);

/** The blog articles about the occasion, folded. */
const OccasionArticles = ({ articles }: { articles: OccasionContent["matchingArticles"] }) => (
  <Section $alt aria-labelledby="artikel-title">
    <Container>
      <SectionHeading eyebrow={L.articlesEyebrow} title={L.articlesTitle} id="artikel-title" />
      <Fold summary={L.showArticles(articles.length)}>
        <CardGrid $swipe>
          {articles.map((a) => (
            <BlogCard key={a.frontmatter.slug} post={a.frontmatter} />
          ))}
        </CardGrid>
      </Fold>
    </Container>
  </Section>
);
