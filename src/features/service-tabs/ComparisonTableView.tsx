import styled from 'styled-components';
import type { ComparisonTable } from '../../content/types';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  caption {
    text-align: left;
    padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
    font-weight: ${(p) => p.theme.weight.semibold};
    font-size: ${(p) => p.theme.text.lg};
  }
  th,
  td {
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${(p) => p.theme.color.surfaceSunken};
  }
  thead th {
    background: ${(p) => p.theme.color.surfaceAlt};
    font-size: ${(p) => p.theme.text.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  tbody th {
    font-weight: ${(p) => p.theme.weight.semibold};
  }
`;

/** A real data table: column headers and row headers, scrollable on narrow screens. */
export function ComparisonTableView({ table }: { table: ComparisonTable }) {
  const [first, ...rest] = table.columns;
  return (
    // The scroll box is focusable so keyboard users can scroll it on phones.
    <Scroll tabIndex={0} role="region" aria-label={table.caption}>
      <Table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {rest.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((v, i) => (
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
