import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Eyebrow, Lead } from "./Container";

interface Props {
  eyebrow?: string;
  title: string;
  id?: string;
  children?: ReactNode;
}

export const SectionHeading = ({ eyebrow, title, id, children }: Props) => (
  <Wrapper>
    {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
    <h2 id={id}>{title}</h2>
    {children && <Lead>{children}</Lead>}
  </Wrapper>
);

const Wrapper = styled.div`
  margin-bottom: ${theme.space[6]};
  ${media.md} {
    margin-bottom: ${theme.space[7]};
  }
`;
