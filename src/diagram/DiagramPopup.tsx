import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Diagram } from './defineDiagram';
import type { DiagramNode } from './layout';
import { clampPopupX, popupSide, type PopupSide } from './popupPlacement';

const POPUP_WIDTH = 272;
const GAP = 12;

const Card = styled.div<{ $tone: 'solutions' | 'talent' }>`
  position: absolute;
  z-index: ${(p) => p.theme.z.popup};
  width: ${POPUP_WIDTH}px;
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.lg};
  color: ${(p) => p.theme.color.textInverse};
  background: linear-gradient(180deg, rgba(15, 23, 42, 0.94), rgba(2, 6, 23, 0.96));
  border: 1px solid ${(p) => (p.$tone === 'talent' ? 'rgba(45, 212, 191, 0.45)' : 'rgba(96, 165, 250, 0.45)')};
  box-shadow:
    0 24px 48px rgba(0, 0, 0, 0.45),
    0 0 0 1px rgba(255, 255, 255, 0.04) inset,
    0 0 32px ${(p) => (p.$tone === 'talent' ? 'rgba(45, 212, 191, 0.16)' : 'rgba(96, 165, 250, 0.16)')};
  backdrop-filter: blur(8px);
  pointer-events: auto;
  text-align: left;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid
      ${(p) => (p.$tone === 'talent' ? p.theme.color.talentGlow : p.theme.color.solutionsGlow)};
    outline-offset: 2px;
  }
  &[data-side='above'] {
    transform: translate(-50%, -100%);
  }
  &[data-side='below'] {
    transform: translate(-50%, 0);
  }
`;

interface PopupCardProps {
  /** The twin the popup belongs to (placement and focus return). */
  anchor: HTMLElement;
  /** Accessible name of the dialog. */
  label: string;
  /** Colour of the side the node belongs to. */
  tone: 'solutions' | 'talent';
  /** Elements matching this selector do not count as a click elsewhere (the sibling twins pick instead). */
  twinSelector: string;
  onClose: () => void;
  id?: string;
  children: ReactNode;
}

/**
 * A twin's popup: a non-modal dialog placed above its node, or below when the node is less than 200px from the
 * top of the viewport. Takes focus when it opens; closes on Escape (focus returns to the twin) and on a click
 * elsewhere. Positioned in its offset parent, which must not clip it.
 */
function PopupCard({ anchor, label, tone, twinSelector, onClose, id, children }: PopupCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ x: number; y: number; side: PopupSide } | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      const container = ref.current?.offsetParent;
      if (!container) return;
      const box = container.getBoundingClientRect();
      const node = anchor.getBoundingClientRect();
      const side = popupSide(node.top);
      const x = clampPopupX(node.left + node.width / 2 - box.left, POPUP_WIDTH, box.width);
      const y = side === 'below' ? node.bottom - box.top + GAP : node.top - box.top - GAP;
      setPlace({ x, y, side });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [anchor]);

  // Focus once placed (a hidden element cannot take focus).
  const placed = place !== null;
  useEffect(() => {
    if (placed) ref.current?.focus({ preventScroll: true });
  }, [placed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      anchor.focus({ preventScroll: true });
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Element | null;
      if (!target || ref.current?.contains(target) || target.closest(twinSelector)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onClose, twinSelector]);

  return (
    <Card
      ref={ref}
      id={id}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      $tone={tone}
      data-side={place?.side ?? 'above'}
      style={place ? { left: place.x, top: place.y } : { visibility: 'hidden' }}
    >
      {children}
    </Card>
  );
}

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
    <PopupCard
      key={node.id}
      id={diagram.popupId}
      anchor={anchor}
      label={label(node)}
      tone={tone}
      twinSelector={`[data-twin-group="${diagram.name}"]`}
      onClose={close}
    >
      {children(node)}
    </PopupCard>
  );
}
