import styled from 'styled-components';
import type { Stat } from '../content/types';
import { media } from './theme';

/**
 * A fixed grid (docs/product.md#stat-tiles): every tile as wide as a column of the page's three-card grids, whatever
 * the number of figures, and every number at the top of its tile, however many lines its caption takes.
 */
const Row = styled.dl<{ $columns: 2 | 3 }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[6]};
  margin: 0;
  ${media.mobile} {
    grid-template-columns: repeat(${(p) => (p.$columns === 3 ? 1 : 2)}, minmax(0, 1fr));
    gap: ${(p) => p.theme.space[3]};
  }
  > div {
    display: grid;
    grid-template-rows: auto 1fr;
    align-content: start;
    gap: ${(p) => p.theme.space[1]};
    padding: ${(p) => p.theme.space[5]};
    border-radius: ${(p) => p.theme.radius.lg};
    background: ${(p) => p.theme.color.solutionsSoft};
  }
  dt {
    font-size: ${(p) => p.theme.text.sm};
    line-height: ${(p) => p.theme.leading.snug};
    color: ${(p) => p.theme.color.inkSoft};
  }
  /* The figure above its caption; the caption stays first in the markup, as a term before its value. */
  dd {
    order: -1;
    margin: 0;
    font-size: ${(p) => p.theme.text['2xl']};
    overflow-wrap: anywhere;
    font-weight: ${(p) => p.theme.weight.heavy};
    color: ${(p) => p.theme.color.solutionsStrong};
    line-height: 1.1;
  }
`;

interface StatRowProps {
  stats: readonly Stat[];
  /** Tiles per row on desktop: 3 for a page's key figures (one a row on phones), 2 in a half-width column. */
  columns?: 2 | 3;
}

/** Key figures as a description list (value above its label). */
export function StatRow({ stats, columns = 3 }: StatRowProps) {
  return (
    <Row $columns={columns}>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </Row>
  );
}
