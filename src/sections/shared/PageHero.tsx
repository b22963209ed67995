import React, { type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Container, Eyebrow } from "../../components/ui/Container";
import { EnquireCallButtons } from "../../components/ui/EnquireCallButtons";
import { useSiteFacts } from "../../hooks/useSiteFacts";

interface Props {
  eyebrow?: string;
  title: string;
  text: string;
  /** Text of the enquiry button. */
  ctaLabel: string;
  children?: ReactNode;
}

/** Hero of landing pages: title, sentence, enquiry button (scrolls to the form) and phone. */
export const PageHero = ({ eyebrow, title, text, ctaLabel, children }: Props) => {
  const facts = useSiteFacts();
  return (
    <Wrapper>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        <p>{text}</p>
        <Actions enquireLabel={ctaLabel} phone={facts.phone} phoneE164={facts.phoneE164} />
        {children}
      </Container>
    </Wrapper>
  );
};

const Wrapper = styled.header`
  padding: ${`${theme.space[7]} 0 ${theme.space[6]}`};
  ${media.md} {
    padding: ${`${theme.space[9]} 0 ${theme.space[8]}`};
  }
  background:
    radial-gradient(ellipse at 85% 10%, rgba(224, 69, 123, 0.28), transparent 55%),
    radial-gradient(ellipse at 0% 100%, rgba(255, 176, 32, 0.2), transparent 50%),
    radial-gradient(ellipse at 50% 50%, rgba(59, 42, 107, 0.45), transparent 70%), ${theme.colors.bg};
  border-bottom: 1px solid ${theme.colors.border};
  h1 {
    max-width: 18ch;
  }
  p {
    max-width: 40rem;
    font-size: ${theme.fontSizes.md};
    ${media.md} {
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

const Actions = styled(EnquireCallButtons)`
  margin-top: ${theme.space[6]};
`;
