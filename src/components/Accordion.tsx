import React, { useId, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { disclosure, disclosureIcon } from "../styles/disclosure";
import { Paragraphs } from "./ui/Paragraphs";
import { Fold } from "./ui/Fold";

export interface AccordionItem {
  question: string;
  answer: string;
  /** Extra content under the answer text (a table, a link). */
  extra?: ReactNode;
}

/**
 * Questions as native <details>/<summary>: they open from the first paint, without JavaScript
 * and with the browser's own keyboard and screen-reader support. Sharing one `name` makes them
 * an exclusive group (one answer open at a time; the open one closes again on a second press).
 * React never sets `open`, so it does not fight the visitor's choice made before hydration.
 */
export const Accordion = ({
  items,
  between,
  shown,
  more,
}: {
  items: readonly AccordionItem[];
  between?: ReactNode;
  /** A long list on a phone-length page: only this many questions in view, the others folded under `more`. */
  shown?: number;
  /** The fold's summary for the further questions, e.g. "3 weitere Fragen". */
  more?: (count: number) => string;
}) => {
  const group = useId();
  // `between` (a way to enquire) stands after the first half of a long list; the group stays one.
  const half = items.length > 4 ? Math.ceil(items.length / 2) : -1;
  const render = (item: AccordionItem, i: number) => (
    <React.Fragment key={item.question}>
      {i === half && between}
      <Item name={group}>
        <summary>
          <h3>{item.question}</h3>
          <Icon aria-hidden="true">+</Icon>
        </summary>
        <Answer>
          <Paragraphs text={item.answer} />
          {item.extra}
        </Answer>
      </Item>
    </React.Fragment>
  );
  const cut = shown != null && more && items.length > shown ? shown : items.length;
  return (
    <List>
      {items.slice(0, cut).map(render)}
      {cut < items.length && (
        <Fold summary={more!(items.length - cut)}>
          <List>{items.slice(cut).map((item, i) => render(item, cut + i))}</List>
        </Fold>
      )}
    </List>
  );
};

const List = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 56rem;
`;

const Icon = styled.span`
  ${disclosureIcon}
`;

const Item = styled.details`
  ${disclosure}
  > summary {
    gap: ${theme.space[4]};
  }
  &[open] ${Icon} {
    transform: rotate(45deg);
  }
`;

const Answer = styled.div`
  padding: ${`0 ${theme.space[5]} ${theme.space[4]}`};
  color: ${theme.colors.muted};
  p:last-child {
    margin-bottom: 0;
  }
`;
