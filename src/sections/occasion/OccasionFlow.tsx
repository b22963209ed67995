import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { InlineText } from "../../components/ui/InlineText";
import { Fold } from "../../components/ui/Fold";
import { EnquiryNudge } from "../../components/EnquiryNudge";

interface Step {
  readonly time?: string | null;
  readonly title: string;
  readonly text: string;
}

/**
 * How the DJ shapes the occasion, step by step, as an ordered list with typical times. Each step is
 * folded to its time and title (a <details>: it opens without JavaScript, the text stays in the
 * HTML): the day reads as a timeline at a glance, and a phone does not scroll past eight long texts.
 */
export const OccasionFlow = ({
  id = "ablauf",
  eyebrow,
  title,
  steps,
  alt,
}: {
  id?: string;
  eyebrow: string;
  title: string;
  steps: readonly Step[];
  alt?: boolean;
}) => {
  const half = Math.ceil(steps.length / 2);
  return (
    <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
        {/* Two halves with a way to enquire between them: a long day is no wall of text without one. */}
        <Steps>{steps.slice(0, half).map(renderStep)}</Steps>
        <EnquiryNudge />
        <Steps start={half + 1} style={{ marginTop: theme.space[5] }}>
          {steps.slice(half).map(renderStep)}
        </Steps>
        <EnquiryNudge variant="flow" />
      </Container>
    </Section>
  );
};

const renderStep = (step: Step) => (
  <li key={step.title}>
    <Fold
      summary={
        <>
          {step.time && <time>{step.time}</time>}
          <h3>{step.title}</h3>
        </>
      }
    >
      <p>
        <InlineText text={step.text} />
      </p>
    </Fold>
  </li>
);

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* One track no wider than the page: a long title wraps instead of widening a 320 px phone's page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  max-width: 52rem;
  summary h3 {
    overflow-wrap: anywhere;
  }
  summary > span {
    display: flex;
    align-items: baseline;
    gap: ${theme.space[3]};
  }
  time {
    flex: none;
    min-width: 3.2rem;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.lg};
    font-weight: 400;
    color: ${theme.colors.accent};
  }
`;
