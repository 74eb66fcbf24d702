import styled from 'styled-components';
import type { TalentNode } from '../../content/types';
import { DiagramSvg } from '../../diagram/DiagramSvg';
import { svgPercent } from '../../diagram/layout';
import { withAlpha } from '../../ui/colour';
import { talentDiagram } from './diagram';
import { TALENT_PAD_CSS } from './layout';
import { talentLook as look } from './look';

const { svg } = look;

/**
 * The network's look in SVG: faint edges, teal discs; the lit hop, the trail and focus glow. A tick is a step, with no
 * transition: eased, each tick's 320 ms of frames kept the compositor busy more than half the time (docs/decisions/0040).
 */
const Look = styled(DiagramSvg<TalentNode>)`
  line {
    stroke: ${() => withAlpha(look.edge, svg.edge.alpha)};
    stroke-width: ${() => svg.edge.width};
  }
  line[data-state='lit'] {
    stroke: ${() => withAlpha(look.color, svg.lit.alpha)};
    stroke-width: ${() => svg.lit.width};
  }
  line[data-focus] {
    stroke: ${() => withAlpha(svg.focus.color, svg.focus.alpha)};
    stroke-width: ${() => svg.focus.width};
  }
  .halo {
    fill: ${() => look.color};
    opacity: 0;
  }
  .core {
    fill: ${() => svg.node.fill};
    stroke: ${() => withAlpha(look.color, svg.node.ringAlpha)};
    stroke-width: ${() => svg.node.ringWidth};
  }
  g[data-state='trail'] .halo {
    opacity: ${() => svg.halo.trail * look.glow};
  }
  g[data-state='active'] .halo,
  g[data-focus] .halo {
    opacity: ${() => svg.halo.active * look.glow};
  }
  g[data-state='active'] .core,
  g[data-focus] .core {
    fill: ${() => svg.active.fill};
    stroke: ${() => svg.active.ring};
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
              r={look.radius[node.size] * svg.halo.radius}
            />
          )}
          <circle
            className="core"
            cx={svgPercent(node.x)}
            cy={svgPercent(node.y)}
            r={look.radius[node.size]}
          />
        </>
      )}
    />
  );
}
