import React, { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Paragraphs } from "./Paragraphs";

export interface AccordionItem {
  question: string;
  answer: string;
  /** Extra content under the answer text (a table, a link). */
  extra?: ReactNode;
}

/**
 * Questions as buttons controlling their answer regions. One item open at a time; the open item
 * closes again when its button is pressed.
 */
export const Accordion = ({ items, initiallyOpen = null }: { items: readonly AccordionItem[]; initiallyOpen?: number | null }) => {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  return (
    <List>
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question}>
            <h3>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                <span>{item.question}</span>
                <Icon aria-hidden="true" $open={isOpen}>+</Icon>
              </Toggle>
            </h3>
            <Panel id={panelId} aria-labelledby={buttonId} hidden={!isOpen}>
              <Paragraphs text={item.answer} />
              {item.extra}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
};

const List = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 56rem;
`;

const Item = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h3 { margin: 0; font-family: inherit; font-size: inherit; letter-spacing: normal; line-height: inherit; }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${`${theme.space[4]} ${theme.space[5]}`};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
`;

const Icon = styled.span<{ $open: boolean }>`
  flex: none;
  color: ${theme.colors.accent};
  font-size: 1.5rem;
  transform: rotate(${({ $open }) => ($open ? "45deg" : "0")});
  transition: transform 0.2s ease;
`;

const Panel = styled.section`
  padding: ${`0 ${theme.space[5]} ${theme.space[4]}`};
  color: ${theme.colors.muted};
  p:last-child { margin-bottom: 0; }
`;
