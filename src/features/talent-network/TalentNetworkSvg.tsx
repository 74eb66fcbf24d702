import styled from 'styled-components';
import { talentNodes } from '../../content/talent';
import { TICK_PERIOD } from '../../canvas/ticks';
import { useTickChannel } from '../../canvas/tickScheduler';
import { useTalentSelection } from '../../store/heroSelection';
import { useShallow } from 'zustand/react/shallow';
import { NODE_RADIUS, TALENT_PAD, signalAt } from './layout';
import { talentEdgeList, talentWalk } from './signal';

const Svg = styled.svg`
  position: absolute;
  inset: ${TALENT_PAD}px;
  width: calc(100% - ${2 * TALENT_PAD}px);
  height: calc(100% - ${2 * TALENT_PAD}px);
  max-width: none;
  overflow: visible;
  line {
    stroke: rgba(148, 163, 184, 0.22);
    stroke-width: 1;
    transition: stroke ${(p) => p.theme.motion.slow};
  }
  line[data-state='lit'] {
    stroke: rgba(45, 212, 191, 0.85);
    stroke-width: 1.5;
  }
  line[data-state='focus'] {
    stroke: rgba(204, 251, 241, 0.7);
  }
  .halo {
    fill: ${(p) => p.theme.color.talentGlow};
    opacity: 0;
    transition: opacity ${(p) => p.theme.motion.slow};
  }
  .core {
    fill: #0c2b2b;
    stroke: rgba(45, 212, 191, 0.75);
    stroke-width: 1.5;
    transition: fill ${(p) => p.theme.motion.slow};
  }
  g[data-state='trail'] .halo {
    opacity: 0.12;
  }
  g[data-state='active'] .halo,
  g[data-state='focus'] .halo {
    opacity: 0.28;
  }
  g[data-state='active'] .core,
  g[data-state='focus'] .core {
    fill: #ccfbf1;
    stroke: #ffffff;
  }
`;

const pct = (v: number) => `${v}%`;

/** The talent network as SVG (mobile, no WebGL, before the scene draws, lost context): same layout, same tick. */
export function TalentNetworkSvg() {
  const tick = useTickChannel('network', TICK_PERIOD.network);
  const { hovered, selected } = useTalentSelection(
    useShallow((s) => ({ hovered: s.hovered, selected: s.selected })),
  );
  const signal = signalAt(talentWalk, tick);
  const focusIndex = new Set(
    [hovered, selected].map((id) => talentNodes.findIndex((n) => n.id === id)).filter((i) => i >= 0),
  );

  const nodeState = (i: number) =>
    focusIndex.has(i)
      ? 'focus'
      : i === signal.active
        ? 'active'
        : signal.trail.includes(i)
          ? 'trail'
          : 'idle';

  return (
    <Svg aria-hidden="true" focusable="false">
      {talentEdgeList.map(([a, b]) => {
        const from = talentNodes[a];
        const to = talentNodes[b];
        if (!from || !to) return null;
        const lit =
          (a === signal.previous && b === signal.active) || (b === signal.previous && a === signal.active);
        const state = focusIndex.has(a) || focusIndex.has(b) ? 'focus' : lit ? 'lit' : 'idle';
        return (
          <line
            key={`${a}-${b}`}
            x1={pct(from.x)}
            y1={pct(from.y)}
            x2={pct(to.x)}
            y2={pct(to.y)}
            data-state={state}
          />
        );
      })}
      {talentNodes.map((node, i) => (
        <g key={node.id} data-state={nodeState(i)}>
          <circle className="halo" cx={pct(node.x)} cy={pct(node.y)} r={NODE_RADIUS[node.size] * 2.6} />
          <circle className="core" cx={pct(node.x)} cy={pct(node.y)} r={NODE_RADIUS[node.size]} />
        </g>
      ))}
    </Svg>
  );
}
