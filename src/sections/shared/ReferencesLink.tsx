import React from "react";
import { Link } from "../../components/ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container } from "../../components/ui/Container";
import { ROUTES } from "../../model/routes";
import { REFERENCES_LABELS as L } from "../references/References.labels";

/** One line linking /referenzen from a page's main content (home page, guide). */
export const ReferencesLink = () => (
  <Line>
    <Container>
      {L.linkLine} <Link to={ROUTES.references}>{L.linkText}</Link>
    </Container>
  </Line>
);

const Line = styled.div`
  margin: 0;
  padding: ${theme.space[3]} 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
    color: ${theme.colors.accent};
  }
`;
