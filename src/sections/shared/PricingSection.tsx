import React from "react";
import { Container, Section } from "../../components/ui/Container";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { PackagePricing } from "../../components/Pricing";
import type { PricedPackageData } from "../../model/collections";
import { useBlocks } from "../../hooks/useBlocks";

interface Props {
  id?: string;
  title: string;
  intro?: string;
  packages: readonly PricedPackageData[];
  vatRate: number;
  ctaLabel: string;
  durationPrefix?: string;
  alt?: boolean;
}

export const PricingSection = ({ id = "pakete", title, intro, alt, ...pricing }: Props) => {
  const { headings } = useBlocks();
  return (
    <Section id={id} $alt={alt} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading eyebrow={headings.pricingEyebrow} title={title} id={`${id}-title`}>
          {intro}
        </SectionHeading>
        <PackagePricing {...pricing} />
      </Container>
    </Section>
  );
};
