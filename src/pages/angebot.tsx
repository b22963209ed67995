import React, { useEffect, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../components/ui/SiteLink";
import styled, { createGlobalStyle } from "styled-components";
import { theme } from "../styles/theme";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Container, Section } from "../components/ui/Container";
import { Button, ButtonLink } from "../components/Button";
import { useSiteFacts, useSiteUrl } from "../hooks/useSiteFacts";
import { DATE_PARAM, parseIsoDate } from "../lib/availability";
import { ENQUIRY_CHOICE_PARAMS, townParam } from "../lib/enquiry-source";
import {
  ESTIMATE_FORM_ANCHOR,
  paramsToSelection,
  paramsVariant,
  selectionToParams,
  type EstimatorData,
} from "../lib/estimate";
import { buildQuote, isoDay, parseQuoteDate, type QuoteData } from "../lib/quote";
import { QUOTE_PARAMS, QUOTE_PATH, ROUTES } from "../model/routes";
import { required } from "../lib/required";
import { QuoteSheet } from "../sections/quote/QuoteSheet";
import { QUOTE_LABELS as L } from "../sections/quote/Quote.labels";

/** A name typed on the page, as it may stand on the sheet and in the address. */
const cleanName = (value: string | null) => (value ?? "").replace(/\s+/g, " ").slice(0, 80);

/**
 * "Angebot zum Weiterleiten": the Preisrechner's selection (?paket=…&am=…) as a written quote to print
 * or save as PDF. Read after hydration (the static page is the same for everyone); nothing is sent.
 */
const QuotePage = ({ data, location }: PageProps<Queries.QuotePageQuery>) => {
  const facts = useSiteFacts();
  const siteUrl = useSiteUrl();
  const extrasYaml = required(data.extrasYaml, "content/extras/extras.yaml");
  const packagesYaml = required(data.packagesYaml, "content/packages/packages.yaml");
  const [params, setParams] = useState<URLSearchParams | null>(null);
  const [company, setCompany] = useState("");
  const [name, setName] = useState("");

  useEffect(() => {
    const next = new URLSearchParams(location.search);
    // Without a quote date the quote is today's; written into the address, the link stays this quote.
    if (!parseQuoteDate(next.get(QUOTE_PARAMS.date))) {
      next.set(QUOTE_PARAMS.date, isoDay(new Date()));
      window.history.replaceState(window.history.state, "", `${location.pathname}?${next.toString()}`);
    }
    setCompany(cleanName(next.get(QUOTE_PARAMS.company)));
    setName(cleanName(next.get(QUOTE_PARAMS.name)));
    setParams(next);
  }, [location.search, location.pathname]);

  /** The customer's names follow into the address, so a forwarded link shows them too. */
  const keep = (key: string, value: string) => {
    if (!params) return;
    const next = new URLSearchParams(params);
    if (value.trim()) next.set(key, value);
    else next.delete(key);
    window.history.replaceState(window.history.state, "", `${location.pathname}?${next.toString()}`);
  };

  const variant = params ? paramsVariant(params) : "standard";
  const estimator: QuoteData = {
    packages: (variant === "christmas" ? packagesYaml.christmas : packagesYaml.guide) ?? [],
    hourlyRate: extrasYaml.hourlyRate,
    maxExtraHours: extrasYaml.maxExtraHours,
    extras: extrasYaml.extras ?? [],
    vatRate: facts.vatRate,
  };
  const selection = params && paramsToSelection(params, estimator as EstimatorData);
  const date = params && parseQuoteDate(params.get(QUOTE_PARAMS.date));
  const quote = selection && date ? buildQuote(selection, estimator, date, extrasYaml.quoteValidDays) : null;
  const eventDate = params && parseIsoDate(params.get(DATE_PARAM) ?? "");
  const place = params && townParam(params.get(ENQUIRY_CHOICE_PARAMS.town));
  const acceptParams = quote && selectionToParams(quote.selection);
  if (acceptParams && quote) {
    if (eventDate) acceptParams.set(DATE_PARAM, eventDate);
    if (place) acceptParams.set(ENQUIRY_CHOICE_PARAMS.town, place);
    acceptParams.set(QUOTE_PARAMS.number, quote.number);
  }
  const acceptPath = acceptParams && `${ROUTES.contact}?${acceptParams.toString()}#${ESTIMATE_FORM_ANCHOR}`;

  return (
    <Layout pathname={location.pathname}>
      <Seo title={L.metaTitle} description={L.metaDescription} path={QUOTE_PATH} noindex />
      <PrintRules />
      <PageHeader eyebrow={L.eyebrow} title={L.title}>
        <p>{L.intro}</p>
      </PageHeader>
      <Section data-quote-page="">
        <Container>
          {!quote || !acceptPath ? (
            <p>
              {L.noSelection} <Link to={`${ROUTES.guide}#preisrechner`}>{L.toEstimator}</Link>
            </p>
          ) : (
            <>
              <Names data-quote-controls="">
                <legend>{L.customerLegend}</legend>
                <label>
                  {L.company}
                  <input
                    value={company}
                    autoComplete="organization"
                    onChange={(e) => {
                      setCompany(cleanName(e.target.value));
                      keep(QUOTE_PARAMS.company, e.target.value);
                    }}
                  />
                </label>
                <label>
                  {L.name}
                  <input
                    value={name}
                    autoComplete="name"
                    onChange={(e) => {
                      setName(cleanName(e.target.value));
                      keep(QUOTE_PARAMS.name, e.target.value);
                    }}
                  />
                </label>
              </Names>
              <Actions aria-label={L.actionsLabel} data-quote-controls="">
                <Button type="button" onClick={() => window.print()}>
                  {L.print}
                </Button>
                <ButtonLink to={acceptPath} $variant="ghost" data-testid="quote-accept">
                  {L.accept}
                </ButtonLink>
              </Actions>
              <QuoteSheet
                quote={quote}
                business={facts}
                hourlyRate={extrasYaml.hourlyRate}
                vatRate={facts.vatRate}
                travelRadiusKm={facts.claims.travelRadiusKm}
                company={company}
                name={name}
                eventDate={eventDate}
                eventPlace={place}
                acceptUrl={`${siteUrl}${acceptPath}`}
              />
            </>
          )}
        </Container>
      </Section>
    </Layout>
  );
};

export default QuotePage;

export const query = graphql`
  query QuotePage {
    extrasYaml {
      hourlyRate
      maxExtraHours
      quoteValidDays
      extras {
        id
        name
        netPrice
        description
      }
    }
    packagesYaml {
      guide {
        id
        name
        netPrice
        durationHours
        popular
        features
      }
      christmas {
        id
        name
        netPrice
        durationHours
        popular
        features
      }
    }
  }
`;

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

const Names = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  max-width: 50rem;
  margin: 0 auto ${theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    color: ${theme.colors.muted};
  }
  label {
    display: grid;
    gap: ${theme.space[1]};
    flex: 1 1 14rem;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    border: 1px solid ${theme.colors.muted};
    font: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  max-width: 50rem;
  margin: 0 auto ${theme.space[5]};
`;
