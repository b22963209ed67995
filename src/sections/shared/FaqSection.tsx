import { EnquiryNudge } from "../../components/EnquiryNudge";
import React from "react";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { Accordion, type AccordionItem } from "../../components/Accordion";
import { FAQ_SECTION_LABELS as L } from "./FaqSection.labels";

interface Props {
  id: string;
  title: string;
  /** The small line above the heading (most pages: content/blocks, headings.faqEyebrow). */
  eyebrow: string;
  items: readonly AccordionItem[];
  alt?: boolean;
}

/** A list longer than this shows its first questions and folds the others (the spec's six Christmas questions stay in view). */
const LONG_LIST = 6;
const FOLD_AFTER = 5;

/** Frequently asked questions as an accordion (one answer open at a time). */
export const FaqSection = ({ id, title, eyebrow, items, alt }: Props) => {
  return (
    <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
        <Accordion
          items={items}
          between={<EnquiryNudge variant="ask" />}
          shown={items.length > LONG_LIST ? FOLD_AFTER : undefined}
          more={L.more}
        />
        <EnquiryNudge variant="faq" />
      </Container>
    </Section>
  );
};
