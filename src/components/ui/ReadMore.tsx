import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Paragraphs } from "./Paragraphs";
import { Fold } from "./Fold";
import { READ_MORE_LABELS as L } from "./ReadMore.labels";

/** A text from content/ split into its first paragraph and the rest (paragraphs are separated by a blank line). */
export const firstParagraph = (text: string): { first: string; rest: string } => {
  const [first = "", ...more] = text.split(/\n\s*\n/);
  return { first: first.trim(), rest: more.join("\n\n").trim() };
};

/**
 * A long text on a landing page: the first paragraph in view, the others folded under "Weiterlesen"
 * (a <details>: opens without JavaScript, the text stays in the HTML for search engines).
 */
export const ReadMore = ({ text }: { text: string }) => {
  const { first, rest } = firstParagraph(text);
  return (
    <>
      <Paragraphs text={first} />
      {rest && (
        <More>
          <Fold summary={L.more}>
            <Paragraphs text={rest} />
          </Fold>
        </More>
      )}
    </>
  );
};

const More = styled.div`
  margin: ${theme.space[4]} 0;
  details > div {
    color: inherit;
  }
`;
