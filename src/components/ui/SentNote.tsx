import React, { useEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

interface Props {
  title: string;
  /** Closes the note again: the visitor wants to send another request. */
  onDone: () => void;
  doneLabel: string;
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
}

/**
 * What a form shows after a successful send (besides the toast, which goes after a few seconds): a
 * framed note whose heading takes the focus, so a screen reader reads it at once, and a link-style
 * button that closes it. The enquiry's summary (EnquiryForm/SentSummary) and the callback's
 * confirmation (CallbackForm/CallbackSent) put their own lines between the two.
 */
export const SentNote = ({ title, onDone, doneLabel, children, className, "data-testid": testId }: Props) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box className={className} data-testid={testId}>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
      <button type="button" onClick={onDone}>
        {doneLabel}
      </button>
    </Box>
  );
};

const Box = styled.div`
  padding: ${theme.space[4]};
  overflow-wrap: anywhere;
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h3:focus {
    outline: none;
  }
  button {
    min-height: 44px;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${theme.colors.accent};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;
