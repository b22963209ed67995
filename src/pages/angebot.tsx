import React, { useEffect, useState, type ComponentProps } from "react";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../components/ui/SiteLink";
import styled, { createGlobalStyle } from "styled-components";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Container, Section } from "../components/ui/Container";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { berlinDay } from "../lib/availability";
import { ENQUIRY_SOURCE_PARAMS } from "../lib/enquiry-source";
import {
  CHRISTMAS_OCCASION,
  ESTIMATE_PARAMS,
  extrasFor,
  paramsToSelection,
  paramsVariant,
  type EstimatorData,
  type EstimatorExtra,
} from "../lib/estimate";
import {
  buildQuote,
  cleanText,
  quoteAddressParams,
  quoteEnquiryHref,
  readQuoteRequest,
  QUOTE_TEXT_LIMITS,
  type Quote,
  type QuoteData,
  type QuoteRequest,
} from "../lib/quote";
import { QUOTE_PARAMS, QUOTE_PATH, ROUTES } from "../model/routes";
import { required } from "../lib/required";
import { QuoteControls } from "../sections/quote/QuoteControls";
import { QuoteSheet } from "../sections/quote/QuoteSheet";
import { QUOTE_LABELS as L } from "../sections/quote/Quote.labels";

/**
 * "Angebot zum Weiterleiten": the Preisrechner's selection (?paket=…&am=…) as a written quote to print
 * or save as PDF. Read after hydration (the static page is the same for everyone; "today" is the day
 * of the visit); nothing is sent. The address is the visitor's to edit: readQuoteRequest takes only
 * checked values, and the address is rewritten to what the quote shows.
 */
const QuotePage = ({ data, location }: PageProps<Queries.QuotePageQuery>) => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const extrasYaml = required(data.extrasYaml, "content/extras/extras.yaml");
  const packagesYaml = required(data.packagesYaml, "content/packages/packages.yaml");
  const [params, setParams] = useState<URLSearchParams | null>(null);
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const [company, setCompany] = useState("");
  const [name, setName] = useState("");

  useEffect(() => {
    const given = new URLSearchParams(location.search);
    const read = readQuoteRequest(given, berlinDay(new Date()), extrasYaml.quoteValidDays);
    // Written into the address, a forwarded link stays this quote (its date) and drops what was refused.
    const next = quoteAddressParams(given, read);
    if (next.toString() !== given.toString())
      window.history.replaceState(window.history.state, "", `${location.pathname}?${next.toString()}`);
    setRequest(read);
    setCompany(read.company);
    setName(read.name);
    setParams(next);
  }, [location.search, location.pathname, extrasYaml.quoteValidDays]);

  /** The customer's names follow into the address, so a forwarded link shows them too. */
  const keep = (key: string, value: string) => {
    if (!params) return;
    const next = new URLSearchParams(params);
    if (value.trim()) next.set(key, value.trim());
    else next.delete(key);
    setParams(next);
    window.history.replaceState(window.history.state, "", `${location.pathname}?${next.toString()}`);
  };
  const typed = (key: string, set: (value: string) => void, max: number) => (value: string) => {
    const clean = cleanText(value, max);
    set(clean);
    keep(key, clean);
  };

  const estimator = quoteData(params, extrasYaml, packagesYaml, facts.vatRate);
  const selection = params && paramsToSelection(params, estimator as EstimatorData);
  const quote = selection && request ? buildQuote(selection, estimator, request.date, extrasYaml.quoteValidDays) : null;
  const acceptPath =
    quote &&
    request &&
    quoteEnquiryHref(quote, { ...request, company, name }, params?.get(ENQUIRY_SOURCE_PARAMS.from), ROUTES.contact);

  return (
    <Layout pathname={location.pathname}>
      <Seo title={L.metaTitle} description={L.metaDescription} path={QUOTE_PATH} noindex />
      <PrintRules />
      <PageHeader eyebrow={L.eyebrow} title={L.title}>
        <p>{L.intro}</p>
      </PageHeader>
      <QuoteSection
        quote={quote}
        request={request}
        acceptPath={acceptPath}
        company={company}
        name={name}
        onCompany={typed(QUOTE_PARAMS.company, setCompany, QUOTE_TEXT_LIMITS.company)}
        onName={typed(QUOTE_PARAMS.name, setName, QUOTE_TEXT_LIMITS.name)}
        facts={facts}
        siteUrl={siteUrl}
      />
    </Layout>
  );
};

export default QuotePage;

export const query = graphql`
  query QuotePage {
    extrasYaml {
      ...EstimatorExtras
      quoteValidDays
    }
    # The Preisrechner's packages, with what each includes for the quote's list.
    packagesYaml {
      guide {
        ...EstimatorPackage
        features
      }
      christmas {
        ...EstimatorPackage
        features
      }
    }
  }
`;

/** The prices the quote is built from: the packages of the selection's variant and the extras for its occasion. */
const quoteData = (
  params: URLSearchParams | null,
  extrasYaml: NonNullable<Queries.QuotePageQuery["extrasYaml"]>,
  packagesYaml: NonNullable<Queries.QuotePageQuery["packagesYaml"]>,
  vatRate: number,
): QuoteData => {
  const variant = params ? paramsVariant(params) : "standard";
  const extras: readonly EstimatorExtra[] = extrasYaml.extras ?? [];
  return {
    packages: (variant === "christmas" ? packagesYaml.christmas : packagesYaml.guide) ?? [],
    hourlyRate: extrasYaml.hourlyRate,
    maxExtraHours: extrasYaml.maxExtraHours,
    // The extras the Preisrechner offered for the occasion, as planningContent (lib/estimate.ts) picks them.
    extras: extrasFor(
      extras,
      params?.get(ESTIMATE_PARAMS.occasion) ?? (variant === "christmas" ? CHRISTMAS_OCCASION : null),
    ),
    vatRate,
  };
};

/** The customer's names as typed and their inputs' handlers: QuoteSection passes them on to the controls. */
type CustomerNames = Pick<ComponentProps<typeof QuoteControls>, "company" | "name" | "onCompany" | "onName">;

/** The quote with the customer's names to fill in, or, without a selection, the way to the Preisrechner. */
const QuoteSection = ({
  quote,
  request,
  acceptPath,
  facts,
  siteUrl,
  ...names
}: {
  quote: Quote | null;
  request: QuoteRequest | null;
  acceptPath: string | null;
  facts: ReturnType<typeof useSiteFacts>;
  siteUrl: string;
} & CustomerNames) => (
  <Section data-quote-page="">
    <Container>
      {!quote || !request || !acceptPath ? (
        <NoSelection>
          {L.noSelection} <Link to={`${ROUTES.guide}#preisrechner`}>{L.toEstimator}</Link>
        </NoSelection>
      ) : (
        <>
          <QuoteControls {...names} acceptPath={acceptPath} refused={request.refused} />
          <QuoteSheet
            quote={quote}
            business={facts}
            travelRadiusKm={facts.claims.travelRadiusKm}
            company={names.company}
            name={names.name}
            eventDate={request.eventDate}
            eventPlace={request.place}
            acceptUrl={`${siteUrl}${acceptPath}`}
          />
        </>
      )}
    </Container>
  </Section>
);

/** Printed, the page is the sheet alone: no header, footer, banner, inputs or buttons; black on white, A4. */
const PrintRules = createGlobalStyle`
  @page {
    size: A4;
    margin: 15mm;
  }
  @media print {
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    body > :not(#___gatsby),
    #gatsby-focus-wrapper > :not(main),
    main > :not([data-quote-page]),
    [data-quote-controls] {
      display: none !important;
    }
    [data-quote-page],
    [data-quote-page] > div {
      padding: 0 !important;
      margin: 0 !important;
      max-width: none !important;
      background: #fff !important;
    }
  }
`;

const NoSelection = styled.p`
  max-width: 50rem;
  margin: 0 auto;
`;
