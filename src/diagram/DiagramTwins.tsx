import type { CSSProperties, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { useSceneMode } from '../canvas/sceneMode';
import type { Diagram } from './defineDiagram';
import type { DiagramNode } from './layout';

const Group = styled.div<{ $decals: boolean }>`
  position: absolute;
  inset: 0;
  pointer-events: none;
  /* The scene draws the twins' decals (decalAtlas.ts): hidden here, laid out still, while it shows. */
  & [data-decal] {
    visibility: ${(p) => (p.$decals ? 'visible' : 'hidden')};
  }
`;

/** A twin: a real button over its node. Diagrams extend it with their look (size, radius, focus ring). */
export const TwinButton = styled.button`
  position: absolute;
  transform: translate(-50%, -50%);
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  pointer-events: auto;
  -webkit-tap-highlight-color: transparent;
`;

/** What a diagram puts on a node's twin. */
export interface Twin {
  /** Place and size (the diagram's layout rule in CSS). */
  style: CSSProperties;
  /** Accessible name, when the content does not carry it. */
  label?: string;
  content: ReactNode;
}

interface DiagramTwinsProps<N extends DiagramNode> {
  diagram: Diagram<N>;
  /** Accessible name of the group. */
  label: string;
  /** The diagram's twin button (a styled TwinButton). */
  button?: ElementType;
  /** Place, name and content of a node's twin. */
  twin: (node: N) => Twin;
}

/**
 * A diagram's accessible twins: one real button per node, over the node (the same layout rule as the scene and
 * the SVG), so a pointer click at a node hits its button and keyboard users reach every node. Hover and focus
 * light the node, a click picks it (its popup opens) or unpicks it; the scene redraws itself from the store.
 */
export function DiagramTwins<N extends DiagramNode>({
  diagram,
  label,
  button: Button = TwinButton,
  twin,
}: DiagramTwinsProps<N>) {
  const { nodes, selection, popupId, twinId } = diagram;
  const selected = selection((s) => s.selected);
  const select = selection((s) => s.select);
  const hover = selection((s) => s.setHovered);
  const decals = useSceneMode() === 'svg';
  return (
    <Group role="group" aria-label={label} data-twin-group={diagram.name} $decals={decals}>
      {nodes.map((node) => {
        const { style, label: name, content } = twin(node);
        const open = selected === node.id;
        return (
          <Button
            key={node.id}
            id={twinId(node.id)}
            type="button"
            style={style}
            aria-label={name}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            data-node={node.id}
            onClick={() => select(open ? null : node.id)}
            onPointerEnter={() => hover(node.id)}
            onPointerLeave={() => hover(null)}
            onFocus={() => hover(node.id)}
            onBlur={() => hover(null)}
          >
            {content}
          </Button>
        );
      })}
    </Group>
  );
}
