import styled from 'styled-components';
import type { Stat } from '../content/types';

const Row = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${(p) => p.theme.space[4]};
  margin: 0;
  div {
    padding: ${(p) => p.theme.space[5]};
    border-radius: ${(p) => p.theme.radius.lg};
    background: ${(p) => p.theme.color.solutionsSoft};
  }
  dt {
    font-size: ${(p) => p.theme.text.sm};
    color: ${(p) => p.theme.color.inkSoft};
  }
  dd {
    margin: 0 0 ${(p) => p.theme.space[1]};
    font-size: ${(p) => p.theme.text['2xl']};
    overflow-wrap: anywhere;
    font-weight: ${(p) => p.theme.weight.heavy};
    color: ${(p) => p.theme.color.solutionsStrong};
    line-height: 1.1;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

/** Key figures as a description list (value above its label). */
export function StatRow({ stats }: { stats: readonly Stat[] }) {
  return (
    <Row>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </Row>
  );
}
