import React from "react";
import { Seo } from "./Seo";
import { SEO_LABELS, packageOffers } from "./Seo.labels";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { shownRating } from "../lib/rating-profile";
import { breadcrumb, faqPage, service, type Rating } from "../lib/json-ld";

interface ServiceSeoProps {
  title: string;
  description: string;
  path: string;
  keywords?: string | null;
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
export const ServiceSeo = (p: ServiceSeoProps) => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={p.title}
      description={p.description}
      path={p.path}
      keywords={p.keywords}
      jsonLd={[
        service(facts, siteUrl, {
          name: p.name,
          serviceType: SEO_LABELS.serviceType,
          areaServed: p.areaServed,
          rating: shownRating(p.rating, p.reviewSites),
          offers: packageOffers(p.packages, facts.vatRate, p.durationPrefix),
        }),
        ...(p.faq ? [faqPage(p.faq)] : []),
        breadcrumb(siteUrl, [
          { name: SEO_LABELS.breadcrumb.home, path: "/" },
          { name: p.crumb, path: p.path },
        ]),
      ]}
    />
  );
};
