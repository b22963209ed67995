import React from "react";
import { InlineText } from "./InlineText";

/** Multi-line text from YAML (paragraphs separated by a blank line) as <p> elements, "[Text](/pfad)" as links. */
export const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
  </>
);
