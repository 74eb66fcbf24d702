import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ModelRecommendation } from '../../content/types';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { IconTile } from '../../ui/layout';
import { noLoneWord } from '../../ui/noLoneWord';
import { media } from '../../ui/theme';

const Box = styled.div`
  padding: ${(p) => p.theme.space[6]};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.sm};
`;

/** The question beside its button on wide screens; stacked, the button as wide as the box, on phones. */
const Ask = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  p {
    font-size: ${(p) => p.theme.text.lg};
    font-weight: ${(p) => p.theme.weight.semibold};
    line-height: ${(p) => p.theme.leading.snug};
  }
  ${media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    > button {
      grid-column: 1 / -1;
      width: 100%;
    }
  }
`;

const Answer = styled.div`
  margin-top: ${(p) => p.theme.space[5]};
  padding-top: ${(p) => p.theme.space[5]};
  border-top: 1px solid ${(p) => p.theme.color.surfaceSunken};
  h4 {
    font-size: ${(p) => p.theme.text.lg};
    margin-bottom: ${(p) => p.theme.space[2]};
  }
  p {
    color: ${(p) => p.theme.color.textMuted};
    max-width: 52rem;
  }
`;

/** The AI model recommendation: a question and a disclosure button revealing the advice under it. */
export function RecommendationView({ recommendation }: { recommendation: ModelRecommendation }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Box>
      <Ask>
        <IconTile>
          <Icon name="sparkles" />
        </IconTile>
        <p>{noLoneWord(recommendation.prompt)}</p>
        <Button
          $variant="primary"
          aria-expanded={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {recommendation.buttonLabel}
        </Button>
      </Ask>
      <Answer id={id} role="status" hidden={!shown}>
        <h4>{noLoneWord(recommendation.heading)}</h4>
        <p>{recommendation.body}</p>
      </Answer>
    </Box>
  );
}
