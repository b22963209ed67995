import React, { Fragment, type ReactNode } from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import type { SiteData } from "../../model/collections";
import { whatsappDigits } from "../../lib/whatsapp";
import { PostalAddress } from "../../components/ui/PostalAddress";

/** What the legal pages query of their texts (content/legal/legal.yaml); typed by Gatsby as Queries.*Fragment. */
export const legalTextFragments = graphql`
  fragment LegalSectionFields on LegalSection {
    heading
    minor
    text
    address
    providers
    onlyWith
  }
  fragment LegalProviderFields on LegalProvider {
    name
    service
    company
    purpose
    data
    legalBasis
    role
    storage
    transfer
    privacyUrl
    onlyWith
  }
  fragment LegalProviderLabelsFields on LegalProviderLabels {
    company
    purpose
    data
    legalBasis
    role
    storage
    transfer
    privacyUrl
  }
`;

export type LegalSectionData = Queries.LegalSectionFieldsFragment;
export type LegalProviderData = Queries.LegalProviderFieldsFragment;

/** The business facts a legal text shows or depends on (content/site/site.yaml). */
type LegalFacts = Pick<
  SiteData,
  | "businessName"
  | "ownerName"
  | "street"
  | "postalCode"
  | "city"
  | "phone"
  | "phoneE164"
  | "email"
  | "vatId"
  | "whatsappE164"
>;

/** The terms of a provider's entry, in the order shown (legal.yaml → privacy.providerLabels). */
export const PROVIDER_FIELDS = [
  "company",
  "purpose",
  "data",
  "legalBasis",
  "role",
  "storage",
  "transfer",
  "privacyUrl",
] as const;
export type LegalProviderLabels = Queries.LegalProviderLabelsFieldsFragment;

/** Whether the facts a section or provider depends on are there (empty VAT id, no WhatsApp number …). */
export function hasFacts(onlyWith: readonly string[] | null | undefined, facts: LegalFacts): boolean {
  const present: Record<string, boolean> = {
    vatId: Boolean(facts.vatId?.trim()),
    whatsapp: whatsappDigits(facts.whatsappE164) !== null,
  };
  return (onlyWith ?? []).every((condition) => present[condition] ?? true);
}

/** The business's phone number and e-mail address in a line of text, as links. */
function linked(line: string, facts: LegalFacts): ReactNode[] {
  const links: Record<string, string> = {
    [facts.phone]: `tel:${facts.phoneE164}`,
    [facts.email]: `mailto:${facts.email}`,
  };
  const pattern = new RegExp(
    `(${Object.keys(links)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|")})`,
  );
  return line.split(pattern).map((part, i) =>
    i % 2 ? (
      <a key={i} href={links[part]}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** Text of a legal page (tokens already filled): blank lines separate paragraphs, "- " lines make a list. */
const LegalText = ({ text, facts }: { text: string; facts: LegalFacts }) => (
  <>
    {text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean)
      .map((block, i) => {
        const lines = block.split("\n").map((line) => line.trim());
        if (lines.every((line) => line.startsWith("- ")))
          return (
            <ul key={i}>
              {lines.map((line, j) => (
                <li key={j}>{linked(line.slice(2), facts)}</li>
              ))}
            </ul>
          );
        return (
          <p key={i}>
            {lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {linked(line, facts)}
              </Fragment>
            ))}
          </p>
        );
      })}
  </>
);

/** "https://www.netlify.com/privacy/" → "www.netlify.com/privacy" (the link's visible text). */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** Slug for a provider heading's id, e.g. "dienstleister-netlify". */
const anchor = (name: string) =>
  `dienstleister-${name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/**
 * One provider: a heading (level below the section's) and a definition list of the Art. 13 details.
 * Each entry is its own region named by its heading, so a screen reader can jump between providers.
 */
const Provider = ({
  provider,
  labels,
  level,
  facts,
}: {
  provider: LegalProviderData;
  labels: LegalProviderLabels;
  level: 3 | 4;
  facts: LegalFacts;
}) => {
  const Heading = level === 3 ? "h3" : "h4";
  const id = anchor(provider.name);
  const title = [provider.name, provider.service]
    .map((part) => part ?? "".trim())
    .filter(Boolean)
    .join(" – ");
  return (
    <section aria-labelledby={id} data-testid="legal-provider">
      <Heading id={id}>{title}</Heading>
      <Details>
        {PROVIDER_FIELDS.map((field) => {
          const value = provider[field] ?? "".trim();
          if (!value) return null;
          return (
            <Fragment key={field}>
              <dt>{labels[field] ?? ""}</dt>
              <dd>
                {field === "privacyUrl" ? (
                  <p>
                    <a href={value}>{shortUrl(value)}</a>
                  </p>
                ) : (
                  <LegalText text={value} facts={facts} />
                )}
              </dd>
            </Fragment>
          );
        })}
      </Details>
    </section>
  );
};

const Details = styled.dl`
  margin: 0 0 ${theme.space[5]};
  dt {
    font-weight: 700;
    margin-top: ${theme.space[3]};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
  }
  dd p,
  dd ul {
    margin: 0 0 ${theme.space[2]};
  }
`;

/** The sections of Impressum or Datenschutzerklärung from content/legal/legal.yaml. */
export const LegalSections = ({
  sections,
  facts,
  providers = [],
  providerLabels,
}: {
  sections: readonly LegalSectionData[];
  facts: LegalFacts;
  /** The privacy policy's providers, shown below a section with `providers: true`. */
  providers?: readonly LegalProviderData[] | null;
  providerLabels?: LegalProviderLabels | null;
}) => (
  <>
    {sections
      .filter((section) => hasFacts(section.onlyWith, facts))
      .map((section, i) => (
        <Fragment key={i}>
          {section.heading && (section.minor ? <h3>{section.heading}</h3> : <h2>{section.heading}</h2>)}
          {section.text && <LegalText text={section.text} facts={facts} />}
          {section.address?.includes("address") && (
            <PostalAddress
              names={
                section.address.includes("businessName") ? [facts.ownerName, facts.businessName] : [facts.ownerName]
              }
              street={facts.street}
              postalCode={facts.postalCode}
              city={facts.city}
              phone={section.address.includes("contact") ? { number: facts.phone, e164: facts.phoneE164 } : undefined}
              email={section.address.includes("contact") ? facts.email : undefined}
            />
          )}
          {section.providers &&
            providerLabels &&
            (providers ?? [])
              .filter((provider) => hasFacts(provider.onlyWith, facts))
              .map((provider, j) => (
                <Provider
                  key={j}
                  provider={provider}
                  labels={providerLabels}
                  level={section.minor ? 4 : 3}
                  facts={facts}
                />
              ))}
        </Fragment>
      ))}
  </>
);
