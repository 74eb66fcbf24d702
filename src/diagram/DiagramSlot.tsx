import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SceneSlot } from '../canvas/SceneSlot';
import { useTickChannelRunning } from '../canvas/tickScheduler';
import type { SceneLoader } from '../canvas/views';
import type { Diagram } from './defineDiagram';

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
  /** The diagram (its tick channel runs while the slot is mounted). */
  diagram: Diagram;
  /** The twins (and anything else over the scene). */
  children: ReactNode;
}

/**
 * A diagram's art in the box the page sizes for it (positioned): the WebGL scene (or its SVG) filling the box,
 * the twins above. Keeps the diagram's tick channel running while mounted.
 */
export function DiagramSlot({ load, fallback, label, diagram, children }: DiagramSlotProps) {
  useTickChannelRunning(diagram.channel, diagram.period);
  return (
    <>
      <Slot load={load} fallback={fallback} label={label} />
      {children}
    </>
  );
}
