import React from "react";
import { DateCheckSection, EstimatorSection } from "../shared/PlanningTools";
import { PageHero } from "../shared/PageHero";
import { CityIntro } from "./CityIntro";
import { CallToAction, Reasons, SelectionCriteria } from "../shared/CityBlocks";
import { Reviews } from "../shared/Reviews";
import { PricingSection } from "../shared/PricingSection";
import { FaqSection } from "../shared/FaqSection";
import type { PricedPackageData } from "../../model/collections";
import type { CityContentData } from "../../model/collections";
import { useBlocks } from "../../hooks/useBlocks";
import { useText } from "../../hooks/useText";

/** What the page shows of a city file: the content model's type (src/model/collections/cities.ts), without the head's fields. */
export type CityContent = Omit<CityContentData, "slug" | "metaTitle" | "metaDescription">;

interface Props {
  city: CityContent;
  packages: readonly PricedPackageData[];
  vatRate: number;
}

/**
 * Everything below the header of a city page; shared by the city template and the CMS preview. The
 * city's own texts come with `city`, the words every city page shares from content/blocks (headings).
 */
export const CityPage = ({ city, packages, vatRate }: Props) => {
  const { headings: h } = useBlocks();
  const t = useText();
  const name = { city: city.name };
  return (
    <>
      <PageHero
        eyebrow={t(h.cityHeroEyebrow, name)}
        title={city.heroTitle}
        text={city.heroText}
        ctaLabel={t(h.cityHeroCta, name)}
      />
      <DateCheckSection />
      <CityIntro city={city} />
      <SelectionCriteria city={city.name} alt />
      <Reasons city={city.name} />
      <Reviews city={city.name} />
      <PricingSection
        title={t(h.cityPricingTitle, name)}
        packages={packages}
        vatRate={vatRate}
        ctaLabel={t(h.cityPricingCta, name)}
        alt
      />
      <EstimatorSection />
      <FaqSection id="faq" title={t(h.cityFaqTitle, name)} items={city.faq} />
      <CallToAction city={city.name} />
    </>
  );
};
