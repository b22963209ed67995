import React from "react";
import { DateCheckSection, EstimatorSection } from "../shared/PlanningTools";
import { PageHero } from "../shared/PageHero";
import { CityIntro } from "./CityIntro";
import { CallToAction, Reasons, SelectionCriteria } from "../shared/CityBlocks";
import { Reviews } from "../shared/Reviews";
import { PricingSection } from "../shared/PricingSection";
import { FaqSection } from "../shared/FaqSection";
import type { PricedPackage } from "../../components/Pricing";
import type { CityContentData } from "../../model/collections";

/** What the page shows of a city file: the content model's type (src/model/collections.ts), without the head's fields. */
export type CityContent = Omit<CityContentData, "slug" | "metaTitle" | "metaDescription">;

interface Props {
  city: CityContent;
  packages: readonly PricedPackage[];
  vatRate: number;
}

/** Everything below the header of a city page; shared by the city template and the CMS preview. */
export const CityPage = ({ city, packages, vatRate }: Props) => (
  <>
    <PageHero eyebrow={`Event DJ · ${city.name}`} title={city.heroTitle} text={city.heroText} />
    <DateCheckSection />
    <CityIntro city={city} />
    <SelectionCriteria city={city.name} alt />
    <Reasons city={city.name} />
    <Reviews city={city.name} />
    <PricingSection title={`Pakete für Ihr Event in ${city.name}`} packages={packages} vatRate={vatRate} ctaLabel="Angebot anfordern" alt />
    <EstimatorSection />
    <FaqSection id="faq" title={`Häufige Fragen: Event DJ ${city.name}`} items={city.faq} />
    <CallToAction city={city.name} />
  </>
);
