import styled from 'styled-components';
import type { ComparisonTable } from '../../content/types';
import { noLoneWord } from '../../ui/noLoneWord';
import { media } from '../../ui/theme';

const Frame = styled.div`
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
`;

/**
 * A real data table. On phones each row is re-laid out as a block: the capability across the top, the two models'
 * answers side by side under the column names, so nothing scrolls sideways and the caption wraps. Where a row is no
 * longer laid out as a table row, explicit roles keep the table's structure for assistive technology.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
    font-weight: ${(p) => p.theme.weight.semibold};
    font-size: ${(p) => p.theme.text.lg};
    line-height: ${(p) => p.theme.leading.snug};
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
    width: 22%;
  }
  ${media.mobile} {
    display: block;
    caption,
    thead,
    tbody {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    th,
    td {
      padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    }
    thead th:first-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      padding: 0;
      border: 0;
    }
    tbody th {
      grid-column: 1 / -1;
      width: auto;
      padding-bottom: 0;
    }
    tbody td {
      border-top: 0;
      font-size: ${(p) => p.theme.text.sm};
    }
    tbody td + td {
      border-left: 1px solid ${(p) => p.theme.color.surfaceSunken};
    }
  }
`;

/** Claude vs GPT: column headers and row headers, readable at any width without scrolling. */
export function ComparisonTableView({ table }: { table: ComparisonTable }) {
  const [first, ...rest] = table.columns;
  return (
    <Frame>
      <Table role="table">
        <caption>{noLoneWord(table.caption)}</caption>
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader">
              {first}
            </th>
            {rest.map((c) => (
              <th key={c} scope="col" role="columnheader">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.feature} role="row">
              <th scope="row" role="rowheader">
                {row.feature}
              </th>
              {row.values.map((v, i) => (
                // The rule reads a td as a grid cell; it is a table cell, said explicitly for the phone layout.
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                <td key={i} role="cell">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
