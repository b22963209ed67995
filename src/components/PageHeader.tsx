import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Container, Eyebrow, Lead } from "./ui/Container";

interface Props {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** Title block at the top of inner pages. */
export const PageHeader = ({ eyebrow, title, children }: Props) => (
  <Wrapper>
    <Container>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h1>{title}</h1>
      {children && <Lead as="div">{children}</Lead>}
    </Container>
  </Wrapper>
);

const Wrapper = styled.header`
  padding: ${`${theme.space[8]} 0 ${theme.space[7]}`};
  background:
    radial-gradient(ellipse at 80% 0%, rgba(224, 69, 123, 0.22), transparent 55%),
    radial-gradient(ellipse at 10% 100%, ${theme.tint(0.16)}, transparent 50%), ${theme.colors.bg};
  border-bottom: 1px solid ${theme.colors.border};
  h1 {
    font-size: ${theme.fontSizes.xxl};
    max-width: 30ch;
  }
`;
