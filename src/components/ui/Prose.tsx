import styled from "styled-components";
import { theme } from "../../styles/theme";

/** Long-form text (legal pages, article bodies). */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: ${theme.fontSizes.md};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space[7]};
    color: ${theme.colors.accent};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-top: ${theme.space[6]};
  }
  ul,
  ol {
    padding-left: 1.4rem;
    margin: 0 0 ${theme.space[4]};
  }
  li {
    margin-bottom: ${theme.space[2]};
  }
  address {
    font-style: normal;
    margin-bottom: ${theme.space[4]};
  }
  blockquote {
    margin: ${theme.space[6]} 0;
    padding: ${`${theme.space[2]} ${theme.space[5]}`};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.text};
    font-style: italic;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${theme.space[5]};
  }
  th,
  td {
    padding: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
`;
