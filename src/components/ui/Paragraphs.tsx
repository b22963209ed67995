import React from "react";

/** Multi-line text from YAML (paragraphs separated by a blank line) as <p> elements. */
export const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
  </>
);
