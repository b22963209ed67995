import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { InlineText } from "../../components/ui/InlineText";
import { EnquiryNudge } from "../../components/EnquiryNudge";

interface Step {
  readonly time?: string | null;
  readonly title: string;
  readonly text: string;
}

/** How the DJ shapes the occasion, step by step, as an ordered list with typical times. */
export const OccasionFlow = ({
  eyebrow,
  title,
  steps,
  alt,
}: {
  eyebrow: string;
  title: string;
  steps: readonly Step[];
  alt?: boolean;
}) => {
  const half = Math.ceil(steps.length / 2);
  return (
    <Section $alt={alt} aria-labelledby="ablauf-title">
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id="ablauf-title" />
        {/* Two halves with a way to enquire between them: a long day is no wall of text without one. */}
        <Steps>{steps.slice(0, half).map(renderStep)}</Steps>
        <EnquiryNudge />
        <Steps start={half + 1} style={{ marginTop: theme.space[6] }}>
          {steps.slice(half).map(renderStep)}
        </Steps>
        <EnquiryNudge />
      </Container>
    </Section>
  );
};

const renderStep = (step: Step) => (
  <li key={step.title}>
    {step.time && <time>{step.time}</time>}
    <div>
      <h3>{step.title}</h3>
      <p>
        <InlineText text={step.text} />
      </p>
    </div>
  </li>
);

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[5]};
  max-width: 52rem;
  li {
    display: grid;
    grid-template-columns: 4.5rem 1fr;
    gap: ${theme.space[4]};
    padding-left: ${theme.space[4]};
    border-left: 2px solid ${theme.colors.accent};
  }
  time {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.accent};
  }
  li:not(:has(time)) {
    grid-template-columns: 1fr;
  }
  h3 {
    margin: 0 0 ${theme.space[2]};
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  ${media.md} {
    li {
      grid-template-columns: 6rem 1fr;
    }
  }
`;
