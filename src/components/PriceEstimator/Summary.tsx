import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Button } from "../Button";
import { Link } from "../ui/SiteLink";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";
import { QUOTE_PATH } from "../../model/routes";

interface Props {
  /** The estimator's id; the total's label id derives from it. */
  id: string;
  /** "1.428 €", or null without a known package. */
  total: string | null;
  vat: string;
  /** What was chosen, in words ("Paket Premium (6 Std.) + 2 Zusatzstunden"). */
  chosen: string | undefined;
  /** /kontakt with the selection. */
  href: string;
  /** /angebot with the selection: the written quote to forward. */
  quoteHref: string;
  /** Before the app runs, the form's own submit button sends the choices; after, a link carries them. */
  hydrated: boolean;
}

/** The total, what it is made of, and the call to action that takes the selection to the enquiry form. */
export const Summary = ({ id, total, vat, chosen, href, quoteHref, hydrated }: Props) => (
  <Box>
    <p id={`${id}-total`}>{M.totalLabel}</p>
    <Total aria-labelledby={`${id}-total`} aria-live="polite" data-testid="estimate-total">
      {total && (
        <>
          <Amount>{total}</Amount> {vat}
        </>
      )}
    </Total>
    {chosen && <Chosen>{chosen}</Chosen>}
    <Note>{M.totalNote}</Note>
    {/* After the start the same styled Button renders as a link (`as`): the class the server sent, so
        the island's start inserts no style rule (a ButtonLink would be a class of its own). */}
    {hydrated ? (
      <Button as={Link} to={href}>
        {M.cta}
      </Button>
    ) : (
      <Button type="submit">{M.cta}</Button>
    )}
    {hydrated ? (
      <Button as={Link} to={quoteHref} $variant="ghost" data-testid="estimate-quote">
        {M.quoteLink}
      </Button>
    ) : (
      <Button type="submit" formAction={QUOTE_PATH} $variant="ghost">
        {M.quoteLink}
      </Button>
    )}
  </Box>
);

const Box = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bg};
  box-shadow: ${theme.shadows.glow};
  ${media.lg} {
    position: sticky;
    top: calc(${theme.headerHeight} + ${theme.space[4]});
  }
  > p:first-of-type {
    color: ${theme.colors.muted};
    font-weight: 600;
  }
`;

const Total = styled.output`
  display: block;
  overflow-wrap: anywhere;
  font-weight: 700;
  color: ${theme.colors.text};
`;

const Amount = styled.span`
  font-family: ${theme.fonts.display};
  font-size: 2.5rem;
  font-weight: 400;
  line-height: 1.1;
  white-space: nowrap;
`;

const Chosen = styled.p`
  font-weight: 600;
`;

const Note = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;
