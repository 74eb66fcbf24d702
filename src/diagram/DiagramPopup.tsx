import { useCallback, type ReactNode } from 'react';
import { AnchoredPopup } from '../ui/AnchoredPopup';
import type { Diagram } from './defineDiagram';
import type { DiagramNode } from './layout';

interface DiagramPopupProps<N extends DiagramNode> {
  /** The diagram: the popup shows its picked node, next to the node's twin. */
  diagram: Diagram<N>;
  /** Colour of the side the diagram belongs to. */
  tone: 'solutions' | 'talent';
  /** Accessible name of the popup for a node. */
  label: (node: N) => string;
  /** What the popup says about a node. */
  children: (node: N) => ReactNode;
}

/** The picked node's popup, next to its twin; closing it clears the pick (the scene redraws itself). */
export function DiagramPopup<N extends DiagramNode>({
  diagram,
  tone,
  label,
  children,
}: DiagramPopupProps<N>) {
  const { nodes, selection, twinId } = diagram;
  const selected = selection((s) => s.selected);
  const select = selection((s) => s.select);
  const close = useCallback(() => select(null), [select]);
  const node = nodes.find((n) => n.id === selected);
  const anchor = node ? document.getElementById(twinId(node.id)) : null;
  if (!node || !anchor) return null;
  return (
    <AnchoredPopup
      key={node.id}
      id={diagram.popupId}
      anchor={anchor}
      label={label(node)}
      tone={tone}
      siblings={`[data-twin-group="${diagram.name}"]`}
      onClose={close}
    >
      {children(node)}
    </AnchoredPopup>
  );
}
