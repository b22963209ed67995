import React from "react";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Accordion, type AccordionItem } from "../../components/Accordion";

interface Props {
  id: string;
  title: string;
  eyebrow?: string;
  items: readonly AccordionItem[];
  alt?: boolean;
}

/** Frequently asked questions as an accordion (one answer open at a time). */
export const FaqSection = ({ id, title, eyebrow = "Häufige Fragen", items, alt }: Props) => (
  <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
      <Accordion items={items} />
    </Container>
  </Section>
);
