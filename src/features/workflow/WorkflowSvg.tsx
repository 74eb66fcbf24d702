import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { workflowNodes, workflowOrder } from '../../content/workflow';
import { TICK_PERIOD } from '../../canvas/ticks';
import { useTickChannel } from '../../canvas/tickScheduler';
import { useWorkflowSelection } from '../../store/heroSelection';
import { WORKFLOW_PAD_CSS, activeStep, tileSize, workflowEdges } from './layout';
import { TYPE_COLOR } from './look';

const edges = workflowEdges(workflowNodes);

const Svg = styled.svg`
  position: absolute;
  inset: ${WORKFLOW_PAD_CSS};
  width: calc(100% - 2 * ${WORKFLOW_PAD_CSS});
  height: calc(100% - 2 * ${WORKFLOW_PAD_CSS});
  max-width: none;
  overflow: visible;
  line {
    stroke: rgba(148, 163, 184, 0.3);
    stroke-width: 1.5;
    stroke-dasharray: 4 5;
  }
  line[data-state='lit'] {
    stroke: ${(p) => p.theme.color.solutionsGlow};
    stroke-dasharray: none;
    stroke-width: 2;
  }
  .tile {
    fill: rgba(15, 23, 42, 0.9);
    stroke-width: 1.5;
  }
  .halo {
    opacity: 0;
  }
  g[data-state='active'] .halo,
  g[data-state='focus'] .halo {
    opacity: 0.22;
  }
  g[data-state='active'] .tile {
    fill: rgba(30, 58, 138, 0.95);
  }
`;

const pct = (v: number) => `${v}%`;
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
          rx={6}
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
          rx={shape === 'service' ? half * 0.5 : 12}
          stroke={color}
          fill={className === 'halo' ? color : undefined}
        />
      );
  }
}

/** The workflow diagram as SVG (mobile, no WebGL, before the scene draws, lost context). */
export function WorkflowSvg() {
  const tick = useTickChannel('workflow', TICK_PERIOD.workflow);
  const { hovered, selected } = useWorkflowSelection(
    useShallow((s) => ({ hovered: s.hovered, selected: s.selected })),
  );
  const step = activeStep(workflowNodes, workflowOrder, tick);
  return (
    <Svg aria-hidden="true" focusable="false">
      {edges.map(([a, b]) => {
        const from = workflowNodes[a];
        const to = workflowNodes[b];
        if (!from || !to) return null;
        const lit = a === step.previous && b === step.active;
        return (
          <line
            key={`${a}-${b}`}
            x1={pct(from.x)}
            y1={pct(from.y)}
            x2={pct(to.x)}
            y2={pct(to.y)}
            data-state={lit ? 'lit' : 'idle'}
          />
        );
      })}
      {workflowNodes.map((node, i) => {
        const half = tileSize(node) / 2;
        const color = TYPE_COLOR[node.type];
        const focus = node.id === hovered || node.id === selected;
        return (
          <svg key={node.id} x={pct(node.x)} y={pct(node.y)} width={1} height={1} overflow="visible">
            <g data-state={focus ? 'focus' : i === step.active ? 'active' : 'idle'} style={tileScale}>
              <g transform="scale(1.45)">
                <Tile shape={node.type} half={half} color={color} className="halo" />
              </g>
              <Tile shape={node.type} half={half} color={color} className="tile" />
            </g>
          </svg>
        );
      })}
    </Svg>
  );
}
