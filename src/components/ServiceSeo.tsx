import React from "react";
import { Seo, type SeoProps } from "./Seo";
import { SEO_LABELS, packageOffers } from "./Seo.labels";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { shownRating } from "../lib/rating-profile";
import { breadcrumb, faqPage, service, type Rating } from "../lib/json-ld";

/** Title, description, path and keywords go to the page head as they are (Seo). */
interface ServiceSeoProps extends Pick<SeoProps, "title" | "description" | "path" | "keywords"> {
  /** The Service's name and the places it is offered in. */
  name: string;
  areaServed: readonly string[];
  /** The packages the page shows, as the Service's offers; `durationPrefix` goes before their hours. */
  packages: Parameters<typeof packageOffers>[0];
  durationPrefix?: string;
  /** The rating, given only where its profile is one of the review sites the page links (shownRating). */
  rating: Rating;
  reviewSites: readonly { name: string; url: string }[];
  /** The questions for FAQPage data; without them, no FAQPage. */
  faq?: readonly { question: string; answer: string }[];
  /** The page's name in the breadcrumb, after the home page. */
  crumb: string;
}

/**
 * The head of a landing page that sells the DJ for a place or an occasion (the guide, city, occasion and
 * Christmas pages): title and description, a Service with the packages as offers and the rating, the FAQ where
 * given, and the breadcrumb Home › this page.
 */
export const ServiceSeo = ({
  name,
  areaServed,
  packages,
  durationPrefix,
  rating,
  reviewSites,
  faq,
  crumb,
  ...head
}: ServiceSeoProps) => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  return (
    <Seo
      {...head}
      jsonLd={[
        service(facts, siteUrl, {
          name,
          serviceType: SEO_LABELS.serviceType,
          areaServed,
          rating: shownRating(rating, reviewSites),
          offers: packageOffers(packages, facts.vatRate, durationPrefix),
        }),
        ...(faq ? [faqPage(faq)] : []),
        breadcrumb(siteUrl, [
          { name: SEO_LABELS.breadcrumb.home, path: "/" },
          { name: crumb, path: head.path },
        ]),
      ]}
    />
  );
};
