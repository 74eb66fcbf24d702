import styled from 'styled-components';
import { SceneSlot } from '../canvas/SceneSlot';

/**
 * A diagram's art in the box the page sizes for it (positioned): its WebGL scene (or its SVG) filling the box, and
 * its twins (the children) in the slot's layer above it, as the wheel's.
 */
export const DiagramSlot = styled(SceneSlot)`
  position: absolute;
  inset: 0;
`;
