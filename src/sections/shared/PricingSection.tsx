import React from "react";
import { graphql } from "gatsby";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { PackagePricing } from "../../components/Pricing";
import { InlineText } from "../../components/ui/InlineText";
import type { PricedPackageData } from "../../model/collections";
import type { CustomerType } from "../../lib/pricing";

/** The guide's packages, as the city, occasion and guide pages show them in this section. */
export const query = graphql`
  fragment GuidePackages on Query {
    packagesYaml {
      guide {
        id
        name
        netPrice
        durationHours
        features
        popular
        includesExtras
      }
    }
  }
`;

interface Props {
  id?: string;
  /** The small line above the heading (content/blocks, headings.pricingEyebrow). */
  eyebrow: string;
  title: string;
  intro?: string;
  packages: readonly PricedPackageData[];
  vatRate: number;
  ctaLabel: string;
  durationPrefix?: string;
  /** The page's occasion (eventTyp): the cards' enquiry links carry it with the package. */
  occasion?: string | null;
  /** Whose prices the switch shows first (pageCustomer in src/lib/pricing.ts). */
  customer?: CustomerType;
  alt?: boolean;
  /** Something after the cards in the same section (the Preisrechner). */
  children?: React.ReactNode;
}

export const PricingSection = ({ id = "pakete", eyebrow, title, intro, alt, children, ...pricing }: Props) => {
  return (
    <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`}>
          {intro && <InlineText text={intro} />}
        </SectionHeading>
        <PackagePricing {...pricing} swipe />
        {children}
      </Container>
    </Section>
  );
};
