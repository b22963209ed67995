import React from "react";
import styled from "styled-components";
import { graphql } from "gatsby";
import { Container } from "../../components/ui/Container";
import { island } from "../../components/Island";
import type { EstimatorVariant, Selection } from "../../lib/estimate";
import type { CustomerType } from "../../lib/pricing";
import { ROUTES } from "../../model/routes";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Fold } from "../../components/ui/Fold";
import { PLANNING_TOOLS_LABELS } from "./PlanningTools.labels";

/**
 * Content of the date check and the price estimate: booked days (content/availability), packages
 * (content/packages), extra hours and extras (content/extras) and the VAT rate (content/site).
 * A page that shows a tool (or the enquiry form's calendar) spreads it in its query.
 */
export const query = graphql`
  fragment PlanningData on Query {
    availabilityYaml {
      updatedAt
      booked
      tentative
    }
    extrasYaml {
      ...EstimatorExtras
    }
    packagesYaml {
      home {
        id
        name
      }
      guide {
        ...EstimatorPackage
      }
      christmas {
        ...EstimatorPackage
      }
    }
    siteYaml {
      vatRate
    }
  }
  # What the Preisrechner reckons with (lib/estimate.ts); the quote page (/angebot) asks for the same.
  fragment EstimatorExtras on ExtrasYaml {
    hourlyRate
    maxExtraHours
    extras {
      id
      name
      netPrice
      description
      occasions
    }
  }
  fragment EstimatorPackage on PricedPackage {
    id
    name
    netPrice
    durationHours
    popular
    includesExtras
    extraNotes {
      extra
      note
    }
  }
`;

export type PlanningData = Queries.PlanningDataFragment;

/** Both tools sit far down their pages: their code comes when the visitor nears them (components/Island). */
const DateCheckTool = island(() => import(/* webpackChunkName: "date-check" */ "./DateCheckTool"));
const EstimatorTool = island(() => import(/* webpackChunkName: "preisrechner" */ "./EstimatorTool"));

/** The page band a tool sits in; the tool itself is the labelled <section>. */
const Band = styled.div<{ $alt?: boolean; $folded?: boolean }>`
  padding: ${({ $folded }) => ($folded ? `0 0 ${theme.space[6]}` : `${theme.space[6]} 0`)};
  ${media.md} {
    padding: ${({ $folded }) => ($folded ? `0 0 ${theme.space[8]}` : `${theme.space[8]} 0`)};
  }
  background: ${({ $alt }) => ($alt ? theme.colors.surface : "transparent")};
`;

const FoldedTool = styled.div`
  color: ${theme.colors.text};
`;

/** „Ist mein Termin frei?“ on a page: the booked days from content/availability. */
export const DateCheckSection = ({ planning, alt }: { planning: PlanningData; alt?: boolean }) => {
  return (
    <Band id="termin-pruefen" $alt={alt}>
      <Container>
        <DateCheckTool planning={planning} contactPath={ROUTES.contact} />
      </Container>
    </Band>
  );
};

/** The Preisrechner on a page: packages, extras and VAT from content. */
export const EstimatorSection = ({
  planning,
  variant = "standard",
  alt,
  initial,
  occasion,
  folded,
  packageIds,
  customer,
}: {
  planning: PlanningData;
  variant?: EstimatorVariant;
  alt?: boolean;
  initial?: Partial<Selection>;
  /** The page's occasion (eventTyp, e.g. hochzeit): only the extras that fit it, and the request carries it. */
  occasion?: string | null;
  /**
   * Folded to one line (a <details>) under a page's package cards: the cards already show the
   * prices, the Preisrechner adds hours and extras for whoever opens it. The id sits inside the fold,
   * so a link to #preisrechner opens it (browsers open a <details> that holds a link's target).
   */
  folded?: boolean;
  /** The packages this page offers (an occasion's, by id, in content order); all of the variant's without. */
  packageIds?: readonly string[];
  /** Whose prices the switch shows first, as the page's price cards (pageCustomer in src/lib/pricing.ts). */
  customer?: CustomerType;
}) => {
  const tool = (
    <EstimatorTool
      planning={planning}
      packageIds={packageIds}
      variant={variant}
      contactPath={ROUTES.contact}
      initial={initial}
      occasion={occasion}
      customer={customer}
    />
  );
  if (folded)
    return (
      <Band $alt={alt} $folded>
        <Container>
          <Fold summary={<strong>{PLANNING_TOOLS_LABELS.foldSummary}</strong>}>
            <FoldedTool id="preisrechner">{tool}</FoldedTool>
          </Fold>
        </Container>
      </Band>
    );
  return (
    <Band id="preisrechner" $alt={alt}>
      <Container>{tool}</Container>
    </Band>
  );
};
