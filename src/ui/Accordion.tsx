import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

export interface AccordionItem {
  question: string;
  answer: string;
}

const List = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  max-width: 52rem;
  margin-inline: auto;
`;

const Item = styled.div`
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
  h3 {
    font-size: ${(p) => p.theme.text.lg};
    font-weight: ${(p) => p.theme.weight.semibold};
  }
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[6]};
  border: 0;
  background: transparent;
  text-align: left;
  font-weight: inherit;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.color.solutions};
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${(p) => p.theme.space[6]} ${(p) => p.theme.space[5]};
  color: ${(p) => p.theme.color.textMuted};
  &[hidden] {
    display: none;
  }
`;

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/** WAI-ARIA accordion: one item open at a time, and the open one collapses when clicked again. */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question}>
            <Heading>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.question}
                <Icon name="chevron-down" size={20} />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{item.answer}</p>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
