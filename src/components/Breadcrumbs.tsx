import React from "react";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Container } from "./ui/Container";

/**
 * The visible trail from the start page to this page (the same trail the page declares as
 * BreadcrumbList in its structured data). The last entry is the page itself, not a link.
 */
export const Breadcrumbs = ({ label, trail }: { label: string; trail: readonly { name: string; path: string }[] }) => (
  <Trail aria-label={label}>
    <Container>
      <ol>
        {trail.map((entry, i) => (
          <li key={entry.path}>
            {i < trail.length - 1 ? (
              <Link to={entry.path}>{entry.name}</Link>
            ) : (
              <span aria-current="page">{entry.name}</span>
            )}
          </li>
        ))}
      </ol>
    </Container>
  </Trail>
);

const Trail = styled.nav`
  padding: ${theme.space[3]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: "›";
    margin-right: ${theme.space[2]};
    color: ${theme.colors.muted};
  }
  a {
    color: ${theme.colors.text};
  }
`;
