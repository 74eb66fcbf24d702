import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useTickChannel } from '../canvas/tickScheduler';
import type { Diagram } from './defineDiagram';
import { svgPercent, type DiagramNode } from './layout';
import { litAt } from './route';

/** A node's state in the SVG: `data-state`, plus `data-focus` while hovered or picked. */
export type SvgNodeState = 'active' | 'trail' | 'idle';

const Svg = styled.svg<{ $pad: string }>`
  position: absolute;
  inset: ${(p) => p.$pad};
  width: calc(100% - 2 * ${(p) => p.$pad});
  height: calc(100% - 2 * ${(p) => p.$pad});
  max-width: none;
  overflow: visible;
`;

interface DiagramSvgProps<N extends DiagramNode> {
  diagram: Diagram<N>;
  /** Inset of the panel space in the box as a CSS length (the twins use the same; a phone may lower it). */
  pad: string;
  /** Draws a node; the group around it carries its state (also given here: a look may leave out what idle hides). */
  node: (node: N, state: SvgNodeState, focused: boolean) => ReactNode;
  /** The diagram's look: a styled(DiagramSvg) passes it. */
  className?: string;
}

/**
 * A diagram as SVG (phones, no WebGL, before the scene draws, a lost context): the same layout, the same tick
 * rule and the same hover and pick state as the scene. Edges are lines marked `data-state` lit|idle and
 * `data-focus`; nodes are groups marked `data-state` active|trail|idle and `data-focus`. The look is CSS.
 */
export function DiagramSvg<N extends DiagramNode>({
  diagram,
  pad,
  node: drawNode,
  className,
}: DiagramSvgProps<N>) {
  const { nodes, edges, index, selection } = diagram;
  const tick = useTickChannel(diagram.ticks);
  const { hovered, selected } = selection(useShallow((s) => ({ hovered: s.hovered, selected: s.selected })));
  const lit = litAt(diagram.route, tick);
  const focus = new Set([hovered, selected].map((id) => (id === null ? -1 : (index.get(id) ?? -1))));
  focus.delete(-1);
  const state = (i: number): SvgNodeState =>
    i === lit.active ? 'active' : lit.trail.includes(i) ? 'trail' : 'idle';

  return (
    <Svg className={className} $pad={pad} aria-hidden="true" focusable="false">
      {edges.map(([a, b]) => {
        const from = nodes[a];
        const to = nodes[b];
        if (!from || !to) return null;
        const isLit = (a === lit.previous && b === lit.active) || (b === lit.previous && a === lit.active);
        return (
          <Edge key={`${a}-${b}`} from={from} to={to} lit={isLit} focused={focus.has(a) || focus.has(b)} />
        );
      })}
      {nodes.map((n, i) => (
        <Node key={n.id} node={n} state={state(i)} focused={focus.has(i)} draw={drawNode} />
      ))}
    </Svg>
  );
}

/** One edge; memoized, so a tick renders only the edges it lights or dims. */
const Edge = memo(function Edge({ from, to, lit, focused }: EdgeProps) {
  return (
    <line
      x1={svgPercent(from.x)}
      y1={svgPercent(from.y)}
      x2={svgPercent(to.x)}
      y2={svgPercent(to.y)}
      data-state={lit ? 'lit' : 'idle'}
      data-focus={focused ? '' : undefined}
    />
  );
});

interface EdgeProps {
  from: DiagramNode;
  to: DiagramNode;
  lit: boolean;
  focused: boolean;
}

interface NodeProps<N extends DiagramNode> {
  node: N;
  state: SvgNodeState;
  focused: boolean;
  draw: DiagramSvgProps<N>['node'];
}

/** One node; memoized, so a tick draws again only the nodes whose state it changes. */
const Node = memo(function Node({ node, state, focused, draw }: NodeProps<DiagramNode>) {
  return (
    <g data-state={state} data-focus={focused ? '' : undefined}>
      {draw(node, state, focused)}
    </g>
  );
}) as <N extends DiagramNode>(props: NodeProps<N>) => ReactNode;
