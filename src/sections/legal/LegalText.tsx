import React, { Fragment, type ReactNode } from "react";
import type { SiteFacts } from "../../lib/site-facts";
import { PostalAddress } from "../../components/ui/PostalAddress";

export interface LegalSectionData {
  readonly heading?: string | null;
  readonly minor?: boolean | null;
  readonly text?: string | null;
  readonly address?: readonly string[] | null;
}

/** The business's phone number and e-mail address in a line of text, as links. */
function linked(line: string, facts: SiteFacts): ReactNode[] {
  const links: Record<string, string> = { [facts.phone]: `tel:${facts.phoneE164}`, [facts.email]: `mailto:${facts.email}` };
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
const LegalText = ({ text, facts }: { text: string; facts: SiteFacts }) => (
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

/** The sections of Impressum or Datenschutzerklärung from content/legal/legal.yaml. */
export const LegalSections = ({
  sections,
  facts,
  fill,
}: {
  sections: readonly LegalSectionData[];
  facts: SiteFacts;
  fill: (text: string) => string;
}) => (
  <>
    {sections.map((section, i) => (
      <Fragment key={i}>
        {section.heading && (section.minor ? <h3>{fill(section.heading)}</h3> : <h2>{fill(section.heading)}</h2>)}
        {section.text && <LegalText text={fill(section.text)} facts={facts} />}
        {section.address?.includes("address") && (
          <PostalAddress
            names={section.address.includes("businessName") ? [facts.ownerName, facts.businessName] : [facts.ownerName]}
            street={facts.street}
            postalCode={facts.postalCode}
            city={facts.city}
            phone={section.address.includes("contact") ? { label: "Telefon", number: facts.phone, e164: facts.phoneE164 } : undefined}
            email={section.address.includes("contact") ? { label: "E-Mail", address: facts.email } : undefined}
          />
        )}
      </Fragment>
    ))}
  </>
);
