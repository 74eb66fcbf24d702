import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ModelRecommendation } from '../../content/types';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

const Box = styled.div`
  padding: ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.solutionsSoft};
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  justify-items: start;
  [role='status'] h4 {
    font-size: ${(p) => p.theme.text.lg};
    margin-bottom: ${(p) => p.theme.space[2]};
  }
`;

/** The AI model recommendation: a disclosure button revealing the advice. */
export function RecommendationView({ recommendation }: { recommendation: ModelRecommendation }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button $variant="primary" aria-expanded={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
        <Icon name="sparkles" size={18} />
        {recommendation.buttonLabel}
      </Button>
      <div id={id} role="status" hidden={!shown}>
        <h4>{recommendation.heading}</h4>
        <p>{recommendation.body}</p>
      </div>
    </Box>
  );
}
