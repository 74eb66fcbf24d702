import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SceneSlot } from '../canvas/SceneSlot';
import type { SceneLoader } from '../canvas/views';

const Slot = styled(SceneSlot)`
  position: absolute;
  inset: 0;
`;

interface DiagramSlotProps {
  /** The diagram's WebGL scene module (a module-level function). */
  load: SceneLoader;
  /** Its SVG rendering. */
  fallback: ReactNode;
  /** Accessible name of the scene region. */
  label: string;
  /** The twins (and anything else over the scene): in the slot's layer above it, as the wheel's. */
  children: ReactNode;
}

/**
 * A diagram's art in the box the page sizes for it (positioned): the WebGL scene (or its SVG) filling the box,
 * the twins above it in the slot (SceneSlot's children).
 */
export function DiagramSlot({ load, fallback, label, children }: DiagramSlotProps) {
  return (
    <Slot load={load} fallback={fallback} label={label}>
      {children}
    </Slot>
  );
}
