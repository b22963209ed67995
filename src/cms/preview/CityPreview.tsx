import React from "react";
import { CityPage, type CityContent } from "../../sections/city/CityPage";
import type { PricedPackageData } from "../../model/collections";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { cityPath } from "../../model/routes";
import { PreviewFrame, PreviewNotice, usePageSample } from "./PreviewFrame";
import { NEEDS_SITE, plain, type PreviewProps } from "./types";

/** What the preview takes of a built city page's data: the shared blocks, reviews, tools and packages. */
type CitySample = Queries.ReviewsFieldsFragment &
  Queries.PlanningDataFragment & {
    citiesYaml: { blocks: Queries.BlocksFieldsFragment };
    packagesYaml: { guide: PricedPackageData[] };
    siteYaml: { ratings: { service: { value: number; count: number; profileUrl: string } } };
  };

const EMPTY_CITY: CityContent = { name: "", heroTitle: "", heroText: "", intro: "", specialties: [], faq: [] };

/** City page preview: the live city page with the editor's texts and the site's shared blocks. */
export const CityPreview = ({ entry, document }: PreviewProps) => {
  const data = plain<Partial<CityContent> & { slug?: string }>(entry.get("data"), {});
  // The city's own built page if there is one, otherwise any city page: the shared blocks are the same.
  const sample = usePageSample<CitySample>("city", data.slug ? cityPath(data.slug) : undefined);
  if (sample === "loading") return <PreviewNotice document={document}>Vorschau wird geladen …</PreviewNotice>;
  if (sample === "failed") {
    return <PreviewNotice document={document}>{NEEDS_SITE}</PreviewNotice>;
  }
  // Whatever the editor has typed so far, over empty defaults: a new field of the model shows up without code here.
  const city: CityContent = {
    ...EMPTY_CITY,
    ...data,
    distanceKm: typeof data.distanceKm === "number" ? data.distanceKm : null,
    specialties: (data.specialties ?? []).filter(Boolean),
    faq: (data.faq ?? []).filter(Boolean),
  };
  return (
    <PreviewFrame document={document} staticQueries={sample.staticQueries}>
      <CityWithFacts city={city} sample={sample.data} />
    </PreviewFrame>
  );
};

/** Reads the VAT rate from the site facts, which only exist inside the preview frame's data. */
const CityWithFacts = ({ city, sample }: { city: CityContent; sample: CitySample }) => (
  <CityPage
    city={city}
    blocks={sample.citiesYaml.blocks}
    reviews={sample}
    planning={sample}
    packages={sample.packagesYaml.guide}
    vatRate={useSiteFacts().vatRate}
    rating={sample.siteYaml.ratings.service}
  />
);
