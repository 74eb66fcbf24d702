import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
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

export interface AnchoredPopupProps {
  /** The control the popup belongs to (placement and focus return). */
  anchor: HTMLElement;
  /** Accessible name of the dialog. */
  label: string;
  /** Colour of the side the control belongs to. */
  tone: 'solutions' | 'talent';
  /** Elements matching this selector do not count as a click elsewhere (the anchor's siblings pick instead). */
  siblings: string;
  onClose: () => void;
  id?: string;
  children: ReactNode;
}

/**
 * A popup for a control: a non-modal dialog placed above it, or below when it is less than 200px from the top of the
 * viewport. Takes focus when it opens; closes on Escape (focus returns to the anchor) and on a click
 * elsewhere. Positioned in its offset parent, which must not clip it.
 */
export function AnchoredPopup({ anchor, label, tone, siblings, onClose, id, children }: AnchoredPopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ x: number; y: number; side: PopupSide } | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      const container = ref.current?.offsetParent;
      if (!container) return;
      const box = container.getBoundingClientRect();
      const at = anchor.getBoundingClientRect();
      const side = popupSide(at.top);
      const x = clampPopupX(at.left + at.width / 2 - box.left, POPUP_WIDTH, box.width);
      const y = side === 'below' ? at.bottom - box.top + GAP : at.top - box.top - GAP;
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
      if (!target || ref.current?.contains(target) || target.closest(siblings)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onClose, siblings]);

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
