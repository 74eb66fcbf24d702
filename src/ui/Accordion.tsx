import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { noLoneWord } from './noLoneWord';
import { media } from './theme';

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

const Item = styled.details`
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[5]} ${(p) => p.theme.space[6]};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  ${media.hover} {
    &:hover {
      background: ${(p) => p.theme.color.surfaceAlt};
    }
  }
  h3,
  h4 {
    font-size: ${(p) => p.theme.text.lg};
    font-weight: ${(p) => p.theme.weight.semibold};
    /* Questions read as controls, not headlines: no tightened heading tracking. */
    letter-spacing: normal;
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.color.solutions};
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
`;

const Answer = styled.div`
  padding: 0 ${(p) => p.theme.space[6]} ${(p) => p.theme.space[5]};
  color: ${(p) => p.theme.color.textMuted};
`;

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/**
 * Questions and answers, one open at a time: native `<details>` sharing one `name` (an exclusive accordion), so
 * it opens, closes and announces its state from the first paint, with or without JavaScript.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question} name={group}>
          <Question>
            <Heading>{noLoneWord(item.question)}</Heading>
            <Icon name="chevron-down" size={20} />
          </Question>
          <Answer>
            <p>{item.answer}</p>
          </Answer>
        </Item>
      ))}
    </List>
  );
}
