import styled from 'styled-components';
import type { WorkflowNode } from '../../content/types';
import { DiagramSvg } from '../../diagram/DiagramSvg';
import { svgPercent } from '../../diagram/layout';
import { withAlpha } from '../../ui/colour';
import { workflowDiagram } from './diagram';
import { WORKFLOW_PAD_CSS, tileSize } from './layout';
import { workflowLook as look } from './look';

const { svg } = look;

/** The workflow's look in SVG: dashed connections, glass tiles; the lit connection and the active tile glow. */
const Look = styled(DiagramSvg<WorkflowNode>)`
  line {
    stroke: ${() => withAlpha(svg.edge.color, svg.edge.alpha)};
    stroke-width: ${() => svg.edge.width};
    stroke-dasharray: ${() => svg.edge.dash.join(' ')};
  }
  line[data-state='lit'] {
    stroke: ${() => look.flow};
    stroke-dasharray: none;
    stroke-width: ${() => svg.lit.width};
  }
  .tile {
    fill: ${() => withAlpha(svg.tile.color, svg.tile.alpha)};
    stroke-width: ${() => svg.tile.border};
  }
  .halo {
    opacity: 0;
  }
  g[data-state='active'] .halo,
  g[data-focus] .halo {
    opacity: ${() => svg.halo.alpha};
  }
  g[data-state='active'] .tile {
    fill: ${() => withAlpha(svg.active.color, svg.active.alpha)};
  }
`;

const tileScale = { transform: 'scale(var(--tile-scale, 1))' };

function Tile({
  shape,
  half,
  color,
  className,
}: {
  shape: string;
  half: number;
  color: string;
  className: string;
}) {
  switch (shape) {
    case 'trigger':
      return (
        <circle
          className={className}
          r={half}
          stroke={color}
          fill={className === 'halo' ? color : undefined}
        />
      );
    case 'decision':
      return (
        <rect
          className={className}
          x={-half * 0.78}
          y={-half * 0.78}
          width={half * 1.56}
          height={half * 1.56}
          rx={svg.tile.diamondCorner}
          transform="rotate(45)"
          stroke={color}
          fill={className === 'halo' ? color : undefined}
        />
      );
    default:
      return (
        <rect
          className={className}
          x={-half}
          y={-half}
          width={half * 2}
          height={half * 2}
          rx={shape === 'service' ? half * 0.5 : svg.tile.corner}
          stroke={color}
          fill={className === 'halo' ? color : undefined}
        />
      );
  }
}

/** The workflow diagram as SVG (mobile, no WebGL, before the scene draws, lost context). */
export function WorkflowSvg() {
  return (
    <Look
      diagram={workflowDiagram}
      pad={WORKFLOW_PAD_CSS}
      node={(node, state, focused) => {
        const half = tileSize(node) / 2;
        const color = look.color[node.type];
        return (
          <svg x={svgPercent(node.x)} y={svgPercent(node.y)} width={1} height={1} overflow="visible">
            <g style={tileScale}>
              {/* Only the lit or focused node shows its halo: the others draw none (docs/decisions/0033,
                  "Lighter without a change of look"). */}
              {(state === 'active' || focused) && (
                <g transform={`scale(${svg.halo.size})`}>
                  <Tile shape={node.type} half={half} color={color} className="halo" />
                </g>
              )}
              <Tile shape={node.type} half={half} color={color} className="tile" />
            </g>
          </svg>
        );
      }}
    />
  );
}
