import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { SentNote } from "../ui/SentNote";
import { AFTER_SEND_LABELS as A } from "./AfterSend.labels";
import { enquiryLines } from "./mailto";
import type { EnquiryValues } from "./fields";
import type { Contact } from "./SendFallback";

interface Props {
  /** What was sent, as the visitor typed and chose it. */
  values: EnquiryValues;
  contact: Contact;
  /** Hides the summary again: the visitor wants to send another enquiry. */
  onDone: () => void;
}

/**
 * After a successful send (besides the spec's toast, which goes after a few seconds): what was sent
 * and what happens next, so the visitor does not face an emptied form alone (ui/SentNote).
 */
export const SentSummary = ({ values, contact, onDone }: Props) => {
  return (
    <Note data-testid="sent-summary" title={A.sent.title} doneLabel={A.sent.again} onDone={onDone}>
      <p>{A.sent.lead}</p>
      <dl>
        {enquiryLines(values).map(({ name, label, value }) => (
          <div key={name}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{A.sent.nextTitle}</h4>
      <ol>
        {A.sent.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {A.sent.urgent} <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
      </p>
    </Note>
  );
};

/** Never wider than the phone: long values (an e-mail address of 50 characters) wrap anywhere. */
const Note = styled(SentNote)`
  min-width: 0;
  max-width: 100%;
  ${media.sm} {
    padding: ${theme.space[5]};
  }
  dl {
    display: grid;
    gap: ${theme.space[2]};
    margin: 0 0 ${theme.space[5]};
  }
  dl div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    ${media.sm} {
      grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr);
      gap: ${theme.space[3]};
    }
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    min-width: 0;
    margin: 0;
    white-space: pre-line;
  }
  ol {
    padding-left: 1.25rem;
  }
`;
