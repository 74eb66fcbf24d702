import styled from 'styled-components';
import type { TalentNode } from '../../content/types';
import { DiagramSvg } from '../../diagram/DiagramSvg';
import { svgPercent } from '../../diagram/layout';
import { talentDiagram } from './diagram';
import { NODE_RADIUS, TALENT_PAD_CSS } from './layout';

/**
 * The network's look in SVG: faint edges, teal discs; the lit hop, the trail and focus glow. A tick is a step, with no
 * transition: eased, each tick's 320 ms of frames kept the compositor busy more than half the time (docs/decisions/0040).
 */
const Look = styled(DiagramSvg<TalentNode>)`
  line {
    stroke: rgba(148, 163, 184, 0.22);
    stroke-width: 1;
  }
  line[data-state='lit'] {
    stroke: rgba(45, 212, 191, 0.85);
    stroke-width: 1.5;
  }
  line[data-focus] {
    stroke: rgba(204, 251, 241, 0.7);
    stroke-width: 1;
  }
  .halo {
    fill: ${(p) => p.theme.color.talentGlow};
    opacity: 0;
  }
  .core {
    fill: #0c2b2b;
    stroke: rgba(45, 212, 191, 0.75);
    stroke-width: 1.5;
  }
  g[data-state='trail'] .halo {
    opacity: 0.12;
  }
  g[data-state='active'] .halo,
  g[data-focus] .halo {
    opacity: 0.28;
  }
  g[data-state='active'] .core,
  g[data-focus] .core {
    fill: #ccfbf1;
    stroke: #ffffff;
  }
`;

/** The talent network as SVG (mobile, no WebGL, before the scene draws, lost context): same layout, same tick. */
export function TalentNetworkSvg() {
  return (
    <Look
      diagram={talentDiagram}
      pad={TALENT_PAD_CSS}
      node={(node, state, focused) => (
        <>
          {/* An idle node shows no halo: drawn only while it can be seen (docs/decisions/0033, "Lighter without
              a change of look"). */}
          {(state !== 'idle' || focused) && (
            <circle
              className="halo"
              cx={svgPercent(node.x)}
              cy={svgPercent(node.y)}
              r={NODE_RADIUS[node.size] * 2.6}
            />
          )}
          <circle
            className="core"
            cx={svgPercent(node.x)}
            cy={svgPercent(node.y)}
            r={NODE_RADIUS[node.size]}
          />
        </>
      )}
    />
  );
}
