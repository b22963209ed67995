import { WithActionBar } from "../../components/ActionBar";
import React from "react";
import { DateCheckSection, type PlanningData } from "../shared/PlanningTools";
import { PageHero } from "../shared/PageHero";
import { ProofStrip } from "../shared/ProofStrip";
import { CityIntro } from "./CityIntro";
import { CallToAction, sharedCta, Reasons, SelectionCriteria } from "../shared/SharedBlocks";
import { Reviews } from "../shared/Reviews";
import { PricingSection } from "../shared/PricingSection";
import { FaqSection } from "../shared/FaqSection";
import { PlayedEvents } from "../shared/OccasionEvents";
import { REFERENCES_LABELS } from "../references/References.labels";
import type { PricedPackageData } from "../../model/collections";
import type { CityContent } from "./CityIntro";

export type { CityContent };

interface Props {
  city: CityContent;
  /** The shared blocks, {city} filled in for this city by the build (CitiesYaml.blocks). */
  blocks: Queries.BlocksFieldsFragment;
  reviews: Queries.ReviewsFieldsFragment;
  planning: PlanningData;
  packages: readonly PricedPackageData[];
  vatRate: number;
  /** The rating the page declares (site.yaml → ratings.service), shown in the reviews block. */
  rating: { readonly value: number; readonly count: number; readonly profileUrl: string };
  photos?: readonly Queries.GalleryPhotoFragment[];
  /** The landing pages and this page's path, for the proof strip under the hero (not in the CMS preview). */
  proof?: { pages: Queries.ProofPagesFragment; path: string; portrait: Queries.HeroPortraitFragment };
  /** The celebrations played in the city or its region (CitiesYaml.playedEvents), newest first. */
  events?: readonly Queries.EventSummaryFragment[];
}

/**
 * Everything below the header of a city page; shared by the city template and the CMS preview. The
 * city's own texts come with `city`, the words every city page shares with `blocks`.
 */
export const CityPage = ({
  city,
  blocks,
  reviews,
  planning,
  packages,
  vatRate,
  rating,
  photos,
  proof,
  events,
}: Props) => {
  const h = blocks.headings;
  return (
    <>
      <PageHero
        eyebrow={h.cityHeroEyebrow}
        title={city.heroTitle}
        text={city.heroText}
        ctaLabel={h.cityHeroCta}
        portrait={proof?.portrait}
        rating={proof ? rating : undefined}
      />
      <WithActionBar>
        {proof && <ProofStrip path={proof.path} reviews={reviews} pages={proof.pages} />}
        <DateCheckSection planning={planning} />
        <CityIntro city={city} headings={h} photos={photos} />
        <SelectionCriteria blocks={blocks} alt short />
        <Reasons blocks={blocks} short />
        <Reviews reviews={reviews} headings={h} city={city.name} cityTitle={h.reviewsTitleCity} rating={rating} />
        <PlayedEvents events={events ?? []} title={REFERENCES_LABELS.cityTitle(city.name)} />
        <PricingSection
          eyebrow={h.pricingEyebrow}
          title={h.cityPricingTitle}
          packages={packages}
          vatRate={vatRate}
          ctaLabel={h.cityPricingCta}
          alt
        />
        <FaqSection id="faq" eyebrow={h.faqEyebrow} title={h.cityFaqTitle} items={[...city.faq, ...blocks.cityFaq]} />
        <CallToAction {...sharedCta(blocks)} />
      </WithActionBar>
    </>
  );
};
