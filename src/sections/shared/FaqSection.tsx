import { EnquiryNudge } from "../../components/EnquiryNudge";
import React from "react";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Accordion, type AccordionItem } from "../../components/Accordion";

interface Props {
  id: string;
  title: string;
  /** The small line above the heading (most pages: content/blocks, headings.faqEyebrow). */
  eyebrow: string;
  items: readonly AccordionItem[];
  alt?: boolean;
}

/** Frequently asked questions as an accordion (one answer open at a time). */
export const FaqSection = ({ id, title, eyebrow, items, alt }: Props) => {
  return (
    <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
        <Accordion items={items} between={<EnquiryNudge />} />
        <EnquiryNudge variant="faq" />
      </Container>
    </Section>
  );
};
