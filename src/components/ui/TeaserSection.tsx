import React, { type ReactNode } from "react";
import { Center, Container, Section } from "./Container";
import { SectionHeading } from "./SectionHeading";
import { ButtonLink } from "../Button";

interface Props {
  /** The section's anchor; its heading's id is this with "-title". */
  id: string;
  copy: { readonly eyebrow: string; readonly title: string; readonly text?: string | null; readonly link: string };
  /** The page with all of them, for the button under the teaser (`copy.link`). */
  to: string;
  /** On the alternating surface colour. */
  alt?: boolean;
  children: ReactNode;
}

/** A start page section that shows a few of something (packages, locations) and leads on to the page with all of them. */
export const TeaserSection = ({ id, copy, to, alt, children }: Props) => (
  <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
    <Container>
      <SectionHeading eyebrow={copy.eyebrow} title={copy.title} id={`${id}-title`}>
        {copy.text}
      </SectionHeading>
      {children}
      <Center>
        <ButtonLink to={to} $variant="secondary">
          {copy.link}
        </ButtonLink>
      </Center>
    </Container>
  </Section>
);
