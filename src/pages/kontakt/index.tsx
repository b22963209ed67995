import React, { useEffect, useMemo, useRef, useState } from "react";
import type { PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { useSiteUrl } from "../../hooks/useSiteUrl";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { SEO_LABELS } from "../../components/Seo.labels";
import { PageHeader } from "../../components/PageHeader";
import { Container, Section } from "../../components/ui/Container";
import { OpeningHours } from "../../components/OpeningHours";
import { Card, Panel } from "../../components/ui/Card";
import { EnquiryForm } from "../../components/EnquiryForm";
import { useSiteFacts } from "../../hooks/useSiteFacts";
import { usePageMeta } from "../../hooks/usePageMeta";
import { useContactTexts } from "../../hooks/useContactTexts";
import { useText } from "../../hooks/useText";
import { breadcrumb } from "../../lib/json-ld";
import { ROUTES } from "../../../gatsby/routes";
import { media } from "../../styles/media";
import { usePlanningData } from "../../hooks/usePlanningData";
import { EstimatorSection } from "../../sections/shared/PlanningTools";
import { DATE_PARAM, formatCheckDate, parseIsoDate } from "../../lib/availability";
import { paramsToSelection, paramsVariant, summaryParts, type Selection } from "../../lib/estimate";
import { WhatsAppLink } from "../../components/WhatsAppLink";
import { NewTabNote } from "../../components/ui/NewTabNote";

/** Navigation state other pages pass to /kontakt. */
export interface ContactState {
  scrollToForm?: boolean;
  selectedLocation?: string;
  specialOffer?: string;
}

const SCROLL_DELAY_MS = 100;

const ContactPage = ({ location }: PageProps<object, object, ContactState | null>) => {
  const facts = useSiteFacts();
  const meta = usePageMeta("contact");
  const c = useContactTexts();
  const t = useText();
  const siteUrl = useSiteUrl();
  const formRef = useRef<HTMLDivElement>(null);
  const state = location.state ?? {};
  const planning = usePlanningData();

  // What the visitor brings from "Ist mein Termin frei?" (?datum=) or the Preisrechner (?paket=…).
  // Read after hydration: the static page is the same for every visitor.
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(new URLSearchParams(location.search)), [location.search]);
  const day = params ? parseIsoDate(params.get(DATE_PARAM) ?? "") : null;
  const eventDate = day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : undefined;
  const variant = params ? paramsVariant(params) : "standard";
  const estimatorData = planning.estimator(variant);
  const selection: Selection | null = params ? paramsToSelection(params, estimatorData) : null;
  const summary = selection ? summaryParts(selection, estimatorData) : null;
  const estimate = useMemo(
    () => (summary ? { paketWunsch: summary.paketWunsch, preisSchaetzung: summary.preisSchaetzung } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are the identity
    [summary?.paketWunsch, summary?.preisSchaetzung],
  );

  // Runs for every arrival with new state, also on a client-side navigation from /kontakt itself.
  useEffect(() => {
    if (!state.scrollToForm) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = setTimeout(() => formRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, state.scrollToForm]);

  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...meta}
        path={ROUTES.contact}
        jsonLd={[
          breadcrumb(siteUrl, [
            { name: SEO_LABELS.breadcrumb.home, path: "/" },
            { name: SEO_LABELS.breadcrumb.contact, path: ROUTES.contact },
          ]),
        ]}
      />
      <PageHeader eyebrow={c.eyebrow} title={t(c.title)}>
        <p>{t(c.text)}</p>
        {state.selectedLocation && (
          <Interest data-testid="selected-location">
            {c.interest} {state.selectedLocation}
          </Interest>
        )}
        {state.specialOffer && <Interest data-testid="special-offer">{c.earlyBird}</Interest>}
      </PageHeader>
      <Section>
        <Container>
          <Grid>
            <FormCard as="section" ref={formRef} id="anfrage" tabIndex={-1} aria-labelledby="anfrage-title">
              <h2 id="anfrage-title">{c.formTitle}</h2>
              {(summary || day) && (
                <Brought data-testid="brought-along" aria-label={c.selection}>
                  {day && (
                    <p>
                      <strong>{c.date}</strong> {formatCheckDate(day)}
                    </p>
                  )}
                  {summary && (
                    <>
                      <p>
                        <strong>{c.package}</strong> {summary.paketWunsch}
                      </p>
                      <p>
                        <strong>{c.estimate}</strong> {summary.preisSchaetzung}
                      </p>
                      <p>
                        {c.sent} <a href="#preisrechner">{c.change}</a>
                      </p>
                    </>
                  )}
                </Brought>
              )}
              <EnquiryForm
                selectedLocation={state.selectedLocation}
                siteUrl={siteUrl}
                contact={facts}
                eventDate={eventDate}
                estimate={estimate}
                availability={planning.availability}
              />
            </FormCard>
            <Aside>
              <InfoCard as="section">
                <h2>{c.phoneTitle}</h2>
                <p>
                  <a href={`tel:${facts.phoneE164}`}>{facts.phone}</a>
                </p>
                <WhatsAppLink />
                <OpeningHours hours={facts.openingHours} note={facts.openingHoursNote} />
              </InfoCard>
              <InfoCard as="section">
                <h2>{c.emailTitle}</h2>
                <p>
                  <a href={`mailto:${facts.email}`}>{facts.email}</a>
                </p>
                <p>{facts.responseTime}</p>
              </InfoCard>
              <InfoCard as="section">
                <h2>{c.reviewsTitle}</h2>
                <p>{c.reviewsText}</p>
                <ul>
                  {facts.reviewSites.map((r) => (
                    <li key={r.name}>
                      <a href={r.url} target="_blank" rel="noopener noreferrer">
                        {c.reviewsOn} {r.name}
                        <NewTabNote />
                      </a>
                    </li>
                  ))}
                </ul>
              </InfoCard>
            </Aside>
          </Grid>
        </Container>
      </Section>
      {/* Remounted when a selection arrives in the URL, so its inputs start from it. */}
      <EstimatorSection key={params?.toString() ?? ""} variant={variant} alt initial={selection ?? undefined} />
    </Layout>
  );
};

export default ContactPage;

const Interest = styled.p`
  display: inline-block;
  margin-top: ${theme.space[4]};
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${theme.radii.pill};
  background: rgba(255, 176, 32, 0.16);
  color: ${theme.colors.accent};
  font-weight: 700;
`;

/** The date and the Preisrechner selection the visitor brought along, above the form. */
const Brought = styled.div`
  margin-bottom: ${theme.space[5]};
  padding: ${theme.space[4]};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: rgba(255, 176, 32, 0.1);
  p {
    margin: 0 0 ${theme.space[1]};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const FormCard = styled(Panel)`
  position: relative;
  scroll-margin-top: 1rem; /* added to the page-wide scroll-padding for the sticky header */
`;

const Aside = styled.aside`
  display: grid;
  gap: ${theme.space[5]};
`;

const InfoCard = styled(Card)`
  ul {
    padding-left: 1.2rem;
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;
